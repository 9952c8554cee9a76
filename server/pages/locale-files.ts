import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The language every other one falls back to, key by key. */
export const FALLBACK_LANGUAGE = 'en';

import type { StringTree } from '../../shared/page-rendering';

function deepMerge(base: StringTree, over: StringTree): StringTree {
  const out: StringTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

function readNamespace(dir: string, language: string, namespace: string): StringTree {
  const file = path.join(dir, language, `${namespace}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StringTree) : {};
}

/** The languages of a folder of `<lng>/<namespace>.json` files. */
export function localeLanguages(dir: string): string[] {
  return readdirSync(dir).filter((name) => /^[a-z]{2}$/.test(name));
}

/** The namespaces of a folder of `<lng>/<namespace>.json` files (those English has). */
export function localeNamespaces(dir: string): string[] {
  return readdirSync(path.join(dir, FALLBACK_LANGUAGE))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
}

/** A namespace's strings in a language, with English under every key the language lacks. */
export function mergedNamespace(dir: string, language: string, namespace: string): StringTree {
  return deepMerge(readNamespace(dir, FALLBACK_LANGUAGE, namespace), readNamespace(dir, language, namespace));
}
