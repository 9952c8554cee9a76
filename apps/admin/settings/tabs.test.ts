import { describe, expect, it } from 'vitest';
import { isAccountTab, settingsPath, settingsTab } from './tabs';

describe('settingsTab', () => {
  it('opens the named tab', () => {
    expect(settingsTab('users')).toBe('users');
    expect(settingsTab('site')).toBe('site');
  });

  it('falls back to the users tab', () => {
    expect(settingsTab(null)).toBe('users');
    expect(settingsTab('')).toBe('users');
    expect(settingsTab('SITE')).toBe('users');
    expect(settingsTab('toString')).toBe('users');
  });

  it('has no tab for the own account: account and security now live on /admin/account', () => {
    expect(settingsTab('account')).toBe('users');
    expect(settingsTab('security')).toBe('users');
    expect(isAccountTab('account')).toBe(true);
    expect(isAccountTab('security')).toBe(true);
    expect(isAccountTab('users')).toBe(false);
    expect(isAccountTab(null)).toBe(false);
  });
});

describe('settingsPath', () => {
  it('addresses a tab, with a search preset for the users list', () => {
    expect(settingsPath('users')).toBe('/admin/settings?tab=users');
    expect(settingsPath('users', 'Ana María')).toBe('/admin/settings?tab=users&search=Ana+Mar%C3%ADa');
    expect(settingsPath('site')).toBe('/admin/settings?tab=site');
  });
});
