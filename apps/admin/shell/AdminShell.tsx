import {
  Avatar,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, HomeRegular, NavigationRegular, SignOutRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LinkBehaviourProvider } from '../../ui/link-behaviour';
import { SkipLink } from '../../ui/skip-link';
import { SIDEBAR_BREAKPOINT_PX } from '../../../shared/constants';
import type { CurrentUser } from '../../../shared/entities';
import { serverMessage } from '../../ui/api';
import { useNotify } from '../../ui/toast';
import { CenteredSpinner } from '../kit/CenteredSpinner';
import { RequireRole } from './guards';
import { forgetDoorLists } from '../check-in';
import { ConnectionBanner } from '../connection/ConnectionBanner';
import { SignInAgainDialog } from '../connection/SignInAgainDialog';
import { isExternalSite, siteLinkProps, useAdminHost } from '../host';
import { useFileDropGuard } from '../imports';
import { ACCOUNT_PATH, PASSWORD_SECTION_ID } from '../settings';
import { useCurrentUser, useLogout } from '../session';
import { SidebarNav, focusRing } from './AdminNav';

const TOP_BAR_HEIGHT = '56px';
const WIDE = `@media (min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;
const NARROW = '@media (max-width: 599px)';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  topBar: {
    position: 'sticky',
    top: 0,
    zIndex: 20,
    height: TOP_BAR_HEIGHT,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  menuButton: { [WIDE]: { display: 'none' } },
  brand: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorBrandForeground1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    [NARROW]: { display: 'none' },
  },
  spacer: { flexGrow: 1 },
  homeLink: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { color: tokens.colorBrandForeground1, textDecoration: 'underline' },
    ':focus-visible': focusRing,
  },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  userText: { display: 'grid', textAlign: 'end', minWidth: 0 },
  userName: {
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: '14rem',
    [NARROW]: { maxWidth: '8rem' },
  },
  userRole: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  body: { display: 'flex', flexGrow: 1 },
  sidebar: {
    display: 'none',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '256px',
    flexShrink: 0,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    position: 'fixed',
    top: TOP_BAR_HEIGHT,
    bottom: 0,
    left: 0,
    zIndex: 15,
    overflowY: 'auto',
    boxShadow: tokens.shadow16,
    [WIDE]: {
      display: 'flex',
      position: 'sticky',
      height: `calc(100vh - ${TOP_BAR_HEIGHT})`,
      boxShadow: 'none',
    },
  },
  sidebarOpen: { display: 'flex' },
  backdrop: {
    position: 'fixed',
    top: TOP_BAR_HEIGHT,
    right: 0,
    bottom: 0,
    left: 0,
    zIndex: 14,
    backgroundColor: tokens.colorBackgroundOverlay,
    [WIDE]: { display: 'none' },
  },
  logout: { marginTop: 'auto', justifyContent: 'flex-start' },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    ':focus': { outline: 'none' },
    [NARROW]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
  content: { maxWidth: '1200px', margin: '0 auto' },
  prompt: { marginBottom: tokens.spacingVerticalXL },
  promptLink: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': focusRing,
  },
  // The connection banner stays in view under the top bar while the screen scrolls.
  banner: {
    position: 'sticky',
    top: TOP_BAR_HEIGHT,
    zIndex: 19,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  status: {
    margin: `${tokens.spacingVerticalXXL} auto 0`,
    maxWidth: '1200px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

/**
 * Shown on every admin screen while the user's password is still the one generated at first start
 * (printed once on the console, so whoever saw that output knows it), until they change it.
 */
function GeneratedPasswordPrompt() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <MessageBar intent="warning" layout="multiline" className={styles.prompt}>
      <MessageBarBody>
        <MessageBarTitle>{t('admin:shell.passwordPrompt.title')}</MessageBarTitle>
        {t('admin:shell.passwordPrompt.text')}
      </MessageBarBody>
      <MessageBarActions>
        <Link to={`${ACCOUNT_PATH}#${PASSWORD_SECTION_ID}`} className={styles.promptLink}>
          {t('admin:shell.passwordPrompt.action')}
        </Link>
      </MessageBarActions>
    </MessageBar>
  );
}

