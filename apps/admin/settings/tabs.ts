/**
 * The settings tabs (admins) in their order (the outbox holds every mail the site sends);
 * `?tab=<name>` opens one (the dashboard links to `?tab=users`). One's own name, e-mail and password
 * are not here but on /admin/account, the one place every role finds them.
 */
export const SETTINGS_TABS = ['users', 'site', 'outbox'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Tabs settings had before one's own account moved to /admin/account: old links land there. */
const ACCOUNT_TABS: readonly string[] = ['account', 'security'];

/** The address of the own account page, with the password form to go straight to. */
export const ACCOUNT_PATH = '/admin/account';
export const PASSWORD_SECTION_ID = 'password';

/** The tab a `?tab=` value names; the first (users) tab when it names none. */
export function settingsTab(value: string | null | undefined): SettingsTab {
  return SETTINGS_TABS.includes(value as SettingsTab) ? (value as SettingsTab) : 'users';
}

/** Whether a `?tab=` value names a section that now lives on the own account page. */
export function isAccountTab(value: string | null | undefined): boolean {
  return value != null && ACCOUNT_TABS.includes(value);
}

/** The settings address of a tab, with a search preset for the users list. */
export function settingsPath(tab: SettingsTab, search?: string): string {
  const query = new URLSearchParams({ tab });
  if (search) query.set('search', search);
  return `/admin/settings?${query.toString()}`;
}
