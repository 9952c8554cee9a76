import type { Language } from '../../../../../shared/constants';
import { REGIONS, type Region } from '../../../../../shared/entities';
import { COUNTRIES_BY_REGION, regionOfCountry } from '../../../../../shared/membership';

/** A country the application form offers: its ISO code (the value sent) and its name in the page's language. */
export interface CountryOption {
  code: string;
  name: string;
}

/** The countries of one region, an `<optgroup>` of the form's country field. */
export interface CountryGroup {
  region: Region;
  countries: CountryOption[];
}

/**
 * The form's countries, grouped by region in the regions' own order and sorted by name within each
 * group, named in `language` by `Intl.DisplayNames`. The page computes them on the server and hands
 * them to the island as props: the browser's ICU data may name or sort a country differently from
 * Node's, and the island must hydrate the very markup the server wrote.
 */
export function countryGroups(language: Language): CountryGroup[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return REGIONS.map((region) => ({
    region,
    countries: COUNTRIES_BY_REGION[region]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  }));
}

/**
 * The region once the country changes: the new country's region when the region field is still
 * empty or still shows the previous country's suggestion; a region the visitor chose otherwise is
 * kept, and so is any region for a country outside the three regions (`other`).
 */
export function regionAfterCountryChange(region: string, previousCountry: string, country: string): string {
  const suggested = regionOfCountry(country);
  if (!suggested) return region;
  return region === '' || region === regionOfCountry(previousCountry) ? suggested : region;
}
