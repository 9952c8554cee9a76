import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_PAGE_SIZE, type DirectoryPage } from '../../../shared/resources';
import { createMember } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';

// The business directory: the members the public sees, filtered, searched and paged by the server,
// for GET /api/directory and for the /business-directory page alike.
describe.each(testDatabaseKinds())('the business directory (%s)', (kind) => {
  let server: TestServer;
  const visitor = () => new ApiClient(server.baseUrl);
  const directory = async (query = '') => {
    const response = await visitor().get<DirectoryPage>(`/api/directory${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const names = (page: DirectoryPage) => page.items.map((item) => item.name);

  /** The visible companies by name: eight, so the second page has two. */
  const VISIBLE = [
    'Alfa Energía SL',
    'Bravo Data OÜ',
    'Charlie Foods UAB',
    'Delta Steel AS',
    'Echo Logistics A/S',
    'Foxtrot Finance Oy',
    'Golf Design Studio',
    'Kilo Kapital SIA',
  ];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server;
    // Created out of order: the directory sorts by name.
    await createMember(db, {
      name: 'Kilo Kapital SIA',
      region: 'baltic',
      industry: 'finance',
      businessType: 'provider',
      location: 'Riga, Latvia',
    });
    await createMember(db, {
      name: 'Alfa Energía SL',
      region: 'ibero-america',
      industry: 'energy',
      businessType: 'provider',
      location: 'Madrid, Spain',
      description: 'Solar parks and power purchase agreements.',
      contactName: 'Ana Ruiz',
      contactEmail: 'ana@alfa.example',
      contactPhone: '+34 600 000 000',
    });
    const bravo = await createMember(db, {
      name: 'Bravo Data OÜ',
      region: 'baltic',
      industry: 'technology',
      businessType: 'service-provider',
      location: 'Tartu, Estonia',
      description: 'Cloud data platforms for retailers.',
    });
    await createMember(db, {
      name: 'Charlie Foods UAB',
      region: 'baltic',
      industry: 'agriculture',
      businessType: 'exporter',
      location: 'Kaunas, Lithuania',
    });
    await createMember(db, {
      name: 'Delta Steel AS',
      region: 'nordic',
      industry: 'manufacturing',
      businessType: 'manufacturer',
      location: 'Bergen, Norway',
    });
    await createMember(db, {
      name: 'Echo Logistics A/S',
      region: 'nordic',
      industry: 'logistics',
      businessType: 'service-provider',
      location: 'Aarhus, Denmark',
    });
    await createMember(db, { name: 'Foxtrot Finance Oy', region: 'nordic', industry: 'finance', businessType: null });
    await createMember(db, {
      name: 'Golf Design Studio',
      region: 'ibero-america',
      industry: 'design',
      businessType: 'service-provider',
      location: 'Montevideo, Uruguay',
    });
    // Not public: hidden by the member, not published by staff, deleted.
    await createMember(db, { name: 'Hotel Hidden AB', region: 'nordic', hidden: true });
    await createMember(db, { name: 'India Unpublished AB', region: 'nordic', published: false });
    await createMember(db, { name: 'Juliet Deleted AB', region: 'nordic', deletedAt: new Date() });
    // A ready Swedish description of Bravo's: searched, and shown to Swedish readers.
    await db.models.ContentTranslation.create({
      kind: 'members',
      itemId: bravo.id,
      language: 'sv',
      title: null,
      excerpt: null,
      description: 'Molnplattformar för detaljhandeln.',
      content: null,
      location: null,
      imageAlt: null,
      logoAlt: null,
      ready: true,
      sourceChangedAt: bravo.textChangedAt,
    });
  });
  afterAll(() => server.close());

  it('lists the public members by name, a page at a time, leaving hidden, unpublished and deleted ones out', async () => {
    const first = await directory();
    expect(first).toMatchObject({ total: VISIBLE.length, page: 1, pageSize: DIRECTORY_PAGE_SIZE });
    expect(names(first)).toEqual(VISIBLE.slice(0, DIRECTORY_PAGE_SIZE));
    expect(first.filters).toEqual({ search: '', region: null, industry: null, type: null });
    const alfa = first.items[0]!;
    expect(alfa).toMatchObject({
      businessType: 'provider',
      contact: { name: 'Ana Ruiz', email: 'ana@alfa.example', phone: '+34 600 000 000' },
      lang: 'en',
    });

    const second = await directory('?page=2');
    expect(second).toMatchObject({ total: VISIBLE.length, page: 2 });
    expect(names(second)).toEqual(VISIBLE.slice(DIRECTORY_PAGE_SIZE));
    const third = await directory('?page=3');
    expect(third).toMatchObject({ total: VISIBLE.length, page: 3, items: [] });
  });

  it('filters by region, industry and business type, together and with All', async () => {
    expect(names(await directory('?region=baltic'))).toEqual([
      'Bravo Data OÜ',
      'Charlie Foods UAB',
      'Kilo Kapital SIA',
    ]);
    expect(names(await directory('?industry=finance'))).toEqual(['Foxtrot Finance Oy', 'Kilo Kapital SIA']);
    expect(names(await directory('?type=service-provider'))).toEqual([
      'Bravo Data OÜ',
      'Echo Logistics A/S',
      'Golf Design Studio',
    ]);
    const combined = await directory('?region=baltic&industry=finance&type=provider');
    expect(names(combined)).toEqual(['Kilo Kapital SIA']);
    expect(combined.filters).toEqual({ search: '', region: 'baltic', industry: 'finance', type: 'provider' });
    expect((await directory('?region=all&industry=all&type=all')).total).toBe(VISIBLE.length);
    expect((await directory('?region=nordic&type=exporter')).total).toBe(0);
  });

  it('searches names, descriptions, locations and ready translations, ignoring case', async () => {
    expect(names(await directory('?search=delta'))).toEqual(['Delta Steel AS']);
    expect(names(await directory('?search=POWER%20PURCHASE'))).toEqual(['Alfa Energía SL']);
    expect(names(await directory('?search=bergen'))).toEqual(['Delta Steel AS']);
    expect(names(await directory('?search=hidden'))).toEqual([]);
    // The Swedish text is found in any language, and shown in Swedish to a Swedish reader.
    expect(names(await directory('?search=molnplattformar'))).toEqual(['Bravo Data OÜ']);
    const swedish = await directory('?search=molnplattformar&lang=sv');
    expect(swedish.items[0]).toMatchObject({ description: 'Molnplattformar för detaljhandeln.', lang: 'sv' });
    // Search and filters together; the search is kept as given, trimmed.
    const both = await directory('?search=%20a%2Fs%20&region=nordic');
    expect(names(both)).toEqual(['Echo Logistics A/S']);
    expect(both.filters.search).toBe('a/s');
  });

  it('refuses a query it cannot read with 400', async () => {
    for (const query of [
      '?page=0',
      '?page=two',
      '?region=mars',
      '?industry=mining',
      '?type=reseller',
      '?lang=de',
      `?search=${'x'.repeat(1000)}`,
      '?region=nordic&region=baltic',
    ]) {
      const response = await visitor().get(`/api/directory${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('renders the page a query asks for on /business-directory, and page 1 for a query it cannot read', async () => {
    const page = async (path: string) => {
      const response = await fetch(server.baseUrl + path);
      expect(response.status).toBe(200);
      return parse(await response.text());
    };
    const cardNames = (document: ReturnType<typeof parse>) =>
      document.querySelectorAll('[data-testid="company-card"] h3').map((heading) => heading.text.trim());

    const second = await page('/business-directory?page=2');
    expect(cardNames(second)).toEqual(VISIBLE.slice(DIRECTORY_PAGE_SIZE));
    expect(second.querySelector('[aria-current="page"]')?.text.trim()).toBe('2');

    const filtered = await page('/business-directory?region=baltic&search=a');
    expect(cardNames(filtered)).toEqual(['Bravo Data OÜ', 'Charlie Foods UAB', 'Kilo Kapital SIA']);
    expect(filtered.querySelector('input[name="region"][value="baltic"]')?.hasAttribute('checked')).toBe(true);

    const unreadable = await page('/business-directory?page=zero&region=mars');
    expect(cardNames(unreadable)).toEqual(VISIBLE.slice(0, DIRECTORY_PAGE_SIZE));

    const swedish = await page('/sv/business-directory?search=molnplattformar');
    expect(cardNames(swedish)).toEqual(['Bravo Data OÜ']);
    expect(swedish.querySelector('[data-testid="company-card"]')?.text).toContain('Molnplattformar för detaljhandeln.');
  });
});
