import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInReturn } from '../../ui/sign-in';
import { PanelHeading } from './AuthFields';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'start' },
  icon: { fontSize: '40px', color: tokens.colorPaletteGreenForeground1 },
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
      <PanelHeading
        id={headingId}
        title={t('auth:download.title')}
        intro={t('auth:download.text')}
        status
        headingRef={heading}
      />
      <Link href={target.listedOn.path}>
        {t('common:common.backTo', { page: t(`common:nav.${target.listedOn.nav}`) })}
      </Link>
      <p className={styles.text}>
        {t('auth:download.notStarted')} <Link href={target.href}>{t('auth:download.again')}</Link>
      </p>
    </section>
  );
}
