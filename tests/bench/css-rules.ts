// What Griffel (Fluent UI's CSS-in-JS) writes into a server-rendered page: the text of its
// `<style>` elements, cut into top-level rules, and the rules every page carries alike.

/** The text inside each `<style>` element of `html`, in document order. */
export function styleTexts(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
}

/**
 * The top-level rules of `css`: a style rule (`.a{color:red}`), an at-rule with a block
 * (`@media (…){.a{…}}`, kept whole) or one ending in `;` (`@import …;`). Braces and semicolons
 * inside strings and comments do not count; comments and whitespace between rules are dropped.
 */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const character = css[i]!;
    if (quote) {
      if (character === '\\') i += 1;
      else if (character === quote) quote = null;
      continue;
    }
    if (character === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const close = end < 0 ? css.length : end + 2;
      // A comment between rules is not part of the next one.
      if (depth === 0 && css.slice(start, i).trim() === '') start = close;
      i = close - 1;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '{') depth += 1;
    else if (character === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        rules.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (character === ';' && depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules.filter((rule) => rule !== '' && rule !== ';');
}

/** The inline CSS of one page: its bytes (UTF-8, inside `<style>`) and its distinct rules. */
export interface PageCss {
  bytes: number;
  rules: Set<string>;
}

/** The inline CSS of `html`. */
export function pageCss(html: string): PageCss {
  const texts = styleTexts(html);
  return {
    bytes: texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    rules: new Set(texts.flatMap(cssRules)),
  };
}

/** The rules every page has (none when there is no page), and their bytes. */
export function commonRules(pages: readonly PageCss[]): { rules: Set<string>; bytes: number } {
  const [first, ...rest] = pages;
  const rules = new Set([...(first?.rules ?? [])].filter((rule) => rest.every((page) => page.rules.has(rule))));
  return { rules, bytes: [...rules].reduce((sum, rule) => sum + Buffer.byteLength(rule), 0) };
}
