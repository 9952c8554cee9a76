import { describe, expect, it } from 'vitest';
import { commonRules, cssRules, pageCss, styleTexts } from './css-rules';

describe('inline CSS of a page', () => {
  it('reads the text of every <style> element, whatever its attributes', () => {
    const html =
      '<head><style data-make-styles-bucket="d">.a{color:red}</style><STYLE>.b{margin:0}</STYLE></head>' +
      '<body><p>style</p><script>"<style>"</script></body>';
    expect(styleTexts(html)).toEqual(['.a{color:red}', '.b{margin:0}']);
  });

  it('cuts CSS into top-level rules, an at-rule block kept whole', () => {
    const css =
      '.f1{display:flex;}  @media (min-width:640px){.f2{gap:4px;}.f3{gap:8px;}}\n' +
      '/* between */ .f4::after{content:"}{;"} @import url(x.css); .f5:hover{color:blue;}';
    expect(cssRules(css)).toEqual([
      '.f1{display:flex;}',
      '@media (min-width:640px){.f2{gap:4px;}.f3{gap:8px;}}',
      '.f4::after{content:"}{;"}',
      '@import url(x.css);',
      '.f5:hover{color:blue;}',
    ]);
  });

  it('counts the bytes inside <style> as UTF-8 and the rules once each', () => {
    const css = pageCss('<style>.a{content:"é"}.a{content:"é"}</style><style>.b{x:1}</style>');
    expect(css.bytes).toBe(Buffer.byteLength('.a{content:"é"}.a{content:"é"}') + '.b{x:1}'.length);
    expect([...css.rules]).toEqual(['.a{content:"é"}', '.b{x:1}']);
  });

  it('finds the rules common to every page, and their bytes', () => {
    const pages = [
      pageCss('<style>.a{x:1}.b{x:2}.c{x:3}</style>'),
      pageCss('<style>.b{x:2}.a{x:1}</style>'),
      pageCss('<style>.a{x:1}.b{x:2}.d{x:4}</style>'),
    ];
    const common = commonRules(pages);
    expect([...common.rules].sort()).toEqual(['.a{x:1}', '.b{x:2}']);
    expect(common.bytes).toBe(14);
    expect(commonRules([]).bytes).toBe(0);
    expect(commonRules([pageCss('<p></p>'), pages[0]!]).rules.size).toBe(0);
  });
});
