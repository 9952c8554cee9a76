import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry, AuditLogPage, CurrentUser, Role } from '../../../shared/entities';
import { auditExportUrl, auditQuery } from '../queries/audit';
import { adminKeys } from '../queries/content';
import { initTestI18n, renderScreen } from '../screen-test-support';
import { USER_QUERY_KEY } from '../session';
import { ActivityLogScreen } from './ActivityLogScreen';
import { changeValueText } from './AuditTable';
import { auditParamsOf } from './audit-params';
import { DashboardScreen } from '../dashboard';

beforeAll(initTestI18n);
afterEach(() => vi.unstubAllGlobals());

const userOf = (role: Role) =>
  ({
    id: 1,
    username: role,
    email: `${role}@example.com`,
    fullName: 'Eddie Editor',
    role,
    memberId: null,
    passwordGenerated: false,
    language: null,
  }) as unknown as CurrentUser;

const renamed: AuditLogEntry = {
  id: 41,
  at: '2026-11-20T10:05:00.000Z',
  action: 'update',
  entity: 'news',
  entityId: 7,
  label: 'Harbour opening',
  user: { id: 3, fullName: 'Eddie Editor' },
  changes: { name: ['Old', 'New'], summary: [null, 'A short text'], featured: [false, true] },
  address: '203.0.113.9',
};

const page = (items: AuditLogEntry[]): AuditLogPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  people: [
    { id: 3, fullName: 'Eddie Editor' },
    { id: 5, fullName: 'Ada Admin' },
  ],
});

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A fetch that answers as the server would with `body`: the page's entries as an array with the
 * total in X-Total-Count, and the people at /api/admin/audit/people; it records the requests.
 */