/** Top bar, role-filtered sidebar and the screen of an /admin path, for a signed-in `user`. */
function AdminLayout({ user, onLoggedOut }: { user: CurrentUser; onLoggedOut: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useLogout();
  const { pathname, hash } = useLocation();
  const host = useAdminHost();
  const sidebarId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A file dropped outside a list that takes it must not replace the admin with the file.
  useFileDropGuard();

  // On narrow screens the sidebar is open for the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  // A new screen starts at the top (braces: newer browsers return a promise from scrollTo), unless
  // the address names a part of it: that screen brings the part into view itself.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  // Escape closes the open sidebar and returns focus to the menu button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        onLoggedOut();
        // The names kept for the door go with the session (check-ins still to send stay).
        void forgetDoorLists();
        notify({ title: t('admin:shell.loggedOutTitle'), description: t('admin:shell.loggedOutText') });
        // The web goes to the public home page; the desktop client has none: its sign-in page.
        void navigate(isExternalSite(host) ? '/auth' : '/');
      },
      onError: (error) =>
        notify({
          title: t('admin:shell.logoutFailed'),
          description: serverMessage(error) ?? t('admin:shell.logoutFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <div className={styles.root}>
      <SkipLink target="admin-main">{t('common:a11y.skipToContent')}</SkipLink>
      {host.noticeSlot}
      <header className={styles.topBar}>
        <Button
          ref={menuButton}
          className={styles.menuButton}
          appearance="subtle"
          icon={open ? <DismissRegular /> : <NavigationRegular />}
          aria-label={open ? t('admin:shell.closeMenu') : t('admin:shell.openMenu')}
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpenOn(open ? null : pathname)}
        />
        <span className={styles.brand}>{t('admin:shell.brand', { name: t('common:site.shortName') })}</span>
        <span className={styles.spacer} />
        {isExternalSite(host) ? (
          <a {...siteLinkProps(host)} className={styles.homeLink}>
            <HomeRegular aria-hidden />
            <span>{t('admin:shell.home')}</span>
          </a>
        ) : (
          <Link to="/" className={styles.homeLink}>
            <HomeRegular aria-hidden />
            <span>{t('admin:shell.home')}</span>
          </Link>
        )}
        <div className={styles.user}>
          <div className={styles.userText}>
            <span className={styles.userName}>{user.fullName}</span>
            <span className={styles.userRole}>{t(`admin:roles.${user.role}`)}</span>
          </div>
          {/* The name is written next to it: the initials need not be read out again. */}
          <Avatar name={user.fullName} color="colorful" aria-hidden />
        </div>
      </header>
      <ConnectionBanner className={styles.banner} />
      <SignInAgainDialog />
      <div className={styles.body}>
        {open ? <div className={styles.backdrop} aria-hidden onClick={() => setOpenOn(null)} /> : null}
        <aside id={sidebarId} className={mergeClasses(styles.sidebar, open && styles.sidebarOpen)}>
          <SidebarNav role={user.role} />
          <Button
            className={styles.logout}
            appearance="subtle"
            icon={<SignOutRegular />}
            disabledFocusable={logout.isPending}
            onClick={onLogout}
          >
            {logout.isPending ? t('admin:shell.loggingOut') : t('admin:shell.logout')}
          </Button>
        </aside>
        <main id="admin-main" tabIndex={-1} className={styles.main}>
          <div className={styles.content}>
            {/* The screens' button links navigate inside the app, as the sidebar's links do. */}
            <LinkBehaviourProvider value={{ href: (to) => to, navigate: (to) => void navigate(to) }}>
              {user.passwordGenerated ? <GeneratedPasswordPrompt /> : null}
              <Outlet />
            </LinkBehaviourProvider>
          </div>
          {host.statusSlot ? <div className={styles.status}>{host.statusSlot}</div> : null}
        </main>
      </div>
    </div>
  );
}

/**
 * The /admin layout route: needs a signed-in user (spinner while loading, /auth
 * without one), then shows the top bar, the sidebar filtered by role and the screen in <main>.
 */
export function AdminShell() {
  const { data: user } = useCurrentUser();
  // After logging out the app is on its way to '/': do not send the visitor to /auth meanwhile.
  const [loggedOut, setLoggedOut] = useState(false);
  if (loggedOut && !user) return <CenteredSpinner />;
  return (
    <RequireRole permission="account:manage">
      {user ? <AdminLayout user={user} onLoggedOut={() => setLoggedOut(true)} /> : null}
    </RequireRole>
  );
}
