import { makeStyles } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useDefaultLanguage } from '../../../ui/site-settings';
import { SkipLink } from '../../../ui/skip-link';
import { useAfterFirstPaint } from '../hooks/after-first-paint';
import { Footer } from './Footer';
import { Header } from './Header';

/** The footer's turn: after the home page's lower sections. */
const FOOTER_ORDER = 100;

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

/** Header, main content and footer of every public page (not /auth or /admin); applies the site's default language. */
export function SiteLayout() {
  const { t } = useTranslation();
  const styles = useStyles();
  useScrollOnNavigate();
  // A visitor without a language of their own gets the site's default language once settings load.
  useDefaultLanguage();
  // After every section of the page that renders later (useAfterFirstPaint's order).
  const showFooter = useAfterFirstPaint(FOOTER_ORDER);
  return (
    <>
      <SkipLink target="main">{t('a11y.skipToContent')}</SkipLink>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {showFooter ? <Footer /> : null}
    </>
  );
}
