import { describe, expect, it } from 'vitest';
import { chamberTheme } from './theme';
import { pageThemeCss, themeVariablesCss, variablesUsedIn } from './theme-css';

const declared = (css: string) => new Set(Array.from(css.matchAll(/--([A-Za-z0-9_-]+):/g), (match) => match[1]));

describe('the theme a page declares', () => {
  it('declares exactly the variables the page and the base styles read', () => {
    const page = '<style>.a{color:var(--colorBrandForeground1)}</style><p style="gap:var(--spacingHorizontalM)">x</p>';
    const css = pageThemeCss(chamberTheme, page);
    expect(declared(css)).toEqual(
      new Set([
        'colorBrandForeground1',
        'spacingHorizontalM',
        // The base styles of the page's body.
        'colorNeutralForeground1',
        'colorNeutralBackground1',
        'fontFamilyBase',
        'fontSizeBase300',
        'fontWeightRegular',
        'lineHeightBase300',
      ]),
    );
    expect(css).toContain(`--colorBrandForeground1:${chamberTheme.colorBrandForeground1};`);
    expect(css).toContain('body{margin:0;');
    // Every variable the result reads is declared in it.
    for (const name of variablesUsedIn(css)) expect(declared(css).has(name)).toBe(true);
  });

  it('leaves out a variable nothing reads, and the islands get the whole theme', () => {
    expect(pageThemeCss(chamberTheme, '')).not.toContain('--colorStatusDangerBackground3:');
    const whole = themeVariablesCss(chamberTheme);
    expect(declared(whole).size).toBe(Object.keys(chamberTheme).length);
    expect(declared(whole).size).toBeGreaterThan(400);
  });
});
