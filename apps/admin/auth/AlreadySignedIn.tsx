import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isExternalSite, useAdminHost } from '../host';
import { PanelHeading } from './AuthFields';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'start' },
  icon: { fontSize: '40px', color: tokens.colorPaletteGreenForeground1 },
  countdown: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * What either tab shows to a visitor who is signed in already: the username and the seconds
 * left before the redirect; the register tab also offers 'Go to Dashboard', a link to the site's
 * home page ('/').
 */
export function AlreadySignedIn({
  tab,
  username,
  secondsLeft,
}: {
  tab: 'login' | 'register';
  username: string;
  secondsLeft: number;
}) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const navigate = useNavigate();
  // The desktop client has no public home page in the app: its dashboard instead.
  const host = useAdminHost();
  const headingId = useId();
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <CheckmarkCircleRegular className={styles.icon} aria-hidden />
      <PanelHeading
        id={headingId}
        title={t(tab === 'login' ? 'signedIn.loginTitle' : 'signedIn.registerTitle')}
        intro={t(tab === 'login' ? 'signedIn.loginText' : 'signedIn.registerText', { username })}
      />
      <p className={styles.countdown}>{t('signedIn.countdown', { count: secondsLeft })}</p>
      {tab === 'register' ? (
        <Button appearance="primary" onClick={() => void navigate(isExternalSite(host) ? '/admin' : '/')}>
          {t('signedIn.goToDashboard')}
        </Button>
      ) : null}
    </section>
  );
}
