import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '../../../ui/skip-link';
import { Footer } from './Footer';

const useStyles = makeStyles({
  main: { minHeight: '60vh' },
});

/** Header, main content and footer of every public page (not /auth or /admin). */
export function SiteLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <>
      <SkipLink target="main">{t('a11y.skipToContent')}</SkipLink>
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
