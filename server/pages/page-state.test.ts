import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { localizedPath, PAGE_ROUTES, type PageRoute } from '../../shared/routes';
import { createEvent, createMember, createNewsArticle } from '../../tests/factories';
import { fetchPage } from '../../tests/helpers/public-pages';
import { startTestServer, type TestServer } from '../../tests/helpers/server';

// What a page hands to its islands must not grow with the chamber: a list page gives its island the
// filters, their options and at most one page of records, never the list. With many more records
// than any page shows, every page's islands' props stay within a budget.

/** The most the islands of one page may be handed, as JSON (one page of the news archive is about 11 KB). */
const PROPS_BUDGET = 16 * 1024;
/** The most the page's whole state may hold: the props and the strings of the islands' namespaces. */
const STATE_BUDGET = 36 * 1024;

describe("the islands' props on every page, with far more records than a page shows", () => {
  let server: TestServer;
  const paths: string[] = [];

  beforeAll(async () => {
    server = await startTestServer('sqlite', { seed: true });
    const day = 86_400_000;
    for (let n = 1; n <= 150; n += 1) {
      await createMember(server.db, { name: `Budget Member ${n}`, description: `A company of the budget test, ${n}.` });
    }
    for (let n = 1; n <= 80; n += 1) {
      await createEvent(server.db, { title: `Budget Event ${n}`, date: new Date(Date.now() + n * day) });
    }
    for (let n = 1; n <= 60; n += 1) {
      await createNewsArticle(server.db, { title: `Budget Article ${n}`, publishDate: new Date(Date.now() - n * day) });
    }
    const first: Record<string, number> = {
      members: (await server.db.models.Member.findOne({ order: [['id', 'ASC']] }))!.id,
      events: (await server.db.models.Event.findOne({ order: [['id', 'ASC']] }))!.id,
      news: (await server.db.models.NewsArticle.findOne({ order: [['id', 'ASC']] }))!.id,
    };
    for (const route of PAGE_ROUTES as readonly PageRoute[]) {
      paths.push(route.detail ? route.path.replace(':id', String(first[route.detail])) : route.path);
    }
  }, 120_000);
  afterAll(() => server.close());

  it.each(LANGUAGES)('stay within the budget in %s', async (language) => {
    const over: string[] = [];
    for (const path of paths) {
      const address = localizedPath(path, language);
      const page = await fetchPage(server, address);
      expect(page.status, address).toBe(200);
      const state = page.document.querySelector('#page-state')!.text;
      const { islands } = JSON.parse(state) as { islands: { name: string; props: unknown }[] };
      const props = JSON.stringify(islands.map((island) => island.props)).length;
      if (props > PROPS_BUDGET || state.length > STATE_BUDGET) {
        over.push(`${address}: props ${props} B, state ${state.length} B (${islands.map((i) => i.name).join(', ')})`);
      }
    }
    expect(over).toEqual([]);
  });
});
