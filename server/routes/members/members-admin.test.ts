import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ManagedMember } from '../../../shared/entities';
import { memberInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { totalOf } from '../../../tests/helpers/paging';
import type { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

const m = {
  required: 'This field is required',
  tooLong: 'This field is too long',
  invalidUrl: 'Please enter a valid URL starting with http:// or https://',
  invalidImage: 'Please enter an https:// image address or upload an image',
  invalidChoice: 'Please choose one of the options',
  invalidNumber: 'Please enter a whole number',
};

/** A word no other test's data contains, to find this test's rows by search. */
const token = () => `t${randomBytes(4).toString('hex')}`;

describe.each(testDatabaseKinds())('staff members API on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    ({ client: editor } = await signedInClient(server, 'editor'));
  });
  afterAll(() => server.close());

  async function create(overrides: Record<string, unknown>): Promise<ManagedMember> {
    const response = await editor.post<ManagedMember>('/api/admin/members', memberInput(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body;
  }

  async function list(query: string): Promise<{ items: ManagedMember[]; total: number }> {
    const response = await editor.get<ManagedMember[]>(`/api/admin/members?${query}`);
    expect(response.status, response.text).toBe(200);
    return { items: response.body, total: totalOf(response) };
  }

  describe('validation (MemberInputSchema)', () => {
    it.each([
      ['name', { name: undefined }, m.required],
      ['name', { name: '   ' }, m.required],
      ['name', { name: 'x'.repeat(201) }, m.tooLong],
      ['location', { location: '' }, m.required],
      ['description', { description: undefined }, m.required],
      ['industry', { industry: 'mining' }, m.invalidChoice],
      ['industry', { industry: undefined }, m.invalidChoice],
      ['region', { region: 'Nordic' }, m.invalidChoice],
      ['website', { website: 'example.com' }, m.invalidUrl],
      ['website', { website: 'ftp://example.com' }, m.invalidUrl],
      ['website', { website: 'javascript:alert(1)' }, m.invalidUrl],
      ['logo', { logo: 'http://example.com/logo.png' }, m.invalidImage],
      ['logo', { logo: '/api/images/../../etc' }, m.invalidImage],
      ['logo', { logo: 'data:image/png;base64,AAAA' }, m.invalidImage],
      ['featured', { featured: 'yes' }, m.invalidChoice],
    ])('refuses a bad %s (%j) with 400 and "%s" on the field, storing nothing', async (field, change, message) => {
      const count = await server.db.models.Member.count();
      const response = await editor.post<ApiError>('/api/admin/members', { ...memberInput(), ...change });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
      expect(response.body.error).toBe(message);
      expect(await server.db.models.Member.count()).toBe(count);
    });

    it('names every failing field of an empty body', async () => {
      const response = await editor.post<ApiError>('/api/admin/members', {});
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        name: m.required,
        location: m.required,
        description: m.required,
        industry: m.invalidChoice,
        region: m.invalidChoice,
      });
    });

    it.each([
      ['an https URL', 'https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
      ['an uploaded image', '/api/images/1', '/api/images/1'],
      ['a site image', '/images/sample/logo-fes.svg', '/images/sample/logo-fes.svg'],
      ['nothing (empty)', '', null],
      ['nothing (null)', null, null],
    ])('accepts %s as logo', async (_label, logo, stored) => {
      const member = await create({ logo });
      expect(member.logo).toBe(stored);
    });

    it('trims text and stores an empty website as null', async () => {
      const member = await create({ name: '  Trimmed Oy  ', website: '  ' });
      expect(member.name).toBe('Trimmed Oy');
      expect(member.website).toBeNull();
    });

    it('refuses a body that is not JSON with 415, and a JSON array with 400', async () => {
      const notJson = await editor.request<ApiError>('POST', '/api/admin/members', {
        body: 'name=Acme',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(notJson.status).toBe(415);
      expect((await editor.post('/api/admin/members', [memberInput()])).status).toBe(400);
    });
  });

  describe('GET /api/admin/members', () => {
    it('pages through the matches: total, stable order featured first then name, no overlap, empty past the end', async () => {
      const tag = token();
      const names = ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo'].map((name) => `${name} ${tag}`);
      for (const [index, name] of names.entries()) await create({ name, featured: index === 0 });

      const pages = [];
      for (const page of [1, 2, 3]) {
        const body = await list(`search=${tag}&pageSize=2&page=${page}`);
        expect(body.total).toBe(5);
        pages.push(...body.items.map((item) => item.name));
      }
      expect(pages).toHaveLength(5);
      expect(new Set(pages).size).toBe(5);
      expect(pages[0]).toBe(`Delta ${tag}`); // featured first
      expect(pages.slice(1)).toEqual([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`, `Echo ${tag}`]);

      const pastEnd = await list(`search=${tag}&pageSize=2&page=4`);
      expect(pastEnd).toEqual({ items: [], total: 5 });
      // The same page asked twice is the same page.
      expect(await list(`search=${tag}&pageSize=2&page=2`)).toEqual(await list(`search=${tag}&pageSize=2&page=2`));
    });

    it('defaults to page 1 of 20 and counts every live member', async () => {
      const body = await list('');
      expect(body.total).toBe(await server.db.models.Member.count({ where: { deletedAt: null } }));
      expect(body.items).toHaveLength(Math.min(20, body.total));
      expect(body.items.every((item) => item.version >= 1 && item.deletedAt === null)).toBe(true);
    });

    it.each([
      ['page', 'page=0'],
      ['page', 'page=abc'],
      ['pageSize', 'pageSize=101'],
      ['pageSize', 'pageSize=0'],
      ['region', 'region=antarctica'],
      ['industry', 'industry=mining'],
      ['deleted', 'deleted=maybe'],
      ['search', `search=${'x'.repeat(201)}`],
    ])('refuses a bad %s (%s) with 400 naming it', async (field, query) => {
      const response = await editor.get<ApiError>(`/api/admin/members?${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields ?? {})).toEqual([field]);
    });

    it('searches the name case-insensitively, with % _ and \\ taken literally', async () => {
      const tag = token();
      const plain = await create({ name: `Under score ${tag}` });
      const underscore = await create({ name: `Under_score ${tag}` });
      const percent = await create({ name: `Hundred 100% ${tag}` });
      const backslash = await create({ name: `Back\\slash ${tag}` });
      const ids = async (search: string) =>
        (await list(`search=${encodeURIComponent(search)}&pageSize=100`)).items.map((item) => item.id).sort();

      expect(await ids(tag.toUpperCase())).toEqual([plain.id, underscore.id, percent.id, backslash.id].sort());
      expect(await ids(`r_s`)).toEqual([underscore.id]);
      expect(await ids(`0% ${tag}`)).toEqual([percent.id]);
      expect(await ids(`k\\s`)).toEqual([backslash.id]);
      expect(await ids(`  under_SCORE ${tag}  `)).toEqual([underscore.id]);
    });

    it.each([
      ['the code', 'nordic'],
      ['the English label', 'Nordic countries'],
      ['the Spanish label, any case', 'PAÍSES NÓRDICOS'],
      ['the Swedish label', 'nordiska länderna'],
      ['part of a label', 'nórd'],
    ])('finds members by region through %s (%s)', async (_label, search) => {
      const tag = token();
      // The industry filter keeps the check to this test's two members.
      const industry = 'design';
      const nordic = await create({ name: `Nordic ${tag}`, region: 'nordic', industry });
      const baltic = await create({ name: `Baltic ${tag}`, region: 'baltic', industry });
      const found = (await list(`search=${encodeURIComponent(search)}&industry=${industry}&pageSize=100`)).items.map(
        (item) => item.id,
      );
      expect(found).toContain(nordic.id);
      expect(found).not.toContain(baltic.id);
    });

    it('finds members by industry label in Spanish and Swedish', async () => {
      const tag = token();
      const tech = await create({ name: `Tech ${tag}`, industry: 'technology', region: 'ibero-america' });
      const food = await create({ name: `Food ${tag}`, industry: 'food', region: 'ibero-america' });
      const search = async (term: string) =>
        (await list(`search=${encodeURIComponent(term)}&region=ibero-america&pageSize=100`)).items.map(
          (item) => item.id,
        );
      expect(await search('Tecnología')).toContain(tech.id);
      expect(await search('Tecnología')).not.toContain(food.id);
      expect(await search('livsmedel')).toContain(food.id);
      expect(await search('livsmedel')).not.toContain(tech.id);
    });

    it('filters by exact region and industry', async () => {
      const tag = token();
      const a = await create({ name: `A ${tag}`, region: 'baltic', industry: 'energy' });
      const b = await create({ name: `B ${tag}`, region: 'baltic', industry: 'finance' });
      const c = await create({ name: `C ${tag}`, region: 'nordic', industry: 'energy' });
      const ids = async (query: string) =>
        (await list(`search=${tag}&${query}`)).items.map((item) => item.id).sort((x, y) => x - y);
      expect(await ids('region=baltic')).toEqual([a.id, b.id]);
      expect(await ids('industry=energy')).toEqual([a.id, c.id]);
      expect(await ids('region=baltic&industry=energy')).toEqual([a.id]);
      expect(await ids('region=all&industry=all')).toEqual([a.id, b.id, c.id]);
    });
  });
});
