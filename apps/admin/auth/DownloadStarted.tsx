import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInReturn } from '../../ui/sign-in';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'start' },
  icon: { fontSize: '40px', color: tokens.colorPaletteGreenForeground1 },
  heading: { display: 'grid', gap: tokens.spacingVerticalXS },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    ':focus-visible': { outline: 'none' },
  },
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * What the sign-in page shows once signing in has started the download a public page asked for:
 * that it did, the way back to the page listing the document, and the download again (a browser
 * may block or lose it). The sign-in form is gone, so the heading takes the focus.
 */
export function DownloadStarted({ target }: { target: Extract<SignInReturn, { kind: 'download' }> }) {
  const { t } = useTranslation(['auth', 'common']);
  const styles = useStyles();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.box} aria-labelledby={headingId} data-testid="auth-download-started">
      <CheckmarkCircleRegular className={styles.icon} aria-hidden />
      <div className={styles.heading} role="status">
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          {t('auth:download.title')}
        </h2>
        <p className={styles.text}>{t('auth:download.text')}</p>
      </div>
      <Link href={target.listedOn.path}>
        {t('common:common.backTo', { page: t(`common:nav.${target.listedOn.nav}`) })}
      </Link>
      <p className={styles.text}>
        {t('auth:download.notStarted')} <Link href={target.href}>{t('auth:download.again')}</Link>
      </p>
    </section>
  );
}
