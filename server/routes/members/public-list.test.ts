import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_LIST_LIMIT } from '../../../shared/constants';
import type { ApiError, Member } from '../../../shared/entities';
import { memberFilterOptions } from '../../content/member-pages';
import { createMember } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { linksOf, totalOf } from '../../../tests/helpers/paging';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';

// The public member list read through the API a page at a time: the filters and the page are the
// database's work, and an unpaged request gets a bounded answer that says how the list goes on.

/** More visible members than one unpaged answer holds. */
const FILLERS = MEMBER_LIST_LIMIT + 3;

describe.each(testDatabaseKinds())('GET /api/members, paged and filtered, on %s', (kind) => {
  let server: TestServer;
  let client: ApiClient;
  const ids: Record<string, number> = {};
  let total: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    client = new ApiClient(server.baseUrl);
    const db = server.db;
    const make = async (key: string, fields: Parameters<typeof createMember>[1]) => {
      ids[key] = (await createMember(db, fields)).id;
    };
    await make('solar', {
      name: 'Solar Norte',
      description: 'Photovoltaic parks.',
      region: 'ibero-america',
      industry: 'energy',
      featured: true,
    });
    await make('code', { name: 'Baltic Code', description: 'Payment SOFTWARE for banks.', industry: 'technology' });
    await make('fjord', {
      name: 'Fjord Capital',
      description: 'Solar and wind finance.',
      region: 'nordic',
      industry: 'finance',
      location: 'Solna, Sweden',
    });
    await make('wind', { name: 'Aalto Wind', description: 'Wind farms at sea.', region: 'nordic', industry: 'energy' });
    // Not for the public: never listed, never counted, never an option.
    await make('hidden', { name: 'Hidden Solar', industry: 'healthcare', hidden: true });
    await make('draft', { name: 'Draft Solar', industry: 'healthcare', published: false });
    await make('deleted', { name: 'Deleted Solar', industry: 'healthcare', deletedAt: new Date() });
    await db.models.ContentTranslation.create({
      kind: 'members',
      itemId: ids.solar!,
      language: 'es',
      description: 'Parques fotovoltaicos.',
      ready: true,
      sourceChangedAt: new Date(),
    });
    await db.models.Member.bulkCreate(
      Array.from({ length: FILLERS }, (_, index) => ({
        name: `Zz Filler ${String(index).padStart(4, '0')}`,
        logo: null,
        location: 'Riga, Latvia',
        description: 'A logistics company.',
        industry: 'logistics' as const,
        region: 'baltic' as const,
        website: null,
        featured: false,
      })),
    );
    total = 4 + FILLERS;
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await client.get<Member[]>(`/api/members${query}`);
    expect(response.status, response.text).toBe(200);
    return response;
  };
  const names = (members: readonly Member[]) => members.map((member) => member.name);

  it('answers at most the bound without page or size, saying how many there are and where the rest is', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // The second answer comes from the cache, before Koa: the same body and headers.
      const response = await list('');
      expect(response.body).toHaveLength(MEMBER_LIST_LIMIT);
      expect(names(response.body).slice(0, 4)).toEqual(['Solar Norte', 'Aalto Wind', 'Baltic Code', 'Fjord Capital']);
      expect(totalOf(response)).toBe(total);
      const links = linksOf(response.headers.get('link'));
      expect(links).toEqual({
        next: `${server.baseUrl}/api/members?pageSize=${MEMBER_LIST_LIMIT}&page=2`,
        last: `${server.baseUrl}/api/members?pageSize=${MEMBER_LIST_LIMIT}&page=2`,
      });
    }
    const rest = await list(new URL(linksOf((await list('')).headers.get('link')).next!).search);
    expect(rest.body).toHaveLength(total - MEMBER_LIST_LIMIT);
    expect(rest.body.at(-1)?.name).toBe(`Zz Filler ${String(FILLERS - 1).padStart(4, '0')}`);

    // In another language: its own cached answer, its links keep the language.
    const spanish = await list('?lang=es');
    expect(spanish.body.find((member) => member.id === ids.solar)?.description).toBe('Parques fotovoltaicos.');
    expect(linksOf(spanish.headers.get('link')).next).toBe(
      `${server.baseUrl}/api/members?lang=es&pageSize=${MEMBER_LIST_LIMIT}&page=2`,
    );
  });

  it('answers one page with the total and the neighbouring pages, the filters kept in the links', async () => {
    const response = await list('?industry=energy&page=2&pageSize=1');
    expect(names(response.body)).toEqual(['Aalto Wind']);
    expect(totalOf(response)).toBe(2);
    expect(linksOf(response.headers.get('link'))).toEqual({
      first: `${server.baseUrl}/api/members?industry=energy&page=1&pageSize=1`,
      prev: `${server.baseUrl}/api/members?industry=energy&page=1&pageSize=1`,
    });
    const first = await list('?page=1&pageSize=2');
    expect(names(first.body)).toEqual(['Solar Norte', 'Aalto Wind']);
    expect(linksOf(first.headers.get('link')).last).toBe(
      `${server.baseUrl}/api/members?page=${Math.ceil(total / 2)}&pageSize=2`,
    );
    // A page alone has the page's default size.
    expect((await list('?page=1')).body).toHaveLength(24);
  });

  it('searches the name or the description case-insensitively, not the location, the codes or hidden members', async () => {
    const search = async (term: string) => names((await list(`?search=${encodeURIComponent(term)}`)).body);
    expect(await search('baltic CODE')).toEqual(['Baltic Code']);
    expect(await search('software')).toEqual(['Baltic Code']);
    expect(await search('SOLAR')).toEqual(['Solar Norte', 'Fjord Capital']);
    expect(await search('  fjord  ')).toEqual(['Fjord Capital']);
    expect(await search('Solna')).toEqual([]);
    expect(await search('ibero')).toEqual([]);
    expect(await search('technology')).toEqual([]);
    // A ready translation's description is searched too (a visitor searches the text they read).
    expect(await search('fotovoltaicos')).toEqual(['Solar Norte']);
    // LIKE's wildcards are letters like any other.
    expect(await search('%')).toEqual([]);
    const searched = await list('?search=solar');
    expect(totalOf(searched)).toBe(2);
    expect(searched.headers.get('link')).toBeNull();
  });

  it("keeps the chosen region and industry by exact value; 'all' disables a filter", async () => {
    expect(names((await list('?region=nordic')).body)).toEqual(['Aalto Wind', 'Fjord Capital']);
    expect(names((await list('?region=nordic&industry=energy')).body)).toEqual(['Aalto Wind']);
    expect(names((await list('?search=solar&region=nordic&industry=energy')).body)).toEqual([]);
    expect(names((await list('?search=solar&region=all&industry=all')).body)).toEqual(['Solar Norte', 'Fjord Capital']);
  });

  it('answers an empty page past the end, with the total and the way back', async () => {
    const response = await list('?industry=energy&page=9&pageSize=1');
    expect(response.body).toEqual([]);
    expect(totalOf(response)).toBe(2);
    expect(linksOf(response.headers.get('link')).prev).toBe(
      `${server.baseUrl}/api/members?industry=energy&page=2&pageSize=1`,
    );
  });

  it('reads the members of a list of ids (a browser’s saved companies), only the public ones', async () => {
    const response = await list(`?ids=${ids.fjord},${ids.hidden},${ids.solar}&pageSize=100`);
    expect(names(response.body)).toEqual(['Solar Norte', 'Fjord Capital']);
    expect(totalOf(response)).toBe(2);
  });

  it('refuses a page, a size, a filter or ids that do not parse, with the validation error shape', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?page=1.5',
      '?pageSize=0',
      `?pageSize=${MEMBER_LIST_LIMIT + 1}`,
      '?region=mars',
      '?industry=Energy',
      '?ids=1,x',
      `?ids=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`,
    ]) {
      const response = await client.get<ApiError>(`/api/members${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toEqual(expect.any(String));
      expect(Object.keys(response.body.fields ?? {}), query).toHaveLength(1);
      expect(response.text, query).not.toMatch(/select|sqlite|stack/i);
    }
  });

  it('offers as filter options the distinct industries and regions of the visible members, read again after a change', async () => {
    const { cache } = server.app.context.services;
    const options = await memberFilterOptions(cache, server.db.models);
    expect(options).toEqual({
      industries: ['technology', 'energy', 'finance', 'logistics'],
      regions: ['ibero-america', 'nordic', 'baltic'],
    });
    await server.db.models.Member.update({ hidden: false }, { where: { id: ids.hidden! } });
    expect((await memberFilterOptions(cache, server.db.models)).industries).toContain('healthcare');
    await server.db.models.Member.update({ hidden: true }, { where: { id: ids.hidden! } });
    expect((await memberFilterOptions(cache, server.db.models)).industries).not.toContain('healthcare');
  });
});
