/**
 * Hard-coded companies of the Business Directory page. Company names are proper names and
 * stay here; descriptions are display text in the `directory` namespace (`directory:companies.<id>`).
 */

/** Directory regions, the options of the Region filter after All. */
export const DIRECTORY_REGIONS = ['nordic', 'baltic', 'ibero-american', 'latin-america', 'nordic-baltic'] as const;
export type DirectoryRegion = (typeof DIRECTORY_REGIONS)[number];

/** Directory industries; their labels are the common `industries.*` ones. */
export const DIRECTORY_INDUSTRIES = [
  'energy',
  'technology',
  'manufacturing',
  'consulting',
  'finance',
  'agriculture',
  'design',
  'logistics',
] as const;
export type DirectoryIndustry = (typeof DIRECTORY_INDUSTRIES)[number];

/** Business types. */
export const BUSINESS_TYPES = ['provider', 'service-provider', 'manufacturer', 'exporter'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The filter value that disables a filter. */
export const ALL = 'all';

export interface DirectoryCompany {
  id: string;
  name: string;
  logo: string;
  /** City (a proper name) and ISO 3166-1 country code; the country name is localised when shown. */
  location: { city: string; country: string };
  region: DirectoryRegion;
  industry: DirectoryIndustry;
  type: BusinessType;
  website: string;
  phone: string;
  email: string;
}

const logo = (id: string) => `/images/resources/logos/${id}.svg`;

export const DIRECTORY_COMPANIES: readonly DirectoryCompany[] = [
  {
    id: 'nordvind-energi',
    name: 'Nordvind Energi AB',
    logo: logo('nordvind-energi'),
    location: { city: 'Malmö', country: 'SE' },
    region: 'nordic',
    industry: 'energy',
    type: 'provider',
    website: 'https://nordvind-energi.example',
    phone: '+46 40 555 01 23',
    email: 'contact@nordvind-energi.example',
  },
  {
    id: 'baltic-data-works',
    name: 'Baltic Data Works OÜ',
    logo: logo('baltic-data-works'),
    location: { city: 'Tartu', country: 'EE' },
    region: 'baltic',
    industry: 'technology',
    type: 'service-provider',
    website: 'https://balticdataworks.example',
    phone: '+372 7 555 0142',
    email: 'hello@balticdataworks.example',
  },
  {
    id: 'andes-solar',
    name: 'Andes Solar SpA',
    logo: logo('andes-solar'),
    location: { city: 'Santiago', country: 'CL' },
    region: 'latin-america',
    industry: 'energy',
    type: 'provider',
    website: 'https://andessolar.example',
    phone: '+56 2 2555 0187',
    email: 'contacto@andessolar.example',
  },
  {
    id: 'levante-logistica',
    name: 'Levante Logística S.L.',
    logo: logo('levante-logistica'),
    location: { city: 'Valencia', country: 'ES' },
    region: 'ibero-american',
    industry: 'logistics',
    type: 'service-provider',
    website: 'https://levantelogistica.example',
    phone: '+34 963 555 014',
    email: 'info@levantelogistica.example',
  },
  {
    id: 'fjord-precision',
    name: 'Fjord Precision AS',
    logo: logo('fjord-precision'),
    location: { city: 'Bergen', country: 'NO' },
    region: 'nordic',
    industry: 'manufacturing',
    type: 'manufacturer',
    website: 'https://fjordprecision.example',
    phone: '+47 55 55 01 90',
    email: 'sales@fjordprecision.example',
  },
  {
    id: 'amber-coast-foods',
    name: 'Amber Coast Foods UAB',
    logo: logo('amber-coast-foods'),
    location: { city: 'Kaunas', country: 'LT' },
    region: 'baltic',
    industry: 'agriculture',
    type: 'exporter',
    website: 'https://ambercoastfoods.example',
    phone: '+370 37 555 021',
    email: 'export@ambercoastfoods.example',
  },
  {
    id: 'cafe-altura',
    name: 'Café Altura Exportadora S.A.S.',
    logo: logo('cafe-altura'),
    location: { city: 'Medellín', country: 'CO' },
    region: 'latin-america',
    industry: 'agriculture',
    type: 'exporter',
    website: 'https://cafealtura.example',
    phone: '+57 604 555 0133',
    email: 'ventas@cafealtura.example',
  },
  {
    id: 'lumo-design',
    name: 'Lumo Design Studio Oy',
    logo: logo('lumo-design'),
    location: { city: 'Helsinki', country: 'FI' },
    region: 'nordic',
    industry: 'design',
    type: 'service-provider',
    website: 'https://lumodesign.example',
    phone: '+358 9 5550 1077',
    email: 'studio@lumodesign.example',
  },
  {
    id: 'nordbalt-capital',
    name: 'NordBalt Capital Partners',
    logo: logo('nordbalt-capital'),
    location: { city: 'Riga', country: 'LV' },
    region: 'nordic-baltic',
    industry: 'finance',
    type: 'provider',
    website: 'https://nordbaltcapital.example',
    phone: '+371 6755 5012',
    email: 'partners@nordbaltcapital.example',
  },
  {
    id: 'regiomontana-industrial',
    name: 'Regiomontana Industrial S.A. de C.V.',
    logo: logo('regiomontana-industrial'),
    location: { city: 'Monterrey', country: 'MX' },
    region: 'latin-america',
    industry: 'manufacturing',
    type: 'manufacturer',
    website: 'https://regiomontana.example',
    phone: '+52 81 5555 0164',
    email: 'negocios@regiomontana.example',
  },
  {
    id: 'douro-consultores',
    name: 'Douro Consultores Lda.',
    logo: logo('douro-consultores'),
    location: { city: 'Porto', country: 'PT' },
    region: 'ibero-american',
    industry: 'consulting',
    type: 'service-provider',
    website: 'https://douroconsultores.example',
    phone: '+351 22 555 0148',
    email: 'geral@douroconsultores.example',
  },
  {
    id: 'kattegat-freight',
    name: 'Kattegat Freight A/S',
    logo: logo('kattegat-freight'),
    location: { city: 'Aarhus', country: 'DK' },
    region: 'nordic',
    industry: 'logistics',
    type: 'service-provider',
    website: 'https://kattegatfreight.example',
    phone: '+45 86 55 50 19',
    email: 'booking@kattegatfreight.example',
  },
  {
    id: 'pampa-agro',
    name: 'Pampa Agro Exportaciones S.A.',
    logo: logo('pampa-agro'),
    location: { city: 'Rosario', country: 'AR' },
    region: 'latin-america',
    industry: 'agriculture',
    type: 'exporter',
    website: 'https://pampaagro.example',
    phone: '+54 341 555 0172',
    email: 'comercial@pampaagro.example',
  },
  {
    id: 'vilnius-fintech-labs',
    name: 'Vilnius Fintech Labs UAB',
    logo: logo('vilnius-fintech-labs'),
    location: { city: 'Vilnius', country: 'LT' },
    region: 'baltic',
    industry: 'finance',
    type: 'service-provider',
    website: 'https://vilniusfintechlabs.example',
    phone: '+370 5 255 5093',
    email: 'team@vilniusfintechlabs.example',
  },
  {
    id: 'oresund-advisory',
    name: 'Öresund Advisory Group AB',
    logo: logo('oresund-advisory'),
    location: { city: 'Lund', country: 'SE' },
    region: 'nordic-baltic',
    industry: 'consulting',
    type: 'service-provider',
    website: 'https://oresundadvisory.example',
    phone: '+46 46 555 02 64',
    email: 'advisory@oresundadvisory.example',
  },
  {
    id: 'parnu-timber',
    name: 'Pärnu Timber Works AS',
    logo: logo('parnu-timber'),
    location: { city: 'Pärnu', country: 'EE' },
    region: 'baltic',
    industry: 'manufacturing',
    type: 'exporter',
    website: 'https://parnutimber.example',
    phone: '+372 44 555 031',
    email: 'sales@parnutimber.example',
  },
  {
    id: 'paulista-digital',
    name: 'Paulista Digital Ltda.',
    logo: logo('paulista-digital'),
    location: { city: 'São Paulo', country: 'BR' },
    region: 'ibero-american',
    industry: 'technology',
    type: 'provider',
    website: 'https://paulistadigital.example',
    phone: '+55 11 5555 0126',
    email: 'contato@paulistadigital.example',
  },
  {
    id: 'estudio-trama',
    name: 'Estudio Trama',
    logo: logo('estudio-trama'),
    location: { city: 'Montevideo', country: 'UY' },
    region: 'latin-america',
    industry: 'design',
    type: 'service-provider',
    website: 'https://estudiotrama.example',
    phone: '+598 2 555 0118',
    email: 'hola@estudiotrama.example',
  },
];

export interface DirectoryFilters {
  region: string;
  industry: string;
  type: string;
}

/** The filters a visitor starts with and returns to on Reset Filters. */
export const DEFAULT_DIRECTORY_FILTERS: DirectoryFilters = { region: ALL, industry: ALL, type: ALL };

/** Directory filters: region, industry and type must equal the choice; 'all' disables a filter. */
export function filterCompanies<T extends Pick<DirectoryCompany, 'region' | 'industry' | 'type'>>(
  companies: readonly T[],
  { region, industry, type }: DirectoryFilters,
): T[] {
  return companies.filter(
    (company) =>
      (region === ALL || company.region === region) &&
      (industry === ALL || company.industry === industry) &&
      (type === ALL || company.type === type),
  );
}

/** Case-insensitive search on a company's name and its (translated) description from `describe`. */
export function searchCompanies<T extends Pick<DirectoryCompany, 'name'>>(
  companies: readonly T[],
  search: string,
  describe: (company: T) => string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...companies];
  return companies.filter(
    (company) => company.name.toLowerCase().includes(needle) || describe(company).toLowerCase().includes(needle),
  );
}
