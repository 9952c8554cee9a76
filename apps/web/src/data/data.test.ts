import { describe, expect, it } from 'vitest';
import { ALL, DIRECTORY_COMPANIES, DIRECTORY_REGIONS, filterCompanies, searchCompanies } from './directory';
import { INVESTMENT_GUIDES, MARKET_ENTRY_GUIDES, UPCOMING_WEBINARS, filterGuides, sortGuides } from './guides';
import {
  FEATURED_COLLECTIONS,
  JOURNAL_ARTICLES,
  PUBLICATIONS,
  UPCOMING_PUBLICATIONS,
  isResearchPublication,
  researchPublications,
  searchPublications,
} from './publications';
import { AGREEMENT_STATUSES, COMPLIANCE_SECTORS, TARIFF_ROWS, TRADE_AGREEMENTS } from './regulations';
import {
  MARKET_INSIGHTS,
  REPORTS,
  featuredReports,
  filterReports,
  mostDownloadedReports,
  recentReports,
  reportYears,
  reportsForTab,
} from './reports';
import enReports from '../locales/en/reports.json';
import enRegulations from '../locales/en/regulations.json';
import enGuides from '../locales/en/guides.json';
import enDirectory from '../locales/en/directory.json';
import enPublications from '../locales/en/publications.json';
import esReports from '../locales/es/reports.json';
import esRegulations from '../locales/es/regulations.json';
import esGuides from '../locales/es/guides.json';
import esDirectory from '../locales/es/directory.json';
import esPublications from '../locales/es/publications.json';
import svReports from '../locales/sv/reports.json';
import svRegulations from '../locales/sv/regulations.json';
import svGuides from '../locales/sv/guides.json';
import svDirectory from '../locales/sv/directory.json';
import svPublications from '../locales/sv/publications.json';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('market report tabs', () => {
  it('has six hard-coded reports', () => {
    expect(REPORTS).toHaveLength(6);
    expect(new Set(ids(REPORTS)).size).toBe(6);
  });

  it('Featured shows the first 3', () => {
    const featured = featuredReports(REPORTS);
    expect(featured).toHaveLength(3);
    expect(ids(featured)).toEqual(ids(REPORTS.slice(0, 3)));
    expect(ids(featured)).toEqual(['trade-outlook-2026', 'baltic-offshore-wind', 'fintech-corridors']);
  });

  it('Recently Added shows the first 4', () => {
    const recent = recentReports(REPORTS);
    expect(recent).toHaveLength(4);
    expect(ids(recent)).toEqual(ids(REPORTS.slice(0, 4)));
  });

  it('Most Downloaded shows items 2 to 5', () => {
    const most = mostDownloadedReports(REPORTS);
    expect(most).toHaveLength(4);
    expect(most[0]).toBe(REPORTS[1]);
    expect(most[3]).toBe(REPORTS[4]);
    expect(ids(most)).toEqual([
      'baltic-offshore-wind',
      'fintech-corridors',
      'agrifood-mercosur',
      'digital-services-index',
    ]);
  });

  it('selects the same items through reportsForTab, and All shows all six', () => {
    expect(reportsForTab(REPORTS, 'all')).toHaveLength(6);
    expect(reportsForTab(REPORTS, 'featured')).toEqual(featuredReports(REPORTS));
    expect(reportsForTab(REPORTS, 'recent')).toEqual(recentReports(REPORTS));
    expect(reportsForTab(REPORTS, 'mostDownloaded')).toEqual(mostDownloadedReports(REPORTS));
  });

  it('works on any list: the selections are positions, not ids', () => {
    const letters = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(featuredReports(letters)).toEqual(['a', 'b', 'c']);
    expect(recentReports(letters)).toEqual(['a', 'b', 'c', 'd']);
    expect(mostDownloadedReports(letters)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('filters by category, year and search text', () => {
    const all = { search: '', category: 'all', year: 'all' };
    const describe = (report: { id: string }) => report.id;
    expect(filterReports(REPORTS, all, describe)).toHaveLength(6);
    expect(ids(filterReports(REPORTS, { ...all, category: 'energy' }, describe))).toEqual([
      'baltic-offshore-wind',
      'green-hydrogen-chile',
    ]);
    expect(filterReports(REPORTS, { ...all, year: '2026' }, describe)).toHaveLength(5);
    expect(filterReports(REPORTS, { ...all, year: '2025' }, describe)).toHaveLength(1);
    expect(ids(filterReports(REPORTS, { ...all, search: '  FINTECH ' }, describe))).toEqual(['fintech-corridors']);
    expect(reportYears(REPORTS)).toEqual(['2026', '2025']);
  });
});

describe('publications: the Research Papers tab', () => {
  it('keeps exactly the types Research Paper, White Paper and Report', () => {
    const research = researchPublications(PUBLICATIONS);
    expect(PUBLICATIONS).toHaveLength(7);
    expect(research).toHaveLength(5);
    expect(research.every((item) => ['research-paper', 'white-paper', 'report'].includes(item.type))).toBe(true);
    expect(ids(PUBLICATIONS.filter((item) => !isResearchPublication(item)))).toEqual([
      'eudr-readiness',
      'estonian-e-residency',
    ]);
  });

  it('counts each type on a made-up list', () => {
    const list = [
      { type: 'research-paper' as const },
      { type: 'white-paper' as const },
      { type: 'report' as const },
      { type: 'policy-brief' as const },
      { type: 'case-study' as const },
      { type: 'report' as const },
    ];
    expect(researchPublications(list)).toHaveLength(4);
    expect(researchPublications([])).toHaveLength(0);
  });

  it('searches authors and the described text, ignoring case', () => {
    const describe = (item: { id: string }) => item.id;
    expect(searchPublications(PUBLICATIONS, '', describe)).toHaveLength(7);
    expect(ids(searchPublications(PUBLICATIONS, 'lindqvist', describe))).toEqual(['value-chains-lithium']);
    expect(ids(searchPublications(PUBLICATIONS, 'E-RESIDENCY', describe))).toEqual(['estonian-e-residency']);
    expect(searchPublications(JOURNAL_ARTICLES, 'Kadri Tamm', describe)).toHaveLength(1);
  });

  it('collections only reference existing publications', () => {
    const known = new Set(ids(PUBLICATIONS));
    for (const collection of FEATURED_COLLECTIONS) {
      expect(collection.publicationIds.every((id) => known.has(id))).toBe(true);
    }
  });
});

describe('directory filters', () => {
  const none = { region: ALL, industry: ALL, type: ALL };

  it('holds at least 12 companies and every filter value has one', () => {
    expect(DIRECTORY_COMPANIES.length).toBeGreaterThanOrEqual(12);
    expect(DIRECTORY_COMPANIES).toHaveLength(18);
    for (const region of DIRECTORY_REGIONS) {
      expect(filterCompanies(DIRECTORY_COMPANIES, { ...none, region }).length).toBeGreaterThan(0);
    }
  });

  it("'all' disables every filter", () => {
    expect(filterCompanies(DIRECTORY_COMPANIES, none)).toHaveLength(18);
  });

  it('counts per region', () => {
    const count = (region: string) => filterCompanies(DIRECTORY_COMPANIES, { ...none, region }).length;
    expect(count('nordic')).toBe(4);
    expect(count('baltic')).toBe(4);
    expect(count('ibero-american')).toBe(3);
    expect(count('latin-america')).toBe(5);
    expect(count('nordic-baltic')).toBe(2);
  });

  it('counts per industry and per business type', () => {
    const byIndustry = (industry: string) => filterCompanies(DIRECTORY_COMPANIES, { ...none, industry }).length;
    const byType = (type: string) => filterCompanies(DIRECTORY_COMPANIES, { ...none, type }).length;
    expect(byIndustry('agriculture')).toBe(3);
    expect(byIndustry('manufacturing')).toBe(3);
    expect(byIndustry('design')).toBe(2);
    expect(byType('service-provider')).toBe(8);
    expect(byType('exporter')).toBe(4);
    expect(byType('manufacturer')).toBe(2);
    expect(byType('provider')).toBe(4);
  });

  it('combines filters with AND', () => {
    expect(
      ids(filterCompanies(DIRECTORY_COMPANIES, { region: 'latin-america', industry: 'agriculture', type: 'exporter' })),
    ).toEqual(['cafe-altura', 'pampa-agro']);
    expect(
      ids(filterCompanies(DIRECTORY_COMPANIES, { region: 'baltic', industry: 'manufacturing', type: ALL })),
    ).toEqual(['parnu-timber']);
    expect(filterCompanies(DIRECTORY_COMPANIES, { region: 'nordic', industry: 'finance', type: ALL })).toHaveLength(0);
  });

  it('matches exactly: Nordic does not include Nordic-Baltic, Provider does not include Service Provider', () => {
    const nordic = filterCompanies(DIRECTORY_COMPANIES, { ...none, region: 'nordic' });
    expect(nordic.some((company) => company.region === 'nordic-baltic')).toBe(false);
    const providers = filterCompanies(DIRECTORY_COMPANIES, { ...none, type: 'provider' });
    expect(providers.every((company) => company.type === 'provider')).toBe(true);
    expect(filterCompanies(DIRECTORY_COMPANIES, { ...none, region: 'Nordic' })).toHaveLength(0);
  });

  it('searches name and description, ignoring case', () => {
    const describe = (company: { id: string }) => (company.id === 'pampa-agro' ? 'Soybean meal exporter' : '');
    expect(searchCompanies(DIRECTORY_COMPANIES, '', describe)).toHaveLength(18);
    expect(ids(searchCompanies(DIRECTORY_COMPANIES, 'FJORD', describe))).toEqual(['fjord-precision']);
    expect(ids(searchCompanies(DIRECTORY_COMPANIES, 'soybean', describe))).toEqual(['pampa-agro']);
  });
});

describe('investment guides', () => {
  it('filters by region and sorts', () => {
    expect(filterGuides(INVESTMENT_GUIDES, 'all')).toHaveLength(7);
    expect(filterGuides(INVESTMENT_GUIDES, 'baltic')).toHaveLength(2);
    const titleOf = (guide: { id: string }) => guide.id;
    expect(sortGuides(INVESTMENT_GUIDES, 'recent', titleOf)[0]?.id).toBe('estonia');
    expect(sortGuides(INVESTMENT_GUIDES, 'pages', titleOf)[0]?.id).toBe('brazil');
    expect(sortGuides(INVESTMENT_GUIDES, 'title', titleOf, 'en')[0]?.id).toBe('brazil');
  });
});

describe('regulations', () => {
  it('uses every agreement status', () => {
    expect(new Set(TRADE_AGREEMENTS.map((agreement) => agreement.status))).toEqual(new Set(AGREEMENT_STATUSES));
  });
});

// Every id in the data modules has its display text in every language.
type Tree = { [key: string]: string | Tree };
const LOCALES: Record<string, Record<string, Tree>> = {
  en: {
    reports: enReports,
    regulations: enRegulations,
    guides: enGuides,
    directory: enDirectory,
    publications: enPublications,
  },
  es: {
    reports: esReports,
    regulations: esRegulations,
    guides: esGuides,
    directory: esDirectory,
    publications: esPublications,
  },
  sv: {
    reports: svReports,
    regulations: svRegulations,
    guides: svGuides,
    directory: svDirectory,
    publications: svPublications,
  },
};
const load = (language: string, namespace: string): Tree => LOCALES[language]?.[namespace] ?? {};
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const REQUIRED_KEYS: Record<string, string[]> = {
  reports: [
    ...REPORTS.flatMap((report) => [`items.${report.id}.title`, `items.${report.id}.description`]),
    ...MARKET_INSIGHTS.map((insight) => `insights.items.${insight.id}.title`),
  ],
  regulations: [
    ...TARIFF_ROWS.map((row) => `tariffs.rows.${row.id}`),
    ...TRADE_AGREEMENTS.map((agreement) => `agreements.items.${agreement.id}.name`),
    ...AGREEMENT_STATUSES.map((status) => `agreements.status.${status}`),
    ...COMPLIANCE_SECTORS.map((sector) => `compliance.sectors.${sector.id}.name`),
  ],
  guides: [
    ...INVESTMENT_GUIDES.map((guide) => `items.${guide.id}.title`),
    ...MARKET_ENTRY_GUIDES.map((guide) => `marketEntry.items.${guide.id}`),
    ...UPCOMING_WEBINARS.map((webinar) => `webinars.items.${webinar.id}.title`),
  ],
  directory: DIRECTORY_COMPANIES.map((company) => `companies.${company.id}`),
  publications: [
    ...PUBLICATIONS.flatMap((item) => [`items.${item.id}.title`, `items.${item.id}.abstract`]),
    ...JOURNAL_ARTICLES.map((item) => `articles.${item.id}`),
    ...UPCOMING_PUBLICATIONS.map((item) => `upcoming.items.${item.id}`),
    ...FEATURED_COLLECTIONS.map((item) => `collections.items.${item.id}.title`),
  ],
};

describe('display text of the data modules', () => {
  for (const [namespace, keys] of Object.entries(REQUIRED_KEYS)) {
    for (const language of ['en', 'es', 'sv']) {
      it(`${language}/${namespace}.json has a text for every item`, () => {
        const tree = load(language, namespace);
        const missing = keys.filter((key) => typeof lookup(tree, key) !== 'string');
        expect(missing).toEqual([]);
      });
    }
  }

  it('the English agreement statuses are exactly the spec’s', () => {
    expect(lookup(load('en', 'regulations'), 'agreements.status')).toEqual({
      'pending-ratification': 'Pending Ratification',
      'in-force': 'In Force',
      'concluded-not-in-force': 'Concluded Not Yet in Force',
      various: 'Various',
    });
  });
});

const flatKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );

describe('translations of these pages', () => {
  for (const namespace of Object.keys(REQUIRED_KEYS)) {
    it(`${namespace}: es and sv have exactly the keys of en, none empty`, () => {
      const english = flatKeys(load('en', namespace)).sort();
      expect(english.length).toBeGreaterThan(0);
      for (const language of ['es', 'sv']) {
        const tree = load(language, namespace);
        expect(flatKeys(tree).sort()).toEqual(english);
        expect(english.filter((key) => !String(lookup(tree, key)).trim())).toEqual([]);
      }
    });
  }
});
