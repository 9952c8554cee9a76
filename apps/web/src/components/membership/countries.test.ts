import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../shared/constants';
import { REGIONS } from '../../../../../shared/entities';
import { COUNTRIES, COUNTRIES_BY_REGION, OTHER_COUNTRY } from '../../../../../shared/membership';
import { countryGroups, regionAfterCountryChange } from './countries';

describe('countryGroups', () => {
  it.each(LANGUAGES)('offers every country once, under its own region, in the regions’ order (%s)', (language) => {
    const groups = countryGroups(language);
    expect(groups.map((group) => group.region)).toEqual([...REGIONS]);
    for (const group of groups) {
      expect(group.countries.map((country) => country.code).sort()).toEqual(
        [...COUNTRIES_BY_REGION[group.region]].sort(),
      );
    }
    const codes = groups.flatMap((group) => group.countries.map((country) => country.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes, OTHER_COUNTRY].sort()).toEqual([...COUNTRIES].sort());
  });

  it('names the countries in the page’s language', () => {
    const name = (language: (typeof LANGUAGES)[number], code: string) =>
      countryGroups(language)
        .flatMap((group) => group.countries)
        .find((country) => country.code === code)?.name;
    expect(name('en', 'SE')).toBe('Sweden');
    expect(name('es', 'SE')).toBe('Suecia');
    expect(name('sv', 'SE')).toBe('Sverige');
    expect(name('en', 'MX')).toBe('Mexico');
    expect(name('es', 'MX')).toBe('México');
    expect(name('sv', 'FI')).toBe('Finland');
    expect(name('es', 'FI')).toBe('Finlandia');
  });

  it('sorts each region by name as the language sorts, not by code', () => {
    for (const language of LANGUAGES) {
      const collator = new Intl.Collator(language);
      for (const group of countryGroups(language)) {
        const names = group.countries.map((country) => country.name);
        expect(names).toEqual([...names].sort(collator.compare));
      }
    }
    // Swedish puts Ä after Z: "Färöarna" (FO) after "Finland" (FI), where a collation that reads Ä as A would not.
    const nordic = countryGroups('sv').find((group) => group.region === 'nordic')!;
    expect(nordic.countries.map((country) => country.name)).toEqual([
      'Danmark',
      'Finland',
      'Färöarna',
      'Grönland',
      'Island',
      'Norge',
      'Sverige',
    ]);
    // Spanish names sort differently from the codes: Spain (ES, "España") after Ecuador and El Salvador (SV).
    const ibero = countryGroups('es').find((group) => group.region === 'ibero-america')!.countries;
    const names = ibero.map((country) => country.name);
    expect(names.indexOf('El Salvador')).toBeLessThan(names.indexOf('España'));
  });
});

describe('regionAfterCountryChange', () => {
  it('suggests the region of the chosen country while the region is empty', () => {
    expect(regionAfterCountryChange('', '', 'SE')).toBe('nordic');
    expect(regionAfterCountryChange('', '', 'MX')).toBe('ibero-america');
    expect(regionAfterCountryChange('', '', 'EE')).toBe('baltic');
  });

  it('follows the country while the region is still the previous suggestion', () => {
    expect(regionAfterCountryChange('nordic', 'SE', 'LV')).toBe('baltic');
    expect(regionAfterCountryChange('baltic', 'LV', 'AR')).toBe('ibero-america');
  });

  it('keeps a region the visitor chose themselves', () => {
    // Sweden suggested nordic; the visitor chose baltic instead, then changed the country.
    expect(regionAfterCountryChange('baltic', 'SE', 'NO')).toBe('baltic');
    // A region chosen before any country.
    expect(regionAfterCountryChange('ibero-america', '', 'FI')).toBe('ibero-america');
  });

  it('keeps the region for a country outside the three regions', () => {
    expect(regionAfterCountryChange('nordic', 'SE', OTHER_COUNTRY)).toBe('nordic');
    expect(regionAfterCountryChange('', '', OTHER_COUNTRY)).toBe('');
  });
});
