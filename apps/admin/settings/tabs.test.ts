import { describe, expect, it } from 'vitest';
import { settingsPath, settingsTab } from './tabs';

describe('settingsTab', () => {
  it('opens the named tab', () => {
    expect(settingsTab('users')).toBe('users');
    expect(settingsTab('site')).toBe('site');
    expect(settingsTab('security')).toBe('security');
  });

  it('falls back to the account tab', () => {
    expect(settingsTab(null)).toBe('account');
    expect(settingsTab('')).toBe('account');
    expect(settingsTab('USERS')).toBe('account');
    expect(settingsTab('toString')).toBe('account');
  });
});

describe('settingsPath', () => {
  it('addresses a tab, with a search preset for the users list', () => {
    expect(settingsPath('account')).toBe('/admin/settings');
    expect(settingsPath('users')).toBe('/admin/settings?tab=users');
    expect(settingsPath('users', 'Ana María')).toBe('/admin/settings?tab=users&search=Ana+Mar%C3%ADa');
    expect(settingsPath('site')).toBe('/admin/settings?tab=site');
  });
});
