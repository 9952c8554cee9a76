import { parse, type HTMLElement } from 'node-html-parser';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { DEFAULT_SITE_SETTINGS, type Language } from '../../shared/constants';
import type { SiteSettings } from '../../shared/entities';
import type { PageData, PageRenderer, RendererModule } from '../../shared/page-rendering';
import { PAGE_ROUTES, type PageRoute } from '../../shared/routes';
import { readSiteStrings } from '../../server/pages/strings';

// Renders a public page as the server does (the web app's renderer, compiled on the fly with its own
// settings, and the site's translation files), with data a test gives instead of the database's.

const RENDERER_MODULE = pathToFileURL(
  path.resolve(import.meta.dirname, '../../apps/web/src/render/render-page.tsx'),
).href;
const WEB_TSCONFIG = path.resolve(import.meta.dirname, '../../apps/web/tsconfig.json');

const SETTINGS: SiteSettings = {
  siteName: DEFAULT_SITE_SETTINGS.siteName,
  tagline: DEFAULT_SITE_SETTINGS.tagline,
  defaultLanguage: 'en',
  contactEmail: DEFAULT_SITE_SETTINGS.contactEmail,
  translations: { es: { siteName: '', tagline: '' }, sv: { siteName: '', tagline: '' } },
  retention: { ...DEFAULT_SITE_SETTINGS.retention },
  social: { ...DEFAULT_SITE_SETTINGS.social },
};

let renderer: Promise<PageRenderer> | undefined;

/** The page at English `address` (with its `?query`) rendered in `language` with `data`, parsed. */
export async function renderFixturePage(
  address: string,
  data: PageData,
  language: Language = 'en',
): Promise<{ status: number; html: string; document: HTMLElement }> {
  const [pathname = address, query] = address.split('?');
  const route = (PAGE_ROUTES as readonly PageRoute[]).find((candidate) => candidate.path === pathname);
  if (!route) throw new Error(`No page route ${pathname}`);
  const pages = await (renderer ??= (async () => {
    const module = (await tsImport(RENDERER_MODULE, {
      parentURL: import.meta.url,
      tsconfig: WEB_TSCONFIG,
    })) as RendererModule;
    return module.createPageRenderer({ strings: readSiteStrings(), assets: null });
  })());
  const { status, html } = pages.render({
    route,
    params: {},
    language,
    path: pathname,
    search: query ? `?${query}` : '',
    settings: SETTINGS,
    data,
    publicUrl: 'https://chamber.example',
    stylesheetHref: '/styles/site-0000000000000000.css',
  });
  return { status, html, document: parse(html) };
}
