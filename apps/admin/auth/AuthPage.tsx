import { Link, Tab, TabList, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_REDIRECT_DELAY_MS, DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import type { User } from '../../../shared/entities';
import { usePageMeta } from '../../ui/page-meta';
import { useSiteName } from '../../ui/site-settings';
import { ConnectionBanner } from '../connection/ConnectionBanner';
import { isExternalSite, siteLinkProps, useAdminHost } from '../host';
import { CenteredSpinner } from '../kit/CenteredSpinner';
import { useCurrentUser } from '../session';
import { AlreadySignedIn } from './AlreadySignedIn';
import { destinationAfterSignIn } from './AuthFields';
import { AuthHero } from './AuthHero';
import { DownloadStarted } from './DownloadStarted';
import { LoginForm } from './LoginForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { useCardPageStyles } from './card-page';
import { signInReturn, type SignInReturn } from '../../ui/sign-in';

type AuthTab = 'login' | 'register';
const TABS: readonly AuthTab[] = ['login', 'register'];

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
  },
  top: { width: '100%', maxWidth: '30rem' },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  column: { width: '100%', maxWidth: '30rem', display: 'grid', gap: tokens.spacingVerticalL, margin: 'auto 0' },
  cardGap: { gap: tokens.spacingVerticalXL },
  tabs: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  tab: { flexGrow: 1, justifyContent: 'center' },
  status: { width: '100%', maxWidth: '30rem', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * Counts down the seconds to the already-signed-in redirect: after AUTH_REDIRECT_DELAY_MS
 * it navigates to `target`. Nothing happens while `target` is null.
 */
function useRedirectCountdown(target: string | null): number {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(AUTH_REDIRECT_DELAY_MS / 1000));
  useEffect(() => {
    if (!target) return;
    const deadline = Date.now() + AUTH_REDIRECT_DELAY_MS;
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    }, 250);
    const redirect = window.setTimeout(() => void navigate(target, { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(redirect);
    };
  }, [target, navigate]);
  return secondsLeft;
}

/**
 * The auth page /auth: login and register tabs with a switch link, a side hero on large
 * screens, and for a visitor signed in already a message and a redirect after 5 seconds
 * (to the first admin screen the role may open). No site header or footer. A public page's link
 * (`?next=`, `?lang=`) makes it speak to members as well as staff, in that page's language.
 */
export function AuthPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const styles = useStyles();
  const page = useCardPageStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  const siteName = useSiteName();
  const host = useAdminHost();
  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'register' ? 'register' : 'login');
  // Set once a form on this page sends its request: the session it opens is not a pre-existing one,
  // so the page navigates at once (see `signedIn`) instead of showing the redirect message.
  const [ownRequest, setOwnRequest] = useState(false);
  // The login panel shows the forgot-password form instead (also opened by /auth?forgot, the link
  // of an expired reset page).
  const [forgot, setForgot] = useState(params.has('forgot'));
  // The download signing in started: the page stays, and says so instead of showing the forms.
  const [started, setStarted] = useState<Extract<SignInReturn, { kind: 'download' }> | null>(null);
  const tabRefs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const tabId = (value: AuthTab) => `${baseId}-${value}-tab`;
  const panelId = (value: AuthTab) => `${baseId}-${value}-panel`;

  usePageMeta(t('auth:meta.title'), t('auth:meta.description'), siteName);

  const existing = user && !ownRequest ? user : null;
  const secondsLeft = useRedirectCountdown(existing ? destinationAfterSignIn(existing.role) : null);
  // A public page that asked for a sign-in (a members-only event, a members-only document's
  // download) gets the visitor back; it is a page the server renders, so it is loaded rather than
  // routed to. The desktop client has none.
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const back = isExternalSite(host) ? null : signInReturn(params.get('next'), language);

  if (isPending) return <CenteredSpinner />;

  const switchTo = (next: AuthTab) => {
    setTab(next);
    // The switch link disappears with its panel: focus moves to the tab it selected.
    tabRefs.current[next]?.focus();
  };
  const onSignedIn = (signedIn: User) => {
    // A download leaves the page in place (the file is saved, not shown): it says the download started.
    if (back?.kind === 'download') setStarted(back);
    if (back) window.location.assign(back.href);
    else void navigate(destinationAfterSignIn(signedIn.role), { replace: true });
  };
  const formCallbacks = {
    onStart: () => setOwnRequest(true),
    onFailed: () => setOwnRequest(false),
    onSignedIn,
  };
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate('/');
  };

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        {host.noticeSlot ? <div className={styles.top}>{host.noticeSlot}</div> : null}
        <ConnectionBanner className={styles.top} />
        <div className={styles.top}>
          {isExternalSite(host) ? (
            <Link {...siteLinkProps(host)} className={styles.back}>
              <ArrowLeftRegular aria-hidden />
              {t('auth:page.backHome')}
            </Link>
          ) : (
            <Link href="/" onClick={goHome} className={styles.back}>
              <ArrowLeftRegular aria-hidden />
              {t('auth:page.backHome')}
            </Link>
          )}
        </div>
        <div className={styles.column}>
          <div className={page.intro}>
            <p className={page.brand}>{siteName}</p>
            <h1 className={page.title}>{t(back ? 'auth:visitor.title' : 'auth:page.title')}</h1>
            <p className={page.lead}>{t(back ? 'auth:visitor.intro' : 'auth:page.intro')}</p>
          </div>
          <div className={mergeClasses(page.card, styles.cardGap)}>
            {started ? (
              <DownloadStarted target={started} />
            ) : (
              <>
                <TabList
                  className={styles.tabs}
                  selectedValue={tab}
                  onTabSelect={(_event, data) => setTab(data.value === 'register' ? 'register' : 'login')}
                  aria-label={t('auth:page.tabsLabel')}
                >
                  {TABS.map((value) => (
                    <Tab
                      key={value}
                      value={value}
                      id={tabId(value)}
                      aria-controls={panelId(value)}
                      className={styles.tab}
                      ref={(element: HTMLButtonElement | null) => {
                        tabRefs.current[value] = element;
                      }}
                    >
                      {t(`auth:tabs.${value}`)}
                    </Tab>
                  ))}
                </TabList>
                {/* Both panels stay mounted so typed values survive a tab switch. */}
                <div role="tabpanel" id={panelId('login')} aria-labelledby={tabId('login')} hidden={tab !== 'login'}>
                  {existing ? (
                    <AlreadySignedIn tab="login" username={existing.username} secondsLeft={secondsLeft} />
                  ) : forgot ? (
                    <ForgotPasswordForm
                      onBack={() => {
                        setForgot(false);
                        tabRefs.current.login?.focus();
                      }}
                    />
                  ) : (
                    <LoginForm
                      {...formCallbacks}
                      onSwitch={() => switchTo('register')}
                      onForgot={() => setForgot(true)}
                    />
                  )}
                </div>
                <div
                  role="tabpanel"
                  id={panelId('register')}
                  aria-labelledby={tabId('register')}
                  hidden={tab !== 'register'}
                >
                  {existing ? (
                    <AlreadySignedIn tab="register" username={existing.username} secondsLeft={secondsLeft} />
                  ) : (
                    <RegisterForm {...formCallbacks} onSwitch={() => switchTo('login')} />
                  )}
                </div>
              </>
            )}
          </div>
        </div>
        {host.statusSlot ? <div className={styles.status}>{host.statusSlot}</div> : null}
      </main>
      <AuthHero forVisitor={back !== null} />
    </div>
  );
}
