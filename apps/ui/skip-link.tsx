import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: 'auto',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalM,
      zIndex: 100,
      padding: tokens.spacingHorizontalM,
      backgroundColor: tokens.colorNeutralBackground1,
      color: tokens.colorBrandForeground1,
    },
  },
});

/** "Skip to main content": the first stop of the keyboard, visible only when focused. */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a href={`#${target}`} className={useStyles().skip}>
      {children}
    </a>
  );
}
