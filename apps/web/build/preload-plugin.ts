import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { bootScript, routePattern, type BootConfig, type LeadConfig } from './boot-script.ts';

/** A page route of the preload map (see apps/web/src/page-routes.ts). */
interface RouteInput {
  path: string;
  page: string;
  namespaces: readonly string[];
  lists?: readonly string[];
  hero?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Strings = { [key: string]: string | Strings };

/** A string (`a.b` key) of a namespace in a language, else in English. */
function readString(localeDir: string, fallback: string, language: string, namespace: string, key: string): string {
  const find = (lng: string): unknown => {
    const file = path.join(localeDir, lng, `${namespace}.json`);
    let value: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    return value;
  };
  const value = find(language) ?? find(fallback);
  if (typeof value !== 'string') throw new Error(`chamber-preload: no string ${namespace}:${key}`);
  return value;
}

/** `<ns>:hero.title` and `<ns>:hero.text` in a language, English where it has none (as the app does). */
function heroStrings(localeDir: string, fallback: string, language: string, namespace: string) {
  const read = (lng: string): Strings => {
    const file = path.join(localeDir, lng, `${namespace}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Strings) : {};
  };
  const pick = (strings: Strings, key: 'title' | 'text') => {
    const hero = strings.hero;
    const value = typeof hero === 'object' ? hero[key] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const own = read(language);
  const english = read(fallback);
  const title = pick(own, 'title') ?? pick(english, 'title');
  const text = pick(own, 'text') ?? pick(english, 'text');
  if (!title || !text || /\{\{|<|\$t\(/.test(title + text)) {
    throw new Error(`chamber-preload: ${language}/${namespace} needs a plain hero.title and hero.text`);
  }
  return { title, text };
}

/**
 * Emits the boot script (assets/boot-<hash>.js) with the map of each page's chunk files, strings
 * and lists, and loads it first in index.html's head. Only public pages are in the map: the admin
 * chunk is never preloaded.
 */
export function preloadPlugin(options: {
  pagesDir: string;
  /** Folder of `<lng>/<namespace>.json` (the heroes of index.html are read from it). */
  localeDir: string;
  routes: readonly RouteInput[];
  localeArea: string;
  languages: readonly string[];
  fallback: string;
  storageKey: string;
  common: readonly string[];
  always: readonly string[];
  listUrls: Record<string, string>;
  /** The page whose largest element is the lead news image (see LeadConfig). */
  lead: { path: string; list: string; fallback: string; namespace: string; titleKey: string };
}): Plugin {
  return {
    name: 'chamber-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) {
          const next = byFile.get(file);
          if (next) closure(next, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('chamber-preload: no entry chunk');
      // The entry evaluates the app in stages (apps/web/src/main.ts), each a dynamic import: their
      // files are the entry's too. (Pages and the admin are dynamic imports of those stages, not of
      // the entry, so they are not among them.)
      const staticEntry = closure(entry);
      const withEntry = new Set(staticEntry);
      for (const file of entry.dynamicImports) {
        const stage = byFile.get(file);
        if (stage) closure(stage, withEntry);
      }
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]));
      const filesOf = (chunk: Rollup.OutputChunk) => [...closure(chunk)].filter((file) => !withEntry.has(file));

      const heroes: string[] = [];
      const heroRules: string[] = [];
      const routes = options.routes.map((route, index) => {
        const moduleId = path.join(options.pagesDir, `${route.page}.tsx`);
        const chunk = byModule.get(moduleId);
        if (!chunk) throw new Error(`chamber-preload: no chunk for ${moduleId}`);
        const lists = (route.lists ?? []).map((list) => {
          const url = options.listUrls[list];
          if (!url) throw new Error(`chamber-preload: unknown list ${list}`);
          return url;
        });
        let shell: string | undefined;
        if (route.hero) {
          shell = String(index);
          for (const language of options.languages) {
            const { title, text } = heroStrings(options.localeDir, options.fallback, language, route.hero);
            const name = `${shell}-${language}`;
            heroes.push(
              `<div class="shell-hero" id="shell-${name}" lang="${language}"><div><div class="shell-title">${escapeHtml(title)}</div><div class="shell-text">${escapeHtml(text)}</div></div></div>`,
            );
            heroRules.push(`[data-shell='${name}'] #shell-${name}`);
          }
        }
        let lead: LeadConfig | undefined;
        if (route.path === options.lead.path) {
          const { list, fallback, namespace, titleKey } = options.lead;
          const title = Object.fromEntries(
            options.languages.map((language) => [
              language,
              readString(options.localeDir, options.fallback, language, namespace, titleKey),
            ]),
          );
          lead = { list, fallback, title };
        }
        return {
          match: routePattern(route.path),
          files: filesOf(chunk),
          namespaces: route.namespaces,
          lists,
          shell,
          lead,
        };
      });

      const namespaces: BootConfig['namespaces'] = {};
      const wanted = new Set([...options.common, ...options.routes.flatMap((route) => route.namespaces)]);
      for (const language of options.languages) {
        namespaces[language] = {};
        for (const namespace of wanted) {
          const chunk = byModule.get(`\0virtual:locales/${options.localeArea}/${language}/${namespace}`);
          if (!chunk) throw new Error(`chamber-preload: no strings chunk for ${language}/${namespace}`);
          namespaces[language][namespace] = filesOf(chunk);
        }
      }

      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') {
        throw new Error('chamber-preload: index.html is not in the bundle');
      }
      // Vite's tags for the entry leave the HTML: the boot script adds them once the page has painted.
      let source = html.source;
      const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      if (!source.includes(entryTag)) throw new Error('chamber-preload: no entry script tag in index.html');
      source = source.replace(entryTag, '');
      const entryFiles: string[] = [];
      source = source.replace(/\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g, (_tag, file: string) => {
        entryFiles.push(file);
        return '';
      });
      const missing = [...staticEntry].filter((file) => file !== entry.fileName && !entryFiles.includes(file));
      if (missing.length > 0) throw new Error(`chamber-preload: entry chunks not preloaded: ${missing.join(', ')}`);
      for (const file of withEntry) if (file !== entry.fileName && !staticEntry.has(file)) entryFiles.push(file);

      const script = bootScript({
        languages: options.languages,
        fallback: options.fallback,
        storageKey: options.storageKey,
        routes,
        namespaces,
        entry: entry.fileName,
        entryFiles,
        common: options.common,
        always: options.always,
      });
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: script }));
      source = source.replace('</head>', `  <script async src="/${fileName}"></script>\n  </head>`);
      const marker = '<!-- page heroes (apps/web/build/preload-plugin.ts) -->';
      if (!source.includes(marker)) throw new Error('chamber-preload: no page heroes marker in index.html');
      source = source.replace(marker, heroes.join('\n        '));
      source = source.replace('</style>', `${heroRules.join(',\n')} {\n  display: block;\n}\n</style>`);
      html.source = source;
    },
  };
}
