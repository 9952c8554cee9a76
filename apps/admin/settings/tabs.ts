/** The settings tabs in their order; `?tab=<name>` opens one (the dashboard links to `?tab=users`). */
export const SETTINGS_TABS = ['account', 'users', 'site', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tabs of /admin/account, every signed-in user's own settings. */
export const ACCOUNT_TABS = ['account', 'security'] as const satisfies readonly SettingsTab[];

/** The tab a `?tab=` value names among `tabs`; the first (account) tab when it names none. */
export function settingsTab(
  value: string | null | undefined,
  tabs: readonly SettingsTab[] = SETTINGS_TABS,
): SettingsTab {
  return tabs.includes(value as SettingsTab) ? (value as SettingsTab) : 'account';
}

/** The settings address of a tab (the account tab is the plain address). */
export function settingsPath(tab: SettingsTab, search?: string): string {
  if (tab === 'account') return '/admin/settings';
  const query = new URLSearchParams({ tab });
  if (search) query.set('search', search);
  return `/admin/settings?${query.toString()}`;
}
