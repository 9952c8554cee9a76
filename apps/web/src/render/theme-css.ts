import type { Theme } from '@fluentui/react-components';

/**
 * Fluent's theme as CSS variables on the document's root, with the base text styles Fluent's
 * provider would give its own element: every server-rendered part, island and portal uses them.
 */
export function themeCss(theme: Theme): string {
  const variables = Object.entries(theme)
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('');
  return (
    `:root{${variables}}` +
    // The sticky header covers the top of the window: a section reached by its anchor, or a field
    // focused after an error, scrolls into view below it.
    'html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:8rem}' +
    'body{margin:0;color:var(--colorNeutralForeground1);background-color:var(--colorNeutralBackground1);' +
    'font-family:var(--fontFamilyBase);font-size:var(--fontSizeBase300);font-weight:var(--fontWeightRegular);' +
    'line-height:var(--lineHeightBase300);text-align:left}'
  );
}
