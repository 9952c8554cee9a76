import type { Theme } from '@fluentui/react-components';

/**
 * Fluent's theme as CSS variables on the document's root, with the base text styles Fluent's
 * provider would give its own element: every server-rendered part, island and portal uses them.
 * Also how the page's lower sections are rendered (see below).
 */
export function themeCss(theme: Theme): string {
  const variables = Object.entries(theme)
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('');
  return (
    `:root{${variables}}` +
    'html{-webkit-text-size-adjust:100%;text-size-adjust:100%}' +
    'body{margin:0;color:var(--colorNeutralForeground1);background-color:var(--colorNeutralBackground1);' +
    'font-family:var(--fontFamilyBase);font-size:var(--fontSizeBase300);font-weight:var(--fontWeightRegular);' +
    'line-height:var(--lineHeightBase300);text-align:left}' +
    // A page's sections after the first, and the footer, are laid out and painted only when they
    // come near the screen: on a slow phone the first screen is ready sooner. Their height until
    // then is a guess, and once shown the browser remembers the real one.
    'main>section~section,body>footer{content-visibility:auto;contain-intrinsic-size:auto 700px}'
  );
}
