import path from 'node:path';
import type { Plugin } from 'vite';
import {
  FALLBACK_LANGUAGE,
  localeLanguages,
  localeNamespaces,
  mergedNamespace,
} from '../../../server/pages/locale-files.ts';

const PREFIX = 'virtual:locales/';

/**
 * Translations as lazily loaded modules, one per language and namespace, so a screen downloads only
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
        const kept = area ? only[area] : undefined;
        const namespaces = localeNamespaces(dir).filter((name) => !kept || kept.includes(name));
        const entries = localeLanguages(dir).map(
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
      this.addWatchFile(path.join(dir, FALLBACK_LANGUAGE, `${namespace}.json`));
      return `export default ${JSON.stringify(mergedNamespace(dir, language, namespace))};`;
    },
  };
}
