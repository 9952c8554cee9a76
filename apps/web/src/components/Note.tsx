import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  note: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  spaced: { marginTop: tokens.spacingVerticalM },
});

/** A small grey note; with `info` it starts with an info icon. */
export function Note({
  id,
  info = false,
  spaced = false,
  children,
}: {
  id?: string;
  info?: boolean;
  /** Leaves a medium gap above the note (under a form, for example). */
  spaced?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <p id={id} className={mergeClasses(styles.note, spaced && styles.spaced)}>
      {info ? (
        <>
          <InfoRegular aria-hidden />{' '}
        </>
      ) : null}
      {children}
    </p>
  );
}
