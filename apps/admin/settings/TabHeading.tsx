import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  heading: {
    margin: `0 0 ${tokens.spacingVerticalM}`,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** A settings tab's h2 above its list: the list's table is named by it, through `id`. */
export function TabHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={useStyles().heading}>
      {children}
    </h2>
  );
}
