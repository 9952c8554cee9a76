import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { localesPlugin } from './apps/web/build/locales-plugin.ts';
import { RENDERER_BUNDLE, webBuildStamp } from './server/web-build.ts';

const root = import.meta.dirname;

/** Writes .br and .gz next to every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'chamber-precompress',
    apply: 'build',
    // The browser's files only: the server reads its renderer from disk as it is.
    applyToEnvironment: (environment) => environment.name === 'client',
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

/**
 * The server's page renderer (apps/web/src/render/render-page.tsx) bundled with every library it
 * uses, into <outDir>/.server/render-page.js (RENDERER_BUNDLE): only the code the pages run, a fraction of what the
 * server would hold compiling the sources and loading whole packages (the icon package alone is
 * thousands of modules). The same build as the islands, so both come from the same sources.
 */
function serverRenderer(): Plugin {
  let outDir = '';
  return {
    name: 'chamber-server-renderer',
    config(config) {
      outDir = path.resolve(config.root ?? root, config.build?.outDir ?? 'dist');
    },
    configEnvironment(name) {
      if (name !== 'ssr') return undefined;
      return { build: { outDir: path.join(outDir, path.dirname(RENDERER_BUNDLE)) } };
    },
  };
}

// The browser files of the web site → dist/web: the islands script of the server-rendered public
// pages (with a chunk per island, loaded on demand), and the browser app of /auth and /admin
// (index.html, the admin screens in a lazy chunk of their own).
export default defineConfig({
  root: path.join(root, 'apps/web'),
  publicDir: path.join(root, 'apps/web/public'),
  plugins: [
    react(),
    localesPlugin({ web: path.join(root, 'apps/web/src/locales'), admin: path.join(root, 'apps/admin/locales') }),
    precompress(),
    // The hash of the inputs next to the build: `npm start` rebuilds only when they have changed.
    webBuildStamp(root),
    serverRenderer(),
  ],
  // `vite build` builds both environments, the browser's first: the site, then the server's renderer.
  builder: {},
  environments: {
    client: {
      build: {
        target: 'es2022',
        assetsDir: 'assets',
        // .vite/manifest.json: the server finds the islands' files in it, and tests check which chunks a
        // page may load (public pages: no admin code).
        manifest: true,
        // Fluent UI is most of the admin's chunks; the budget that matters is the public pages' compressed size (docs/performance.md).
        chunkSizeWarningLimit: 800,
        rolldownOptions: {
          input: {
            app: path.join(root, 'apps/web/index.html'),
            islands: path.join(root, 'apps/web/src/islands/client.ts'),
          },
          output: {
            // The libraries every island hydrates with, a file each instead of the bundler's two dozen
            // small ones: a public page's first island then needs a handful of requests, not 28 (each a
            // round trip on a slow phone). Only what the header island (on every page) runs anyway is
            // grouped, so no page downloads code it does not use; components keep their own chunks.
            codeSplitting: {
              groups: [
                {
                  // What the islands script itself needs before the page has painted: never React. The
                  // header's behaviour saves a language choice, which the admin's i18n also does.
                  name: 'islands-start',
                  test: /([\\/]apps[\\/]web[\\/]src[\\/]islands[\\/](registry|page-state)\.ts$)|([\\/]apps[\\/]ui[\\/]language-choice\.ts$)|([\\/]shared[\\/]browser-storage\.ts$)|vite[\\/]preload-helper|rolldown[\\/]runtime/,
                  priority: 10,
                },
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: 'fluent-core',
                  test: /[\\/]node_modules[\\/](@griffel|@fluentui[\\/](react-utilities|react-shared-contexts|react-theme|tokens|react-jsx-runtime))[\\/]/,
                },
                { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
                {
                  // The site's own small modules every island uses: the page context, links, the hydration
                  // runtime. Not the islands script's own imports (registry, page state): it must stay
                  // free of React until the page has painted.
                  name: 'site',
                  test: /[\\/](shared[\\/](constants|routes)|apps[\\/]ui[\\/](link-behaviour|button-link)|apps[\\/]web[\\/]src[\\/](page-context|islands[\\/](hydrate|PageProviders|Slot|strings)|components[\\/]SiteLink|lib[\\/]urls))\.tsx?$/,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      consumer: 'server',
      // Every package in the bundle, so that only what the pages use is loaded (see serverRenderer).
      resolve: { noExternal: true },
      // NODE_ENV is left to the server's process (production unless told otherwise), as the sources
      // have it: React and Griffel read it when they render.
      build: {
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        // Readable stack traces in the server's log; its size costs nothing on the wire.
        minify: false,
        rolldownOptions: {
          input: { [path.basename(RENDERER_BUNDLE, '.js')]: path.join(root, 'apps/web/src/render/render-page.tsx') },
          output: { codeSplitting: false },
        },
      },
    },
  },
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
  // Both environments' shared settings; the browser's own are under environments.client.
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
