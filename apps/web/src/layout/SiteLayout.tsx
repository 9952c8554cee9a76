import { makeStyles } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SkipLink } from '../../../ui/skip-link';
import { Footer } from './Footer';
import { Header } from './Header';

const useStyles = makeStyles({
  main: { minHeight: '60vh' },
});

/** Scrolls to the top on a new page, or to the element of the URL's #hash once it has rendered. */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      tries += 1;
      if (element) element.scrollIntoView();
      if (element || tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
    // `key` changes on every navigation, so following a link to the current address scrolls again.
  }, [pathname, hash, key]);
}

/** Header, main content and footer of every public page (not /auth or /admin). */
export function SiteLayout() {
  const { t } = useTranslation();
  const styles = useStyles();
  useScrollOnNavigate();
  return (
    <>
      <SkipLink target="main">{t('a11y.skipToContent')}</SkipLink>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
