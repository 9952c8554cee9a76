/** The settings tabs in their order; `?tab=<name>` opens one (the dashboard links to `?tab=users`). */
export const SETTINGS_TABS = ['account', 'users', 'site', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab a `?tab=` value names; the account tab when it names none. */
export function settingsTab(value: string | null | undefined): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '') ? (value as SettingsTab) : 'account';
}

/** The settings address of a tab (the account tab is the plain address). */
export function settingsPath(tab: SettingsTab, search?: string): string {
  if (tab === 'account') return '/admin/settings';
  const query = new URLSearchParams({ tab });
  if (search) query.set('search', search);
  return `/admin/settings?${query.toString()}`;
}
