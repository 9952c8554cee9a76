import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from '../../shared/page-rendering';

/** The islands script's source, as the build's manifest names it. */
export const ISLANDS_ENTRY = 'src/islands/client.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The built browser files of the public pages, from the manifest of `vite build` (null without a
 * build: the pages are then plain HTML without islands). `islandModules` maps an island's name to
 * its module under apps/web/src (without extension).
 */
export function readClientAssets(distDir: string, islandModules: Record<string, string>): ClientAssets | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) return null;

  /** A chunk's file and the files it imports statically, recursively (what the browser fetches to run it). */
  const filesOf = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return [];
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => filesOf(imported, seen))];
  };
  const keyOf = (module: string) =>
    Object.keys(manifest).find((key) => key === `src/${module}.tsx` || key === `src/${module}.ts`);
  const entryFiles = filesOf(ISLANDS_ENTRY);
  // Every island hydrates through the same runtime: React DOM, the styles engine, the strings.
  const runtime = filesOf(entry.dynamicImports?.find((key) => key.startsWith('src/islands/hydrate')) ?? '');

  return {
    entry: `/${entry.file}`,
    preloads(islands) {
      const files = [...entryFiles, ...(islands.length ? runtime : [])];
      for (const island of islands) {
        const key = keyOf(islandModules[island] ?? '');
        if (key) files.push(...filesOf(key));
      }
      return [...new Set(files)];
    },
  };
}
