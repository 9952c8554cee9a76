import { describe, expect, it } from 'vitest';
import { LEGAL_SECTIONS, type LegalPageKey } from '../../data/legal';
import { parseLegalBlock, toLegalBlocks } from './LegalLayout';

const bundles = import.meta.glob<unknown>('../../locales/*/legal.json', { eager: true, import: 'default' });

/** The value at a dotted path of a JSON tree. */
function at(tree: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    tree,
  );
}

describe('legal section blocks', () => {
  it('reads paragraphs, lists, terms, mailboxes, addresses and site links', () => {
    expect(parseLegalBlock('Text')).toBe('Text');
    expect(parseLegalBlock({ list: ['a', 'b'] })).toEqual({ list: ['a', 'b'] });
    expect(parseLegalBlock({ terms: [{ term: 'T', text: 'x' }] })).toEqual({ terms: [{ term: 'T', text: 'x' }] });
    expect(parseLegalBlock({ email: { label: 'Mail', value: 'a@b.example' } })).toBeDefined();
    expect(parseLegalBlock({ address: { label: 'Post', lines: ['1', '2'] } })).toBeDefined();
    expect(parseLegalBlock({ link: { to: '/cookies', text: 'Cookies' } })).toBeDefined();
  });

  it('accepts arrays handed over as objects keyed 0…n-1 (the build merges English under translations)', () => {
    expect(toLegalBlocks({ 0: 'One', 1: { list: { 0: 'a', 1: 'b' } } })).toEqual(['One', { list: ['a', 'b'] }]);
  });

  it('drops what is not a block: empty texts, external links, a missing key', () => {
    expect(parseLegalBlock('')).toBeUndefined();
    expect(parseLegalBlock({ link: { to: 'https://example.com', text: 'x' } })).toBeUndefined();
    expect(parseLegalBlock({ link: { to: '//example.com', text: 'x' } })).toBeUndefined();
    expect(parseLegalBlock({ list: ['a', 3] })).toBeUndefined();
    expect(toLegalBlocks('privacy.sections.missing.body')).toEqual([]);
  });
});

describe.each(Object.keys(bundles).sort())('%s', (file) => {
  const bundle = bundles[file];
  const pages = Object.entries(LEGAL_SECTIONS) as [LegalPageKey, readonly string[]][];

  it.each(pages)('has a title and only valid blocks in every %s section', (page, sections) => {
    for (const id of sections) {
      const section = [page, 'sections', id];
      expect(typeof at(bundle, [...section, 'title']), `${page}.sections.${id}.title`).toBe('string');
      const body = at(bundle, [...section, 'body']);
      expect(Array.isArray(body), `${page}.sections.${id}.body is a list`).toBe(true);
      expect(toLegalBlocks(body), `${page}.sections.${id}.body`).toEqual(body);
    }
  });

  it('has no section the pages do not show', () => {
    for (const [page, sections] of Object.entries(LEGAL_SECTIONS)) {
      expect(Object.keys(at(bundle, [page, 'sections']) ?? {}).sort()).toEqual([...sections].sort());
    }
  });
});
