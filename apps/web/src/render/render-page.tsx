import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_SITE_SETTINGS, LANGUAGES, type Language } from '../../../../shared/constants';
import { PAGE_LOADER_SCRIPT } from '../../../../shared/page-loader';
import { NOT_FOUND_PAGE, PAGE_ROUTES, type PageRoute } from '../../../../shared/routes';
import { siteTextsIn } from '../../../../shared/site-texts';
import { loadDateLocale, switchDateLocale } from '../../../ui/dates';
import { chamberTheme } from '../../../ui/theme';
import { islandSlot, IslandsCollector, type IslandRecord } from '../islands/Island';
import { islandIdPrefix, PAGE_STATE_ID, scriptJson, type PageState } from '../islands/page-state';
import { PageProviders } from '../islands/PageProviders';
import { ISLANDS, type IslandName } from '../islands/registry';
import { createPageI18n } from '../islands/strings';
import { Header } from '../layout/Header';
import { SiteLayout } from '../layout/SiteLayout';
import { settledNow } from '../lib/event-status';
import { pageChangeInstants } from '../../../../shared/event-times';
import type { PageContextValue } from '../page-context';
import { PageDataProvider } from '../page-data';
import { PageHeadProvider, type PageHead } from '../page-head';
import { escapeMarkup as escapeHtml } from '../../../../shared/escape';
import { headTags } from './head';
import { siteThemeCss } from '../../../ui/theme-css';
import { pageStyles, sharedRules } from './page-styles';
import { sampleData } from './style-samples';
import type {
  ClientAssets,
  PageData,
  PageRenderer,
  RenderRequest,
  SiteStrings,
} from '../../../../shared/page-rendering';
import type { SiteSettings } from '../../../../shared/entities';

type PageModule = Record<string, unknown>;

/** The settings the site's stylesheet is rendered with: the defaults, with every social profile. */
const SHEET_SETTINGS: SiteSettings = {
  ...structuredClone(DEFAULT_SITE_SETTINGS),
  social: Object.fromEntries(
    Object.keys(DEFAULT_SITE_SETTINGS.social).map((name) => [name, `https://${name}.example/chamber`]),
  ) as SiteSettings['social'],
};

/** Each island's module under apps/web/src, for the server to find its built files. */
export const islandModules: Record<string, string> = Object.fromEntries(
  Object.entries(ISLANDS).map(([name, island]) => [name, island.module]),
);

/** The component a page module exports under its own base name (`legal/CookiesPage` → CookiesPage). */
async function loadPage(page: string): Promise<ComponentType> {
  // A page sits in pages/ or one folder below it (legal/). One pattern per depth: the server's
  // bundle of this module (the web build) can only resolve an import whose address a pattern
  // with one variable per path segment describes.
  const [folder, name] = page.includes('/') ? page.split('/') : [undefined, page];
  const module = (
    folder ? await import(`../pages/${folder}/${name}.tsx`) : await import(`../pages/${page}.tsx`)
  ) as PageModule;
  const component = module[name];
  if (typeof component !== 'function') throw new Error(`apps/web/src/pages/${page}.tsx does not export ${name}`);
  return component as ComponentType;
}

/**
 * Loads every page and island component, the strings and the date locales once, and returns the
 * function that renders a page to a complete HTML document: the page's markup with its data, the
 * islands rendered into it, the CSS of exactly what was rendered, the head that describes the page,
 * and the JSON and script that hydrate the islands.
 */
