import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleData } from '../../apps/web/src/render/style-samples';
import { readClientAssets } from '../../server/pages/assets';
import { readSiteStrings } from '../../server/pages/strings';
import { RENDERER_BUNDLE } from '../../server/web-build';
import { DEFAULT_SITE_SETTINGS, LANGUAGES } from '../../shared/constants';
import type { PageRenderer, RendererModule } from '../../shared/page-rendering';
import { NOT_FOUND_PAGE, PAGE_ROUTES } from '../../shared/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');

// `npm start` renders the pages with the web build's bundle of the renderer, `npm run dev` and the
// server's own tests with its sources: both must render every page the same, byte for byte.
describe('the page renderer the web build bundles for the server', () => {
  let built: PageRenderer;
  let sources: PageRenderer;

  beforeAll(async () => {
    const webDist = inject('webDist');
    const strings = readSiteStrings();
    const create = async (module: RendererModule) =>
      module.createPageRenderer({ strings, assets: readClientAssets(webDist, module.islandModules) });
    built = await create(
      (await import(/* @vite-ignore */ pathToFileURL(path.join(webDist, RENDERER_BUNDLE)).href)) as RendererModule,
    );
    sources = await create(
      (await tsImport(pathToFileURL(path.join(ROOT, 'apps/web/src/render/render-page.tsx')).href, {
        parentURL: import.meta.url,
        tsconfig: path.join(ROOT, 'apps/web/tsconfig.json'),
      })) as RendererModule,
    );
  }, 120_000);

  it('makes the same stylesheet', () => {
    expect(built.stylesheet.length).toBeGreaterThan(10_000);
    expect(built.stylesheet).toBe(sources.stylesheet);
  });

  it('renders every page in every language the same as the sources do', () => {
    const data = sampleData(Date.now());
    const routes = [...PAGE_ROUTES, NOT_FOUND_PAGE].filter((route) => !route.path.includes(':'));
    let compared = 0;
    for (const route of routes) {
      for (const language of LANGUAGES) {
        const request = {
          route,
          params: {},
          language,
          path: route.path,
          search: '',
          settings: DEFAULT_SITE_SETTINGS,
          data,
          publicUrl: 'https://chamber.example',
          stylesheetHref: '/styles/site-0123456789abcdef.css',
        };
        const fromBundle = built.render(request);
        const fromSources = sources.render(request);
        expect(fromBundle.status, `${language} ${route.path}`).toBe(fromSources.status);
        expect(fromBundle.html, `${language} ${route.path}`).toBe(fromSources.html);
        expect(fromBundle.html).toContain('</html>');
        compared += 1;
      }
    }
    expect(compared).toBe(routes.length * LANGUAGES.length);
  });
});
