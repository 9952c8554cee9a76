import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { localesPlugin } from './apps/web/build/locales-plugin.ts';
import { preloadPlugin } from './apps/web/build/preload-plugin.ts';
import { LIST_URLS, PAGE_ROUTES } from './apps/web/src/page-routes.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './shared/constants.ts';

const root = import.meta.dirname;

/** Writes .br and .gz next to every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'chamber-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 512) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

// The public web site (and, as lazy chunks, the auth page and admin screens) → dist/web.
export default defineConfig({
  root: path.join(root, 'apps/web'),
  publicDir: path.join(root, 'apps/web/public'),
  plugins: [
    react(),
    localesPlugin({ web: path.join(root, 'apps/web/src/locales'), admin: path.join(root, 'apps/admin/locales') }),
    preloadPlugin({
      pagesDir: path.join(root, 'apps/web/src/pages'),
      localeDir: path.join(root, 'apps/web/src/locales'),
      routes: PAGE_ROUTES,
      localeArea: 'web',
      languages: LANGUAGES,
      fallback: DEFAULT_LANGUAGE,
      // apps/ui/i18n.ts: LANGUAGE_STORAGE_KEY (that module needs a browser, so it is not imported here).
      storageKey: 'i18nextLng',
      common: ['common'],
      // apps/ui/site-settings.ts: the settings every page requests at start.
      always: ['/api/settings'],
      listUrls: LIST_URLS,
      // apps/web/src/pages/NewsPage.tsx: the lead article's image (FALLBACK_IMAGES.news without one)
      // under the section title news:featured.title.
      lead: {
        path: '/news',
        list: LIST_URLS.news,
        fallback: '/images/news-fallback.svg',
        namespace: 'news',
        titleKey: 'featured.title',
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      // React Router publishes its production build under dist/production but resolves to the
      // development one (extra checks and warnings) for every bundler condition.
      { find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
      {
        find: /^react-router\/dom$/,
        replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
      },
    ],
  },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    assetsDir: 'assets',
    // .vite/manifest.json: lets tests check which chunks a page may load (public pages: no admin code).
    manifest: true,
    // Fluent UI is most of the shared chunk; the budget that matters is the compressed size (docs/performance.md).
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // The libraries every page needs at start, one file per start-up stage (apps/web/src/main.ts)
        // instead of the bundler's ~17 small ones: each request costs the boot script main-thread
        // time on a slow phone (docs/performance.md). Only libraries that the first page of every
        // visit evaluates anyway are named here, so no page downloads code it would not run; the
        // pages, their components, the strings and the admin keep their own chunks.
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry imports: on its own, so that the entry does not
            // import (and evaluate at once) a group that happens to contain it.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'fluent',
              test: /[\\/]node_modules[\\/](@griffel|tabster|keyborg|@fluentui[\\/](react-provider|react-shared-contexts|react-theme|tokens|react-utilities|react-tabster|react-jsx-runtime|react-portal|react-context-selector))[\\/]/,
            },
            {
              name: 'libs',
              test: /[\\/]node_modules[\\/](react-router|react-router-dom|i18next|react-i18next|@tanstack|cookie|set-cookie-parser|void-elements|html-parse-stringify)[\\/]/,
            },
            {
              // What the public pages share: the project's page components and the Fluent UI
              // components they render. One file instead of ~10 per page (a few KB more for the
              // smallest pages). The forms that load when scrolled to keep their own chunks.
              name: 'public-ui',
              test: (id) =>
                (/[\\/]apps[\\/]web[\\/]src[\\/](components|hooks|lib)[\\/]/.test(id) &&
                  !/(ContactForm|SubscribeForm)\.tsx$/.test(id)) ||
                /[\\/]node_modules[\\/]@fluentui[\\/](react-card|react-badge|react-input|react-label|react-tabs|react-spinner|react-skeleton|react-field|react-select|react-link|react-text)[\\/]/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
