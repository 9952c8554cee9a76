import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** Text for screen readers and crawlers only, e.g. the title after a "Read more" link's visible text. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={useStyles().hidden}>{children}</span>;
}
