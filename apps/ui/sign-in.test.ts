import { describe, expect, it } from 'vitest';
import { addressLanguage } from './i18n';
import { signInHref, signInReturn } from './sign-in';

describe('signInHref', () => {
  it('names the way back and the language of the page the link is on', () => {
    const href = signInHref('/api/guides/4/download', 'sv');
    expect(href).toBe('/auth?next=%2Fapi%2Fguides%2F4%2Fdownload&lang=sv');
    const query = new URL(href, 'https://chamber.example').searchParams;
    expect(query.get('next')).toBe('/api/guides/4/download');
    expect(addressLanguage(`?${query.toString()}`)).toBe('sv');
  });

  it('keeps a fragment of the way back inside its parameter', () => {
    const href = signInHref('/es/events/12#register', 'es');
    expect(new URL(href, 'https://chamber.example').searchParams.get('next')).toBe('/es/events/12#register');
    expect(href).not.toContain('#');
  });

  it('names only the language without a way back', () => {
    expect(signInHref(null, 'en')).toBe('/auth?lang=en');
  });
});

describe('addressLanguage', () => {
  it.each([
    ['?lang=sv', 'sv'],
    ['?next=%2Fevents%2F3&lang=es', 'es'],
    ['?lang=en', 'en'],
  ])('reads %s as %s', (search, language) => {
    expect(addressLanguage(search)).toBe(language);
  });

  it.each(['', '?next=%2Fevents%2F3', '?lang=de', '?lang=SV', '?lang=', '?lang=sv-SE'])(
    'ignores %j (no site language named)',
    (search) => {
      expect(addressLanguage(search)).toBeNull();
    },
  );
});

describe('signInReturn', () => {
  it('comes back to a page by loading it', () => {
    expect(signInReturn('/sv/events/12#register', 'sv')).toEqual({ kind: 'page', href: '/sv/events/12#register' });
    expect(signInReturn('/events/12', 'en')).toEqual({ kind: 'page', href: '/events/12' });
  });

  it('starts a download with the language and links back to the page listing the document, in that language', () => {
    expect(signInReturn('/api/guides/4/download', 'sv')).toEqual({
      kind: 'download',
      href: '/api/guides/4/download?lang=sv',
      listedOn: { path: '/sv/investment-guides', nav: 'investmentGuides' },
    });
    expect(signInReturn('/api/reports/3/download', 'es')).toEqual({
      kind: 'download',
      href: '/api/reports/3/download?lang=es',
      listedOn: { path: '/es/market-reports', nav: 'marketReports' },
    });
    expect(signInReturn('/api/publications/2/download', 'en')).toMatchObject({
      href: '/api/publications/2/download?lang=en',
      listedOn: { path: '/publications', nav: 'publications' },
    });
  });

  it('keeps a language the download path names already', () => {
    expect(signInReturn('/api/reports/3/download?lang=es', 'sv')).toMatchObject({
      kind: 'download',
      href: '/api/reports/3/download?lang=es',
    });
  });

  it('links a download of an unknown kind back to the home page', () => {
    expect(signInReturn('/api/brochures/1/download', 'sv')).toMatchObject({
      kind: 'download',
      listedOn: { path: '/sv', nav: 'home' },
    });
  });

  it.each(['/api/reports/3', '/api/reports/3/downloads', '/api/x?y=/download', '/downloads/3/download'])(
    'treats %s as a page, not a download',
    (next) => {
      expect(signInReturn(next, 'en')).toEqual({ kind: 'page', href: next });
    },
  );

  it.each([null, '', '//evil.example/api/reports/3/download', 'https://evil.example/', '/\\evil.example'])(
    'refuses %j (not a path on this site)',
    (next) => {
      expect(signInReturn(next, 'en')).toBeNull();
    },
  );
});
