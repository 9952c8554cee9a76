import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { initialsOf } from '../lib/initials';

const useStyles = makeStyles({
  // The box of the logo it stands in for, so cards with and without a logo line up.
  mark: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  medium: { width: '64px', height: '64px', fontSize: tokens.fontSizeBase500 },
  large: { width: '96px', height: '96px', fontSize: tokens.fontSizeHero700 },
});

/**
 * A company's initials in place of a missing logo. Hidden from assistive technology: the company's
 * name is always next to it as a heading, and "BD" read aloud says nothing more.
 */
export function InitialsMark({ name, size = 'medium' }: { name: string; size?: 'medium' | 'large' }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.mark, styles[size])} aria-hidden data-testid="initials-mark">
      {initialsOf(name)}
    </div>
  );
}
