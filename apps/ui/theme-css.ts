import type { Theme } from '@fluentui/react-components';

// Fluent's theme is some 460 CSS variables; a page's markup and CSS use about a third of them. A
// page declares only those it uses (the rest of its HTML is the same for every visitor), and the
// islands' runtime declares the whole theme when it starts (`themeVariablesCss`), since a dialog
// or a toast it opens may use any of them.

/** The base text styles Fluent's provider would give its own element, on the page's root instead. */
const BASE_CSS =
  // The sticky header covers the top of the window: a section reached by its anchor, or a field
  // focused after an error, scrolls into view below it.
  'html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:8rem}' +
  'body{margin:0;color:var(--colorNeutralForeground1);background-color:var(--colorNeutralBackground1);' +
  'font-family:var(--fontFamilyBase);font-size:var(--fontSizeBase300);font-weight:var(--fontWeightRegular);' +
  'line-height:var(--lineHeightBase300);text-align:left}';

const VARIABLE_USE = /var\(--([A-Za-z0-9_-]+)/g;

/** The names of the CSS variables `text` reads (`var(--name…)`). */
export function variablesUsedIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(VARIABLE_USE), (match) => match[1] as string));
}

/** The theme's variables named in `used` (all of them when it is absent) as one `:root` rule. */
export function themeVariablesCss(theme: Theme, used?: ReadonlySet<string>): string {
  const variables = Object.entries(theme)
    .filter(([name]) => !used || used.has(name))
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('');
  return `:root{${variables}}`;
}

/**
 * The page's own root styles: the theme's variables that `page` (its markup and rendered CSS) and
 * the base styles read, and the base styles.
 */
export function pageThemeCss(theme: Theme, page: string): string {
  const used = variablesUsedIn(page + BASE_CSS);
  // A theme value may itself read another variable.
  for (const name of [...used]) {
    const value = (theme as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string') for (const inner of variablesUsedIn(value)) used.add(inner);
  }
  return themeVariablesCss(theme, used) + BASE_CSS;
}
