import { describe, expect, it } from 'vitest';

/**
 * House style 13: every namespace in en/ exists in es/ and sv/ with exactly the same nested keys,
 * no empty texts, the same {{placeholders}}, and is really translated (not English left in place).
 */

const SOURCE = 'en';
const TRANSLATIONS = ['es', 'sv'] as const;
/** Share of comparable texts that must differ from English. */
const MIN_TRANSLATED_SHARE = 0.8;
/** Names, addresses and brands that rightly stay the same in every language. */
const SAME_IN_EVERY_LANGUAGE = ['languages', 'contact', 'social', 'site.name', 'site.shortName'];

// Vite (and so vitest) reads every namespace file of every language at build time: the public
// site's, the admin module's (auth, admin) and the server's mails (mail).
const files = import.meta.glob<unknown>(
  ['./*/*.json', '../../../admin/locales/*/*.json', '../../../../server/mail/locales/*/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** { language: { namespace: parsed JSON } } */
const bundles: Record<string, Record<string, unknown>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /\/([a-z]{2})\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  (bundles[match[1]] ??= {})[match[2]] = content;
}

const namespaces = Object.keys(bundles[SOURCE] ?? {}).sort();

/** Every leaf of a JSON tree by its dotted path (array items by index). */
function leaves(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    // An empty object or array is a leaf too, so its absence on one side still counts.
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [key, child] of entries) leaves(child, prefix ? `${prefix}.${key}` : key, out);
    return out;
  }
  out.set(prefix, value);
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]));

const mayStayTheSame = (path: string) =>
  SAME_IN_EVERY_LANGUAGE.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

describe('locale files', () => {
  it('has English namespaces to compare against', () => {
    expect(namespaces).toContain('common');
    expect(namespaces).toEqual(expect.arrayContaining(['auth', 'admin', 'mail']));
  });

  it.each(TRANSLATIONS)('%s has no namespace that en lacks', (language) => {
    const orphans = Object.keys(bundles[language] ?? {}).filter((ns) => !namespaces.includes(ns));
    expect(orphans, `namespaces in ${language}/ without an en/ file`).toEqual([]);
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = leaves(bundles[SOURCE]?.[namespace]);

    it('en has no empty texts', () => {
      const empty = [...english].filter(([, value]) => value === '').map(([path]) => path);
      expect(empty, `empty texts in en/${namespace}.json`).toEqual([]);
    });

    describe.each(TRANSLATIONS)('%s', (language) => {
      const content = bundles[language]?.[namespace];
      const translated = leaves(content);

      it('exists', () => {
        expect(content, `${language}/${namespace}.json is missing`).toBeDefined();
      });

      it('has exactly the keys of en', () => {
        const missing = [...english.keys()].filter((path) => !translated.has(path));
        const extra = [...translated.keys()].filter((path) => !english.has(path));
        expect(missing, `keys missing in ${language}/${namespace}.json`).toEqual([]);
        expect(extra, `keys in ${language}/${namespace}.json that en/${namespace}.json lacks`).toEqual([]);
      });

      it('has no empty texts', () => {
        const empty = [...translated].filter(([, value]) => value === '').map(([path]) => path);
        expect(empty, `empty texts in ${language}/${namespace}.json`).toEqual([]);
      });

      it('keeps every {{placeholder}} of en and adds none', () => {
        const wrong: string[] = [];
        for (const [path, source] of english) {
          const target = translated.get(path);
          if (typeof source !== 'string' || typeof target !== 'string') continue;
          const expected = placeholders(source);
          const actual = placeholders(target);
          const lost = [...expected].filter((name) => !actual.has(name));
          const added = [...actual].filter((name) => !expected.has(name));
          if (lost.length) wrong.push(`${path}: lost {{${lost.join('}}, {{')}}}`);
          if (added.length) wrong.push(`${path}: unknown {{${added.join('}}, {{')}}}`);
        }
        expect(wrong, `placeholders in ${language}/${namespace}.json`).toEqual([]);
      });

      it(`is translated (at least ${MIN_TRANSLATED_SHARE * 100}% of the texts differ from en)`, () => {
        const comparable = [...english].filter(
          ([path, source]) => typeof source === 'string' && !mayStayTheSame(path) && translated.has(path),
        );
        if (comparable.length === 0) return;
        const same = comparable.filter(([path, source]) => translated.get(path) === source).map(([path]) => path);
        const share = 1 - same.length / comparable.length;
        expect(
          share,
          `${same.length} of ${comparable.length} texts in ${language}/${namespace}.json equal English: ${same.join(', ')}`,
        ).toBeGreaterThanOrEqual(MIN_TRANSLATED_SHARE);
      });
    });
  });
});
