/**
 * The auth page and the admin screens: one module, imported lazily by the web app (its own chunk)
 * and directly by the desktop client. API calls use relative /api paths and the shared fetch helper.
 */
import { loadNamespaces, registerLocales } from '../ui/i18n';
import { startConnectionMonitor } from './connection/store';
import { adminLocaleIndex } from './locales';

export { AuthPage, EmailChangePage, InvitationPage, ResetPasswordPage, useCardPageStyles } from './auth';
export { CenteredSpinner } from './kit/CenteredSpinner';
export { AccessDenied, RequireRole } from './shell/guards';
export { AdminShell } from './shell/AdminShell';
export { adminScreens } from './shell/admin-screens';
export { fetchCurrentUser, useCurrentUser, useLogin, useLogout, useRegister } from './session';
export { AdminHostProvider, useAdminHost, type AdminHost } from './host';
export { ConnectionBanner } from './connection/ConnectionBanner';
export { resetConnection } from './connection/store';

/**
 * Registers the admin translations and loads them for the active language, and starts watching the
 * API calls for an unreachable server or an expired session (the connection banner).
 */
export async function prepareAdmin(): Promise<void> {
  startConnectionMonitor();
  registerLocales(adminLocaleIndex);
  await loadNamespaces(['auth', 'admin']);
}
