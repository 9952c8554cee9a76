import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

function readNamespace(dir: string, language: string, namespace: string): Tree {
  const file = path.join(dir, language, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
}

/**
 * Translations as lazily loaded modules, one per language and namespace, so a page downloads only
 * the strings it shows, in the active language only; English is filled in for any missing key at
 * build time, so it stays the fallback without being downloaded.
 *
 * - `virtual:locales/<area>` exports `{ <lng>: { <namespace>: () => import(...) } }`;
 * - `virtual:locales/<area>/<lng>/<namespace>` is that namespace's strings (English merged under).
 *
 * `areas` maps an area name to its folder of `<lng>/<namespace>.json` files; `only` keeps just the
 * named namespaces of an area (a build that never shows the others leaves them out).
 */
export function localesPlugin(areas: Record<string, string>, only: Record<string, readonly string[]> = {}): Plugin {
  return {
    name: 'chamber-locales',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [area, language, namespace] = id.slice(PREFIX.length + 1).split('/');
      const dir = area ? areas[area] : undefined;
      if (!dir) throw new Error(`Unknown locale module ${id}`);
      if (!language) {
        // The index: a loader per language and namespace (static imports, so each is its own chunk).
        const languages = readdirSync(dir).filter((name) => /^[a-z]{2}$/.test(name));
        const kept = area ? only[area] : undefined;
        const namespaces = readdirSync(path.join(dir, FALLBACK))
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -'.json'.length))
          .filter((name) => !kept || kept.includes(name));
        const entries = languages.map(
          (lng) =>
            `${JSON.stringify(lng)}: {${namespaces
              .map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(`${PREFIX}${area}/${lng}/${ns}`)})`)
              .join(', ')}}`,
        );
        return `export default {${entries.join(', ')}};`;
      }
      const left = area ? only[area] : undefined;
      if (
        !/^[a-z]{2}$/.test(language) ||
        !namespace ||
        !/^[a-z-]+$/.test(namespace) ||
        left?.includes(namespace) === false
      ) {
        throw new Error(`Unknown locale module ${id}`);
      }
      this.addWatchFile(path.join(dir, language, `${namespace}.json`));
      this.addWatchFile(path.join(dir, FALLBACK, `${namespace}.json`));
      const strings = deepMerge(readNamespace(dir, FALLBACK, namespace), readNamespace(dir, language, namespace));
      return `export default ${JSON.stringify(strings)};`;
    },
  };
}
