import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/constants';
import { PAGE_ROUTES } from '../../shared/routes';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { renderFixturePage } from '../../tests/helpers/page-render';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { CodeLabels } from '../content/search';
import { BUILT_IN_SESSION_LIFETIME } from '../session-lifetime';
import { loadPageData } from './data';

// The resource pages read their lists in-process with the same reads as the API: an item staff
// create through the API is in the page's data, in the page's language.

const unique = () => randomBytes(3).toString('hex');

describe.each(testDatabaseKinds())('resource pages data on %s', (kind) => {
  let server: TestServer;
  const labels = CodeLabels.load();

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const dataOf = (path: string, language: Language = 'en') => {
    const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no page ${path}`);
    return loadPageData(
      { db: server.db, labels, cache: server.app.context.services.cache, sessionLifetime: BUILT_IN_SESSION_LIFETIME },
      route,
      {},
      new URLSearchParams(),
      language,
      new Date(),
    );
  };

  it('fills each page with the items created through the API, translated where ready', async () => {
    const { client: editor } = await signedInClient(server, 'editor');
    const post = async (kind: string, body: Record<string, unknown>) => {
      const response = await editor.post<{ id: number; version: number }>(`/api/admin/${kind}`, body);
      expect(response.status, response.text).toBe(201);
      return response.body;
    };
    const report = `Baltic logistics ${unique()}`;
    await post('reports', {
      title: report,
      description: 'Ports and rail.',
      category: 'general',
      publishedOn: '2026-05-01',
    });
    const person = `Elena Ruiz ${unique()}`;
    const member = await post('team', { name: person, role: 'Director', bio: 'Leads the chamber.' });
    const translated = await editor.put(`/api/admin/team/${member.id}/translations/es`, {
      version: member.version,
      ready: true,
      fields: { role: 'Directora', bio: 'Dirige la cámara.' },
    });
    expect(translated.status, translated.text).toBe(200);
    const agreement = `Nordic–Mercosur talks ${unique()}`;
    await post('agreements', { title: agreement, description: 'Negotiations.', status: 'various' });
    const update = `Labelling rules ${unique()}`;
    await post('regulatory-updates', {
      title: update,
      description: 'New labels.',
      region: 'baltic',
      publishedOn: '2026-11-01',
    });
    const guide = `Entering Sweden ${unique()}`;
    await post('guides', {
      kind: 'market-entry',
      title: guide,
      description: 'Tax basics.',
      category: 'tax',
      updatedOn: '2026-02-01',
    });
    const tool = `Duty estimator ${unique()}`;
    await post('tools', { title: tool, description: 'Estimates duties.' });
    const publication = `Digital trade ${unique()}`;
    await post('publications', {
      type: 'policy-brief',
      title: publication,
      abstract: 'Rules for data flows.',
      authors: ['Lars Berg'],
      publishedOn: '2026-04-01',
    });

    expect((await dataOf('/market-reports'))?.reports?.map((item) => item.title)).toContain(report);
    const team = await dataOf('/team', 'es');
    expect(team?.team?.find((item) => item.name === person)).toMatchObject({ role: 'Directora', lang: 'es' });
    expect((await dataOf('/team'))?.team?.find((item) => item.name === person)).toMatchObject({ role: 'Director' });
    const regulations = await dataOf('/trade-regulations');
    expect(regulations?.agreements?.map((item) => item.title)).toContain(agreement);
    expect(regulations?.regulatoryUpdates?.map((item) => item.title)).toContain(update);
    const guides = await dataOf('/investment-guides');
    expect(guides?.guides?.map((item) => item.title)).toContain(guide);
    expect(guides?.tools?.map((item) => item.title)).toContain(tool);
    expect((await dataOf('/publications'))?.publications?.map((item) => item.title)).toContain(publication);
    // A page that does not list a collection does not read it.
    expect(await dataOf('/team')).not.toHaveProperty('reports');

    // The rendered pages show them (plain HTTP, as a crawler gets them).
    const html = async (path: string) => {
      const response = await fetch(server.baseUrl + path);
      expect(response.status, path).toBe(200);
      return response.text();
    };
    expect(await html('/market-reports')).toContain(report);
    expect(await html('/team')).toContain(person);
    expect(await html('/es/team')).toContain('Directora');
  });
});

describe.each(LANGUAGES)('an investment tool without an address, in %s', (language) => {
  const TOOL = { id: 7, title: 'Duty estimator & co', description: 'Estimates duties.', url: null, position: 1 };
  const MESSAGES: Record<Language, string> = {
    en: 'I would like to know more about the investment tool “Duty estimator & co”.',
    es: 'Me gustaría saber más sobre la herramienta de inversión «Duty estimator & co».',
    sv: 'Jag vill veta mer om investeringsverktyget ”Duty estimator & co”.',
  };

  it('leads to the contact form in the same language with the enquiry about it started', async () => {
    const guides = await renderFixturePage('/investment-guides', { tools: [{ ...TOOL, lang: language }] }, language);
    const link = guides.document.querySelector('[data-testid="tool-card"] a');
    const href = link?.getAttribute('href') ?? '';
    const prefix = language === 'en' ? '/contact?' : `/${language}/contact?`;
    expect(href.startsWith(prefix), href).toBe(true);
    expect(href.endsWith('#contact-form')).toBe(true);

    // The contact page at that address (its English path, in the page's language).
    const address = href.slice(language === 'en' ? 0 : language.length + 1).replace(/#.*$/, '');
    const { document } = await renderFixturePage(address, { members: [], events: [], news: [], offices: [] }, language);
    const form = document.querySelector('#contact-form')!;
    expect(form.querySelector('select option[selected]')?.getAttribute('value')).toBe('other');
    expect(form.querySelector('textarea')!.text).toBe(MESSAGES[language]);
  });
});
