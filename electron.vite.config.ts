import path from 'node:path';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

/**
 * The desktop staff client (apps/desktop): Electron main, a sandboxed preload, and a renderer that
 * mounts the shared admin screens. Minimal until the desktop client is built; `npm run desktop:build`
 * will use it.
 */
export default defineConfig({
  main: {
    build: { outDir: path.join(root, 'dist/desktop/main') },
  },
  preload: {
    build: { outDir: path.join(root, 'dist/desktop/preload') },
  },
  renderer: {
    root: path.join(root, 'apps/desktop/renderer'),
    build: { outDir: path.join(root, 'dist/desktop/renderer') },
  },
});
