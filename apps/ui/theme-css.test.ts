import { describe, expect, it } from 'vitest';
import { chamberTheme } from './theme';
import { siteThemeCss } from './theme-css';

const declared = (css: string) => new Set(Array.from(css.matchAll(/--([A-Za-z0-9_-]+):/g), (match) => match[1]));
const read = (css: string) => new Set(Array.from(css.matchAll(/var\(--([A-Za-z0-9_-]+)/g), (match) => match[1]));

describe('the root styles of the site', () => {
  it('declare every variable of the theme, and every variable they read', () => {
    const css = siteThemeCss(chamberTheme);
    expect(declared(css)).toEqual(new Set(Object.keys(chamberTheme)));
    expect(declared(css).size).toBeGreaterThan(400);
    expect(css).toContain(`--colorBrandForeground1:${chamberTheme.colorBrandForeground1};`);
    for (const name of read(css)) expect(declared(css).has(name)).toBe(true);
  });

  it("give the body Fluent's base text styles", () => {
    expect(siteThemeCss(chamberTheme)).toContain(
      'body{margin:0;color:var(--colorNeutralForeground1);background-color:var(--colorNeutralBackground1);',
    );
  });
});
