import type { Theme } from '@fluentui/react-components';

// Fluent's theme is CSS variables on the page's root instead of a provider element around it: the
// site's stylesheet declares all of them (some 460, cached with it), since a dialog or a toast an
// island opens may use any of them.

/** The base text styles Fluent's provider would give its own element, on the page's root instead. */
const BASE_CSS =
  // The sticky header covers the top of the window: a section reached by its anchor, or a field
  // focused after an error, scrolls into view below it.
  'html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:8rem}' +
  'body{margin:0;color:var(--colorNeutralForeground1);background-color:var(--colorNeutralBackground1);' +
  'font-family:var(--fontFamilyBase);font-size:var(--fontSizeBase300);font-weight:var(--fontWeightRegular);' +
  'line-height:var(--lineHeightBase300);text-align:left}';

/** The theme's variables as one `:root` rule. */
function themeVariablesCss(theme: Theme): string {
  const variables = Object.entries(theme)
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('');
  return `:root{${variables}}`;
}

/** The site's root styles: every variable of the theme, and the base text styles on the body. */
export function siteThemeCss(theme: Theme): string {
  return themeVariablesCss(theme) + BASE_CSS;
}