function answer(body: AuditLogPage) {
  const fetch = vi.fn((path: string, _init?: RequestInit) =>
    Promise.resolve(
      path.startsWith('/api/admin/audit/people')
        ? json(body.people)
        : json(body.items, { 'X-Total-Count': String(body.total) }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/**
 * Reads the page the screen's address selects through the real query (the mocked fetch answers),
 * then renders the screen at that address with what came.
 */
async function renderAt(url: string, body: AuditLogPage, role: Role = 'editor') {
  const fetch = answer(body);
  const loaded = new QueryClient();
  const query = auditQuery(auditParamsOf(new URL(url, 'http://localhost').searchParams));
  await loaded.prefetchQuery(query);
  const html = renderScreen(
    <ActivityLogScreen />,
    (queryClient) => {
      queryClient.setQueryData(USER_QUERY_KEY, userOf(role));
      queryClient.setQueryData(query.queryKey, loaded.getQueryData(query.queryKey));
    },
    url,
  );
  const requested = fetch.mock.calls.map(([path]) => path).find((path) => !path.startsWith('/api/admin/audit/people'));
  return { html, requested: String(requested) };
}

describe('the Activity screen', () => {
  it('asks the server for the selection its address names, and shows the filters set', async () => {
    const { html, requested } = await renderAt(
      '/admin/activity-log?user=3&action=update&entity=news&from=2026-11-01&to=2026-11-30&search=Harbour&page=2',
      { ...page([renamed]), total: 21, page: 2 },
    );
    const sent = new URL(requested, 'http://localhost');
    expect(sent.pathname).toBe('/api/admin/audit');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      page: '2',
      pageSize: '20',
      user: '3',
      action: 'update',
      entity: 'news',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'Harbour',
    });
    // Each control shows its part of the address.
    expect(html).toMatch(/<option value="3" selected="">Eddie Editor<\/option>/);
    expect(html).toMatch(/<option value="update" selected="">Edited<\/option>/);
    expect(html).toMatch(/<option value="news" selected="">News article<\/option>/);
    expect(html).toMatch(/type="date"[^>]*value="2026-11-01"/);
    expect(html).toMatch(/type="date"[^>]*value="2026-11-30"/);
    expect(html).toMatch(/type="search"[^>]*value="Harbour"/);
    expect(html).toContain('Page 2 of 2');
  });

  it('leaves out of the request what a link names wrongly, and asks for everything without filters', async () => {
    const { requested } = await renderAt('/admin/activity-log?user=x&action=fly&entity=all&from=1%20Nov', page([]));
    expect(requested).toBe('/api/admin/audit?page=1&pageSize=20');
  });

  it('shows each entry: when, who, what, the item linking to its screen, the address, the changes', async () => {
    const { html } = await renderAt('/admin/activity-log', page([renamed]));
    for (const header of ['When', 'Who', 'What', 'Item', 'From', 'Changes'])
      expect(html).toContain(`>${header}</div></th>`);
    expect(html).toContain('dateTime="2026-11-20T10:05:00.000Z"');
    expect(html).toContain('>Edited<');
    expect(html).toContain('News article');
    expect(html).toContain('href="/admin/news?search=Harbour%20opening"');
    expect(html).toContain('203.0.113.9');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('name: Old → New');
    expect(text).toContain('summary: — → A short text');
    expect(text).toContain('featured: false → true');
    // Three fields: all in view, no button to show more.
    expect(html).not.toContain('aria-expanded');
  });

  it('shows the first changes of a long update and a button for the rest', async () => {
    const changes = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((field): [string, [string, string]] => [field, ['x', 'y']]),
    );
    const { html } = await renderAt('/admin/activity-log', page([{ ...renamed, changes }]));
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('c: x → y');
    expect(text).not.toContain('d: x → y');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Show all 5 changes<\/button>/);
  });

  it('shows a refused sign-in as made by no one signed in, with its reason, and a deleted account as someone', async () => {
    const refused: AuditLogEntry = {
      ...renamed,
      id: 42,
      action: 'sign-in-failed',
      entity: 'user',
      entityId: 0,
      label: 'nobody.here',
      user: null,
      changes: { reason: [null, 'unknown-user'] },
    };
    const lockout: AuditLogEntry = {
      ...refused,
      id: 43,
      action: 'lockout',
      entityId: 9,
      label: 'sam.sign',
      changes: { reason: [null, 'account-limit'] },
    };
    const byDeletedAccount: AuditLogEntry = { ...renamed, id: 44, user: null };
    const { html } = await renderAt('/admin/activity-log', page([refused, lockout, byDeletedAccount]), 'admin');
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).toContain('Sign-in refused');
    expect(text).toContain('Reason: No account has this username');
    expect(text).toContain('Locked out');
    expect(text).toContain('Reason: Too many tries for this account');
    expect(text.match(/Not signed in/g)).toHaveLength(2);
    expect(text).toContain('Someone');
    // The reason replaces the raw change line.
    expect(text).not.toContain('reason:');
    // A username no account has links nowhere; a known account opens the users list.
    expect(html).not.toMatch(/href="[^"]*nobody\.here/);
    expect(html).toMatch(/href="[^"]*sam\.sign/);
  });

  it('links the export to the CSV of the same selection', async () => {
    const { html } = await renderAt('/admin/activity-log?user=3&entity=news&from=2026-11-01&search=Harbour', page([]));
    const href = /<a[^>]*href="([^"]*)"[^>]*download=""/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBe('/api/admin/audit/export?user=3&entity=news&from=2026-11-01&search=Harbour');
    expect(html).toContain('Export CSV');
  });

  it('says when nothing is recorded, and when nothing matches the filters', async () => {
    expect((await renderAt('/admin/activity-log', page([]))).html).toContain('No activity yet');
    expect((await renderAt('/admin/activity-log?action=delete', page([]))).html).toContain('No results found');
  });
});

describe('a changed value', () => {
  it('is shortened, with none shown as —', () => {
    expect(changeValueText(null)).toBe('—');
    expect(changeValueText(['nordic', 'baltic'])).toBe('nordic, baltic');
    const long = changeValueText('x'.repeat(200));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the export address', () => {
  it('is the whole trail without filters', () => {
    const all = auditParamsOf(new URLSearchParams());
    expect(auditExportUrl(all)).toBe('/api/admin/audit/export');
  });
});

describe('the dashboard’s recent activity', () => {
  const dashboard = (role: Role) =>
    renderScreen(<DashboardScreen />, (queryClient) => {
      queryClient.setQueryData(USER_QUERY_KEY, userOf(role));
      queryClient.setQueryData(adminKeys.activity, []);
    });

  it('links to the whole trail for the roles that may read it', () => {
    expect(dashboard('editor')).toMatch(/href="\/admin\/activity-log"[^>]*>View all activity</);
    expect(dashboard('viewer')).not.toContain('/admin/activity-log');
  });
});
