import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../../ui/button-link';

const useStyles = makeStyles({
  more: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalXXL },
});

/** The "view all" link under a home section's list. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.more}>
      <ButtonLink to={to} appearance="outline">
        {children}
      </ButtonLink>
    </div>
  );
}
