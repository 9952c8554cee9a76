import { describe, expect, it } from 'vitest';
import { languageRedirect, preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it.each([
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['de;q=1, sv;q=0.2, es;q=0.7', 'es'],
    ['es;q=0, sv', 'sv'],
    ['ES-mx', 'es'],
    ['fr, de', null],
    ['*', null],
    ['', null],
  ])('%j → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('languageRedirect', () => {
  const siteDefault = (language: 'en' | 'es' | 'sv') => () => Promise.resolve(language);
  const decide = (input: Partial<Parameters<typeof languageRedirect>[0]>) =>
    languageRedirect({
      savedChoice: undefined,
      visited: false,
      acceptLanguage: undefined,
      siteDefault: siteDefault('en'),
      ...input,
    });

  it('follows a saved choice first, then the browser, then the site default for a language the site lacks', async () => {
    expect(await decide({ savedChoice: 'sv', acceptLanguage: 'es' })).toBe('sv');
    expect(await decide({ savedChoice: 'en', acceptLanguage: 'es' })).toBeNull();
    expect(await decide({ acceptLanguage: 'es-AR' })).toBe('es');
    expect(await decide({ acceptLanguage: 'fr', siteDefault: siteDefault('sv') })).toBe('sv');
    expect(await decide({ acceptLanguage: 'fr' })).toBeNull();
    expect(await decide({ savedChoice: 'xx', acceptLanguage: 'sv' })).toBe('sv');
  });

  it('never redirects a crawler without Accept-Language, nor any request after the first of a visit', async () => {
    expect(await decide({ siteDefault: siteDefault('es') })).toBeNull();
    expect(await decide({ visited: true, savedChoice: 'es', acceptLanguage: 'es' })).toBeNull();
  });

  it('reads the site default only when it decides', async () => {
    let asked = 0;
    const counting = () => {
      asked += 1;
      return Promise.resolve('sv' as const);
    };
    await decide({ acceptLanguage: 'es', siteDefault: counting });
    await decide({ savedChoice: 'es', siteDefault: counting });
    expect(asked).toBe(0);
    await decide({ acceptLanguage: 'fr', siteDefault: counting });
    expect(asked).toBe(1);
  });
});
