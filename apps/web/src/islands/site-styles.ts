import type { GriffelRenderer } from '@fluentui/react-components';

// The format of the site's stylesheet, which the server writes (render/page-styles.tsx) and the
// islands' runtime reads back: one CSS rule a line, the rules of each style bucket after a comment
// line that names the bucket. A rule's own line breaks (some of Fluent's span lines) are written as
// carriage returns, which CSS reads as line breaks too; a rule with a carriage return of its own is
// not in the stylesheet.

type StyleBucket = GriffelRenderer['insertionCache'][string];

/** The line before the rules of `bucket`. */
export const bucketLine = (bucket: string) => `/*${bucket}*/`;

const BUCKET_LINE = /^\/\*([a-z])\*\/$/;

/** A rule as the stylesheet writes it, on one line. */
export const sheetLine = (rule: string) => rule.replaceAll('\n', '\r');

/** Each rule of the stylesheet `text` with its bucket (lines before the first bucket's are left out). */
export function readSiteStyles(text: string): Array<[rule: string, bucket: StyleBucket]> {
  const rules: Array<[string, StyleBucket]> = [];
  let bucket: StyleBucket | null = null;
  for (const line of text.split('\n')) {
    const marker = BUCKET_LINE.exec(line);
    if (marker) bucket = marker[1] as StyleBucket;
    else if (line && bucket) rules.push([line.replaceAll('\r', '\n'), bucket]);
  }
  return rules;
}
