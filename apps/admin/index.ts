/**
 * The auth page and the admin screens: one module, imported lazily by the web app (its own chunk)
 * and directly by the desktop client. API calls use relative /api paths and the shared fetch helper.
 */
import { loadNamespaces, registerLocales } from '../ui/i18n';
import { adminLocaleIndex } from './locales';

export { AuthPage } from './auth/AuthPage';
export { AccessDenied, CenteredSpinner, RequireRole } from './auth/guards';
export { AdminShell } from './screens/AdminShell';
export { adminScreens } from './screens';
export { fetchCurrentUser, useCurrentUser, useLogin, useLogout, useRegister } from './session';

/** Registers the admin translations and loads them for the active language. */
export async function prepareAdmin(): Promise<void> {
  registerLocales(adminLocaleIndex);
  await loadNamespaces(['auth', 'admin']);
}