export async function createPageRenderer({
  strings,
  assets,
}: {
  strings: SiteStrings;
  assets: ClientAssets | null;
}): Promise<PageRenderer> {
  const pages = new Map<string, ComponentType>();
  for (const route of [...PAGE_ROUTES, NOT_FOUND_PAGE]) pages.set(route.page, await loadPage(route.page));
  const islands = new Map<IslandName, ComponentType<object>>();
  for (const name of Object.keys(ISLANDS) as IslandName[]) {
    islands.set(name, (await ISLANDS[name].load()) as ComponentType<object>);
  }
  await Promise.all(LANGUAGES.map(loadDateLocale));
  const i18ns = Object.fromEntries(
    LANGUAGES.map((language) => [language, createPageI18n(language, strings[language])]),
  ) as Record<Language, ReturnType<typeof createPageI18n>>;

  /**
   * The page's markup with its islands rendered into it, its styles collected by `renderer`: what
   * it declared for its head, the islands found and the context they hydrate with.
   */
  function renderMarkup(renderer: GriffelRenderer, request: Omit<RenderRequest, 'stylesheetHref'>) {
    const { route, language } = request;
    const Page = pages.get(route.page);
    if (!Page) throw new Error(`No page module ${route.page}`);
    const i18n = i18ns[language];
    const context: PageContextValue = {
      language,
      path: request.path,
      search: request.search,
      params: request.params,
      settings: request.settings,
      publicUrl: request.publicUrl,
      now: settledNow(pageChangeInstants(request.data), Date.now()),
    };
    const found: IslandRecord[] = [];
    let head: PageHead = { title: '', description: '' };
    // Dates render in the page's language; each render is synchronous, so no other page's can interleave.
    switchDateLocale(language);

    let body = renderToString(
      <PageProviders renderer={renderer} i18n={i18n} context={context}>
        <PageHeadProvider value={(declared) => (head = declared)}>
          <PageDataProvider value={request.data}>
            <IslandsCollector value={found}>
              <SiteLayout header={<Header />}>
                <Page />
              </SiteLayout>
            </IslandsCollector>
          </PageDataProvider>
        </PageHeadProvider>
      </PageProviders>,
    );
    // Each island is a root of its own, as it will be hydrated in the browser. An island's slots may
    // hold islands of their own: they join the list and are rendered in turn.
    for (let index = 0; index < found.length; index += 1) {
      const record = found[index];
      if (!record) continue;
      const Component = islands.get(record.name);
      if (!Component) throw new Error(`No island ${record.name}`);
      const providers = (node: ReactNode) => (
        <PageProviders renderer={renderer} i18n={i18n} context={context}>
          {node}
        </PageProviders>
      );
      // Static parts of the island, rendered as the static page is (their own ids: no useId clash).
      const slots = record.slots
        ? Object.fromEntries(
            Object.entries(record.slots).map(([name, node]) => [
              name,
              renderToString(providers(<IslandsCollector value={found}>{node}</IslandsCollector>), {
                identifierPrefix: `${islandIdPrefix(index)}${name}-`,
              }),
            ]),
          )
        : undefined;
      const html = renderToString(
        providers(<Component {...(record.props as object)} {...(slots ? { slots } : {})} />),
        { identifierPrefix: islandIdPrefix(index) },
      );
      // A function, not the string: `$&`, `$'`, `` $` `` in the island's HTML (text people typed:
      // React escapes `<>&'"`, not `$`) would otherwise be replace() patterns, not characters.
      body = body.replace(islandSlot(index), () => html);
    }
    return { body, found, head, context, i18n };
  }

  // The site's stylesheet: every public page as it renders without data and with the samples (a
  // detail page with each sample record of its kind, the events in both views), with every social
  // profile the footer can link. Made from the code alone, it is the same in every process of the
  // same version, whatever the database holds.
  const sheetRenderer = createDOMRenderer();
  const samples = sampleData(Date.now());
  const records = {
    members: samples.members ?? [],
    events: [...(samples.eventList?.items ?? []), ...(samples.eventList?.past ?? [])],
    news: samples.news ?? [],
  };
  const sample = (route: PageRoute, data: PageData, search = '') =>
    renderMarkup(sheetRenderer, {
      route,
      params: { id: '1' },
      language: 'en',
      path: route.path,
      search,
      settings: SHEET_SETTINGS,
      data,
      // Only which parts render counts here: the addresses are never sent.
      publicUrl: 'https://chamber.example',
    });
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    if (route.detail === 'members') for (const member of records.members) sample(route, { member });
    else if (route.detail === 'events') for (const event of records.events) sample(route, { event });
    else if (route.detail === 'news') for (const article of records.news) sample(route, { article });
    else {
      sample(route, {});
      sample(route, samples, '?page=2');
    }
  }
  const eventsRoute = (PAGE_ROUTES as readonly PageRoute[]).find((route) => route.pagedList === 'events');
  if (eventsRoute && samples.eventList) {
    sample(eventsRoute, { ...samples, eventList: { ...samples.eventList, view: 'calendar' } }, '?view=calendar');
  }
  sample(NOT_FOUND_PAGE, {});
  const shared = sharedRules(sheetRenderer);
  const stylesheet = `${siteThemeCss(chamberTheme)}\n${shared.css}\n`;

  return {
    stylesheet,
    render(request) {
      const { route, language } = request;
      const renderer = createDOMRenderer();
      const { body, found, head, context, i18n } = renderMarkup(renderer, request);
      const namespaces = new Set(['common', ...found.flatMap((record) => ISLANDS[record.name].namespaces)]);
      const state: PageState = {
        context,
        strings: Object.fromEntries(
          [...namespaces].map((namespace) => [namespace, strings[language][namespace] ?? {}]),
        ),
        islands: found.map(({ name, props }) => ({ name, props })),
      };
      const { siteName } = siteTextsIn(request.settings, language);
      const onPage = [...new Set(found.map((record) => record.name))];
      const atLoad = onPage.filter((name) => ISLANDS[name].hydrate === 'load');
      // The islands' files are named in the loader's attributes, not as <link rel=modulepreload> or a
      // module script in the page: those would be fetched while the page itself is still arriving.
      let loader = '';
      if (assets) {
        loader =
          `<script data-entry="${escapeHtml(assets.entry)}" data-preloads="${escapeHtml(assets.preloads(atLoad).join(' '))}">` +
          `${PAGE_LOADER_SCRIPT}</script>`;
      }
      const notFound = route.page === NOT_FOUND_PAGE.page;
      const html =
        `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        headTags({
          head,
          siteName,
          language,
          path: notFound ? null : request.path,
          indexed: route.indexed,
          publicUrl: request.publicUrl,
          feedTitle: `${i18n.t('news:meta.title')} | ${siteName}`,
        }) +
        '<meta name="theme-color" content="#125797"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
        pageStyles(renderer, shared.rules, request.stylesheetHref) +
        // Without JavaScript no tab can be chosen: every tab panel shows, one after the other. And
        // the language switcher cannot switch nor the menu button open the menu: both are hidden,
        // and the footer links the other languages and every page.
        '<noscript><style>[data-tab-panel][hidden]{display:block!important}[data-language-switch],[data-menu-toggle]{display:none!important}</style></noscript>' +
        `</head><body>${body}` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(state)}</script>` +
        loader +
        '</body></html>';
      return { status: notFound ? 404 : 200, html };
    },
  };
}
