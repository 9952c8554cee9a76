import { createDOMRenderer } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { readSiteStyles } from '../islands/site-styles';
import { pageStyles, sharedRules } from './page-styles';

const HREF = '/styles/site-0123456789abcdef.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-site-styles>`;

/** A renderer holding rules of the reset, plain, hover and media buckets, as a page's render leaves it. */
function rendered(extra: string[] = []) {
  const renderer = createDOMRenderer();
  renderer.insertCSSRules({
    r: ['.rbase{padding:4px}'],
    d: ['.fpad{padding:8px}', '.fcalc{padding:calc(1px\n    + 2px)}', ...extra],
    h: ['.fhov:hover{color:red}'],
    m: [['@media (max-width: 600px){.fnarrow{padding:0}}', { m: '(max-width: 600px)' }]],
  });
  return renderer;
}

describe("the site's stylesheet and a page's styles", () => {
  it('writes the shared buckets one rule a line in Griffel order, and reads them back with their buckets', () => {
    const { css, rules } = sharedRules(rendered());
    expect(css.split('\n')).toEqual([
      '/*r*/',
      '.rbase{padding:4px}',
      '/*d*/',
      '.fpad{padding:8px}',
      '.fcalc{padding:calc(1px\r    + 2px)}',
      '/*h*/',
      '.fhov:hover{color:red}',
    ]);
    // The media rule stays with the pages.
    expect([...rules].sort()).toEqual(
      [
        '.fcalc{padding:calc(1px\n    + 2px)}',
        '.fhov:hover{color:red}',
        '.fpad{padding:8px}',
        '.rbase{padding:4px}',
      ].sort(),
    );
    expect(readSiteStyles(`:root{--a:1}\n${css}\n`)).toEqual([
      ['.rbase{padding:4px}', 'r'],
      ['.fpad{padding:8px}', 'd'],
      ['.fcalc{padding:calc(1px\n    + 2px)}', 'd'],
      ['.fhov:hover{color:red}', 'h'],
    ]);
  });

  it('gives a page whose rules the stylesheet has only its at-rules, after the stylesheet and the empty buckets', () => {
    const { rules } = sharedRules(rendered());
    expect(pageStyles(rendered(), rules, HREF)).toBe(
      `<style data-make-styles-bucket="r"></style>${LINK}<style data-make-styles-bucket="d"></style>` +
        '<style media="(max-width: 600px)" data-make-styles-bucket="m" data-priority="0" data-make-styles-rehydration="true">' +
        '@media (max-width: 600px){.fnarrow{padding:0}}</style>',
    );
  });

  it('gives a page with a rule the stylesheet lacks all of its CSS, in order, after the stylesheet', () => {
    const { rules } = sharedRules(rendered());
    const html = pageStyles(rendered(['.fnew{margin:0}']), rules, HREF);
    expect(html.startsWith(LINK)).toBe(true);
    const buckets = Array.from(html.matchAll(/data-make-styles-bucket="(\w)"/g), (match) => match[1]);
    expect(buckets).toEqual(['r', 'd', 'h', 'm']);
    for (const rule of ['.rbase{padding:4px}', '.fpad{padding:8px}', '.fnew{margin:0}', '.fhov:hover{color:red}']) {
      expect(html).toContain(rule);
    }
  });
});
