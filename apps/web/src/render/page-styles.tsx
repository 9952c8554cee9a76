import { renderToStyleElements, type GriffelRenderer } from '@fluentui/react-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeMarkup } from '../../../../shared/escape';
import { bucketLine, sheetLine } from '../islands/site-styles';

// Griffel writes a page's CSS as one style element per bucket, in a fixed order (reset styles, plain
// rules, the pseudo-classes, then the at-rules), and the cascade relies on that order: a component's
// reset comes before the rules that override it, a media query after the rule it changes. Most of a
// page's rules are the same on every page, so the site's stylesheet holds the rules of the buckets
// up to the pseudo-classes as the pages render them (without data and with the samples), and a page
// writes only its at-rule buckets after it. The order stays Griffel's: the stylesheet is one sorted
// run of those buckets, and what the page adds comes after all of them. A page with a rule of those
// buckets that the stylesheet lacks (a part neither shows) writes all of its CSS instead, a complete
// sorted run of its own after the stylesheet, so its rules decide as they would alone.

/** The buckets the site's stylesheet holds, in Griffel's order: reset styles, plain rules, pseudo-classes. */
const SHARED_BUCKETS: ReadonlySet<string> = new Set(['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a']);

/**
 * The renderer's style sheets with only the rules `keep` chooses, for renderToStyleElements (which
 * sorts them); `asLines` writes each sheet's rules one a line instead (see sheetLine).
 */
function withRules(
  renderer: GriffelRenderer,
  keep: (bucket: string, rule: string) => boolean,
  asLines = false,
): GriffelRenderer {
  const stylesheets = Object.fromEntries(
    Object.entries(renderer.stylesheets).map(([key, sheet]) => {
      const cssRules = () => {
        const kept = sheet.cssRules().filter((rule) => keep(sheet.bucketName, rule));
        return asLines && kept.length ? [kept.map(sheetLine).join('\n')] : kept;
      };
      return [key, { ...sheet, cssRules }];
    }),
  );
  return { ...renderer, stylesheets };
}

/**
 * The shared buckets' rules of `renderer` (every page rendered into it) in Griffel's order, one a
 * line, each sheet's after the `bucketLine` of its bucket: the site's stylesheet, which the islands'
 * runtime reads back line by line to know which rules the page already has.
 */
export function sharedRules(renderer: GriffelRenderer): { css: string; rules: ReadonlySet<string> } {
  const rules = new Set<string>();
  const shared = (bucket: string, rule: string) => SHARED_BUCKETS.has(bucket) && !rule.includes('\r');
  for (const sheet of Object.values(renderer.stylesheets)) {
    for (const rule of sheet?.cssRules() ?? []) if (sheet && shared(sheet.bucketName, rule)) rules.add(rule);
  }
  const lines = renderToStyleElements(withRules(renderer, shared, true)).map((element) => {
    const props = (element as { props: Record<string, unknown> }).props;
    const css = (props.dangerouslySetInnerHTML as { __html: string }).__html;
    return `${bucketLine(String(props['data-make-styles-bucket']))}\n${css}`;
  });
  return { css: lines.join('\n'), rules };
}

/** An empty style element of Griffel's for `bucket`: where the islands' runtime adds that bucket's rules. */
const emptyBucket = (bucket: string) => `<style data-make-styles-bucket="${bucket}"></style>`;

/**
 * The styles of one page's head: the site's stylesheet (`href`) and, when the stylesheet has every
 * other rule the page uses, the page's at-rule buckets after it, else all of the page's CSS. Around
 * the stylesheet are the empty reset and plain-rule buckets where the islands' runtime inserts the
 * rules of a part first rendered in the browser: reset styles before everything, other rules after
 * the stylesheet (the runtime puts each bucket after those before it).
 */
export function pageStyles(renderer: GriffelRenderer, shared: ReadonlySet<string>, href: string): string {
  const link = `<link rel="stylesheet" href="${escapeMarkup(href)}" data-site-styles>`;
  const covered = Object.values(renderer.stylesheets).every(
    (sheet) => !sheet || !SHARED_BUCKETS.has(sheet.bucketName) || sheet.cssRules().every((rule) => shared.has(rule)),
  );
  if (!covered) return link + renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  const atRules = withRules(renderer, (bucket) => !SHARED_BUCKETS.has(bucket));
  return emptyBucket('r') + link + emptyBucket('d') + renderToStaticMarkup(<>{renderToStyleElements(atRules)}</>);
}
