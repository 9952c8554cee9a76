import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locales/';
const FALLBACK = 'en';

type Tree = { [key: string]: string | Tree };

function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

function readLanguage(dir: string): Record<string, Tree> {
  const bundles: Record<string, Tree> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    bundles[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree;
  }
  return bundles;
}

/**
 * `import('virtual:locales/<area>/<lng>')` gives that area's strings of one language as one
 * module { namespace: strings }, with English filled in for any missing key at build time, so
 * only the active language is downloaded and English is still the fallback.
 * `areas` maps an area name to its folder of `<lng>/<namespace>.json` files.
 */
export function localesPlugin(areas: Record<string, string>): Plugin {
  return {
    name: 'chamber-locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [area, language] = id.slice(PREFIX.length + 1).split('/');
      const dir = area ? areas[area] : undefined;
      if (!dir || !language || !/^[a-z]{2}$/.test(language)) throw new Error(`Unknown locale module ${id}`);
      const fallback = readLanguage(path.join(dir, FALLBACK));
      const own = language === FALLBACK ? {} : readLanguage(path.join(dir, language));
      const merged: Record<string, Tree> = {};
      for (const namespace of new Set([...Object.keys(fallback), ...Object.keys(own)])) {
        merged[namespace] = deepMerge(fallback[namespace] ?? {}, own[namespace] ?? {});
        this.addWatchFile(path.join(dir, language, `${namespace}.json`));
      }
      return `export default ${JSON.stringify(merged)};`;
    },
  };
}
