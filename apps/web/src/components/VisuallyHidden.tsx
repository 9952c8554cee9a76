import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../../../ui/visually-hidden';

const useStyles = makeStyles({ hidden: VISUALLY_HIDDEN });

/** Text for screen readers and crawlers only, e.g. the title after a "Read more" link's visible text. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={useStyles().hidden}>{children}</span>;
}
