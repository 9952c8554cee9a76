import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { localesPlugin } from './apps/web/build/locales-plugin.ts';

const root = import.meta.dirname;
const desktop = path.join(root, 'apps/desktop');
// CHAMBER_DESKTOP_OUT: the end-to-end tests build into a temp folder, never touching dist/desktop.
const out = process.env.CHAMBER_DESKTOP_OUT
  ? path.resolve(process.env.CHAMBER_DESKTOP_OUT)
  : path.join(root, 'dist/desktop');

/** The installed app's name (window title, menus, user-data folder); electron-builder.yml repeats it. */
export const PRODUCT_NAME = 'Chamber Staff';

/**
 * Writes dist/desktop/package.json, the app's own manifest: Electron reads its name, version and
 * entry (`electron dist/desktop`), and electron-builder packs dist/desktop as the app with it. It
 * lists no dependencies: main and preload are bundled, so the package needs no node_modules.
 */
function desktopPackageJson(): Plugin {
  return {
    name: 'chamber-desktop-package-json',
    apply: 'build',
    closeBundle() {
      const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        version: string;
        description?: string;
      };
      const manifest = {
        name: 'chamber-staff',
        productName: PRODUCT_NAME,
        version: project.version,
        description:
          'Desktop client for the staff of the chamber of commerce: the admin screens, connected to your server',
        author: { name: 'Chamber of Commerce IT', email: 'it@chamber.example.org' },
        license: 'UNLICENSED',
        private: true,
        type: 'module',
        main: 'main/index.js',
      };
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/**
 * electron-vite sets a relative base for production renderers (file:// loading); this renderer is
 * served from chamber://app/ with browser-router paths (/admin/members/42), so assets must be
 * absolute: /assets/….
 */
function absoluteBase(): Plugin {
  return { name: 'chamber-absolute-base', config: () => ({ base: '/' }) };
}

/**
 * The public site's files the staff client shows (paths under apps/web/public): the sign-in page's
 * picture. The rest of that folder (home, team and resource pictures, sample logos, the favicon) is
 * the public site's, which the desktop opens in the system browser: the renderer does not carry it.
 */
export const DESKTOP_PUBLIC_FILES = ['images/auth/connections.svg'] as const;

/** The web translations' namespaces the admin screens use (the rest are the public pages'). */
export const DESKTOP_WEB_NAMESPACES = ['common'] as const;

/** Serves (dev) and writes (build) DESKTOP_PUBLIC_FILES from apps/web/public, and nothing else of it. */
function staffPublicFiles(): Plugin {
  const publicDir = path.join(root, 'apps/web/public');
  const types: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp' };
  return {
    name: 'chamber-staff-public-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = DESKTOP_PUBLIC_FILES.find((name) => request.url?.split('?')[0] === `/${name}`);
        if (!file) return next();
        response.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
        response.end(readFileSync(path.join(publicDir, file)));
      });
    },
    generateBundle() {
      for (const file of DESKTOP_PUBLIC_FILES) {
        this.emitFile({ type: 'asset', fileName: file, source: readFileSync(path.join(publicDir, file)) });
      }
    },
  };
}

/**
 * The desktop staff client (apps/desktop) → dist/desktop/{main,preload,renderer} and the app's
 * package.json. `npm run desktop:build` builds it; the Electron binary is not needed for that.
 */
export default defineConfig({
  main: {
    plugins: [desktopPackageJson()],
    build: {
      outDir: path.join(out, 'main'),
      lib: { entry: path.join(desktop, 'main/index.ts') },
      // Dependencies stay external (main runs in Node and loads them) except zod, the main process's only
      // one: bundled, the packaged app carries no node_modules (and none of the server's).
      externalizeDeps: { exclude: ['zod'] },
    },
  },
  preload: {
    build: {
      outDir: path.join(out, 'preload'),
      // One self-contained CommonJS file: a sandboxed preload can require only `electron`.
      lib: { entry: path.join(desktop, 'preload/index.ts'), formats: ['cjs'] },
      externalizeDeps: false,
      isolatedEntries: true,
      // The preload needs the contract's channel names, not its zod schemas: calls on `z` are
      // pure, so the bundler leaves zod out (the main process validates every message).
      rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
    },
  },
  renderer: {
    root: path.join(desktop, 'renderer'),
    // Not the web's public folder: staff see only the sign-in picture of it (staffPublicFiles).
    publicDir: false,
    plugins: [
      react(),
      localesPlugin(
        { web: path.join(root, 'apps/web/src/locales'), admin: path.join(root, 'apps/admin/locales') },
        { web: DESKTOP_WEB_NAMESPACES },
      ),
      staffPublicFiles(),
      absoluteBase(),
    ],
    build: {
      outDir: path.join(out, 'renderer'),
      emptyOutDir: true,
      assetsDir: 'assets',
      minify: true,
      rolldownOptions: { input: path.join(desktop, 'renderer/index.html') },
      // Fluent UI is most of the bundle, as on the web (docs/performance.md).
      chunkSizeWarningLimit: 800,
    },
  },
});
