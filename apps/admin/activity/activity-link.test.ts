import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/entities';
import { activityLink } from './activity-link';

const entry = (entity: AuditEntry['entity'], action: AuditEntry['action'], label = 'Ana Ruiz'): AuditEntry => ({
  id: 1,
  at: '2025-01-01T10:00:00.000Z',
  entity,
  action,
  entityId: 7,
  label,
  user: { id: 1, fullName: 'Admin' },
  changes: null,
});

describe('activityLink', () => {
  it('sends user changes to the users tab searched by the name, a deleted user to the whole list', () => {
    expect(activityLink(entry('user', 'role'), 'admin')).toBe('/admin/settings?tab=users&search=Ana+Ruiz');
    expect(activityLink(entry('user', 'approve'), 'admin')).toBe('/admin/settings?tab=users&search=Ana+Ruiz');
    expect(activityLink(entry('user', 'delete'), 'admin')).toBe('/admin/settings?tab=users');
  });

  it('sends settings changes to the site tab, and subscriber removals to the subscribers', () => {
    expect(activityLink(entry('settings', 'update', 'Site settings'), 'admin')).toBe('/admin/settings?tab=site');
    expect(activityLink(entry('subscription', 'delete', 'a@b.se'), 'admin')).toBe('/admin/subscribers');
    expect(activityLink(entry('subscription', 'delete', 'a@b.se'), 'editor')).toBe('/admin/subscribers');
  });

  it('links nowhere a role may not go', () => {
    expect(activityLink(entry('user', 'role'), 'editor')).toBeNull();
    expect(activityLink(entry('settings', 'update'), 'editor')).toBeNull();
    expect(activityLink(entry('subscription', 'delete'), 'viewer')).toBeNull();
  });

  it('keeps the content links', () => {
    expect(activityLink(entry('member', 'update', 'Acme'), 'editor')).toBe('/admin/members?search=Acme');
    expect(activityLink(entry('news', 'delete', 'X'), 'admin')).toBe('/admin/news?search=X&deleted=true');
    expect(activityLink(entry('news', 'delete', 'X'), 'editor')).toBeNull();
  });

  it('searches a translation’s list by the title, without the language', () => {
    expect(activityLink(entry('event', 'translate', 'Trade day (sv)'), 'editor')).toBe(
      '/admin/events?search=Trade%20day',
    );
    expect(activityLink(entry('member', 'translate', 'Acme (es)'), 'viewer')).toBeNull();
  });
});
