import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys, invalidateAfterWrite, keysToInvalidate, listQueryString, normalizeListParams } from './content';

const params = { page: 1, search: '', filters: {}, deleted: false };

describe('list params', () => {
  it('leaves out a blank search and "all" filters, and trims the search', () => {
    expect(
      normalizeListParams({
        page: 2,
        search: '  nordic ',
        filters: { region: 'all', industry: 'energy' },
        deleted: true,
      }),
    ).toEqual({ page: 2, search: 'nordic', filters: { industry: 'energy' }, deleted: true });
  });

  it('gives equal requests one key, whatever the filter order', () => {
    expect(adminKeys.list('members', { ...params, filters: { region: 'nordic', industry: 'all' } })).toEqual(
      adminKeys.list('members', { ...params, search: ' ', filters: { region: 'nordic' } }),
    );
    expect(adminKeys.list('news', params)[0]).toBe('admin');
    expect(adminKeys.list('news', params)[1]).toBe('news');
  });

  it('builds the query string: page and size always, the rest when set', () => {
    expect(listQueryString(params)).toBe('page=1&pageSize=20');
    expect(
      listQueryString({ page: 3, search: 'a&b', filters: { status: 'draft', category: 'all' }, deleted: true }, 10),
    ).toBe('page=3&pageSize=10&search=a%26b&deleted=true&status=draft');
  });

  it('never asks for a page before the first', () => {
    expect(normalizeListParams({ ...params, page: 0 }).page).toBe(1);
  });
});

describe('invalidation after a write', () => {
  it('covers the staff lists of the kind, the dashboard, the activity and the public keys', () => {
    expect(keysToInvalidate('members')).toEqual([
      ['admin', 'members'],
      ['admin', 'dashboard'],
      ['admin', 'activity'],
      ['members'],
    ]);
    expect(keysToInvalidate('news')).toEqual(expect.arrayContaining([['admin', 'news'], ['news'], ['news-archive']]));
    expect(keysToInvalidate('events')).toContainEqual(['events']);
    expect(keysToInvalidate('contact-submissions')).toEqual([
      ['admin', 'contact-submissions'],
      ['admin', 'dashboard'],
      ['admin', 'activity'],
    ]);
  });

  it('marks public details and staff pages stale by prefix, and leaves other kinds alone', async () => {
    const client = new QueryClient();
    const keys = [
      ['news', '7'],
      ['news-archive', { page: 2 }],
      ['admin', 'news', normalizeListParams(params)],
      ['admin', 'activity', 10],
      ['members'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    await invalidateAfterWrite(client, 'news');
    const stale = keys.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false]);
  });
});
