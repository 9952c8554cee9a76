/**
 * Static content of the Publications page. Authors and journal names are proper names and
 * stay here; titles and abstracts are display text in the `publications` namespace, keyed by id.
 */

/** The page's tabs, in order. */
export const PUBLICATION_TABS = ['all', 'research', 'journal', 'upcoming'] as const;
export type PublicationTab = (typeof PUBLICATION_TABS)[number];

/** Publication types; the English labels are 'Research Paper', 'White Paper', 'Report', … */
export const PUBLICATION_TYPES = ['research-paper', 'white-paper', 'report', 'policy-brief', 'case-study'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** The types the Research Papers tab shows: Research Paper, White Paper or Report. */
export const RESEARCH_TYPES: readonly PublicationType[] = ['research-paper', 'white-paper', 'report'];

export interface Publication {
  id: string;
  authors: readonly string[];
  type: PublicationType;
  /** 'yyyy-MM-dd'. */
  date: string;
  pages: number;
  coverImage: string;
}

const cover = (name: string) => `/images/resources/${name}.svg`;

export const PUBLICATIONS: readonly Publication[] = [
  {
    id: 'value-chains-lithium',
    authors: ['María José Valdés', 'Erik Lindqvist'],
    type: 'research-paper',
    date: '2026-10-06',
    pages: 42,
    coverImage: cover('publication-research'),
  },
  {
    id: 'green-corridors-shipping',
    authors: ['Kadri Tamm', 'Jonas Berg'],
    type: 'white-paper',
    date: '2026-08-25',
    pages: 28,
    coverImage: cover('publication-white-paper'),
  },
  {
    id: 'sme-internationalisation',
    authors: ['Ana Paula Ferreira', 'Laura Ozola'],
    type: 'report',
    date: '2026-06-17',
    pages: 56,
    coverImage: cover('publication-report'),
  },
  {
    id: 'eudr-readiness',
    authors: ['Carlos Mendoza'],
    type: 'policy-brief',
    date: '2026-05-04',
    pages: 12,
    coverImage: cover('publication-policy'),
  },
  {
    id: 'estonian-e-residency',
    authors: ['Mart Kask', 'Lucía Romero'],
    type: 'case-study',
    date: '2026-03-19',
    pages: 18,
    coverImage: cover('publication-case-study'),
  },
  {
    id: 'digital-trade-rules',
    authors: ['Sofia Nyström', 'Diego Alvarado', 'Rūta Kazlauskienė'],
    type: 'research-paper',
    date: '2026-01-28',
    pages: 36,
    coverImage: cover('publication-research'),
  },
  {
    id: 'pension-fund-infrastructure',
    authors: ['Henrik Aalto'],
    type: 'white-paper',
    date: '2025-11-12',
    pages: 24,
    coverImage: cover('publication-white-paper'),
  },
];

/** Whether a publication belongs in the Research Papers tab. */
export const isResearchPublication = (publication: Pick<Publication, 'type'>): boolean =>
  RESEARCH_TYPES.includes(publication.type);

/** The Research Papers tab: publications of type Research Paper, White Paper or Report. */
export function researchPublications<T extends Pick<Publication, 'type'>>(publications: readonly T[]): T[] {
  return publications.filter(isResearchPublication);
}

/** A journal article by chamber researchers (id, title, authors, journal, issue, date, pages). */
export interface JournalArticle {
  id: string;
  authors: readonly string[];
  /** The journal's name (a proper name). */
  journal: string;
  issue: { volume: number; number: number };
  /** 'yyyy-MM-dd'. */
  date: string;
  /** First and last page. */
  pages: readonly [number, number];
}

export const JOURNAL_ARTICLES: readonly JournalArticle[] = [
  {
    id: 'fta-utilisation',
    authors: ['Erik Lindqvist', 'Valentina Rojas'],
    journal: 'Nordic Review of International Trade',
    issue: { volume: 60, number: 5 },
    date: '2026-10-01',
    pages: [781, 806],
  },
  {
    id: 'nordic-fdi-latam',
    authors: ['Ana Paula Ferreira'],
    journal: 'Revista de Comercio Iberoamericano',
    issue: { volume: 18, number: 3 },
    date: '2026-07-15',
    pages: [233, 251],
  },
  {
    id: 'baltic-ports-resilience',
    authors: ['Laura Ozola', 'Kadri Tamm'],
    journal: 'Baltic Maritime Studies Quarterly',
    issue: { volume: 28, number: 2 },
    date: '2026-04-10',
    pages: [145, 172],
  },
  {
    id: 'coffee-traceability',
    authors: ['Carlos Mendoza', 'Sofia Nyström'],
    journal: 'Journal of Traceable Commodities',
    issue: { volume: 41, number: 1 },
    date: '2026-02-03',
    pages: [58, 74],
  },
];

/** A publication in preparation (title, authors, expectedDate, type). */
export interface UpcomingPublication {
  id: string;
  authors: readonly string[];
  /** Expected month, 'yyyy-MM'. */
  expectedDate: string;
  type: PublicationType;
}

export const UPCOMING_PUBLICATIONS: readonly UpcomingPublication[] = [
  {
    id: 'hydrogen-offtake',
    authors: ['Henrik Aalto', 'Valentina Rojas'],
    expectedDate: '2027-01',
    type: 'report',
  },
  {
    id: 'cross-border-payments',
    authors: ['Rūta Kazlauskienė', 'Diego Alvarado'],
    expectedDate: '2027-02',
    type: 'research-paper',
  },
  {
    id: 'women-exporters',
    authors: ['Lucía Romero', 'Laura Ozola'],
    expectedDate: '2027-04',
    type: 'white-paper',
  },
];

/** Featured collections: themed sets of the publications above. */
export interface PublicationCollection {
  id: string;
  publicationIds: readonly string[];
}

export const FEATURED_COLLECTIONS: readonly PublicationCollection[] = [
  {
    id: 'sustainable-trade',
    publicationIds: [
      'value-chains-lithium',
      'green-corridors-shipping',
      'eudr-readiness',
      'pension-fund-infrastructure',
    ],
  },
  { id: 'digital-economy', publicationIds: ['digital-trade-rules', 'estonian-e-residency'] },
  { id: 'growing-abroad', publicationIds: ['sme-internationalisation', 'estonian-e-residency', 'eudr-readiness'] },
];

/**
 * Case-insensitive search on a publication's authors and the text `describe` gives for it (its
 * translated title and abstract); an empty search keeps every item.
 */
export function searchPublications<T extends { authors: readonly string[] }>(
  items: readonly T[],
  search: string,
  describe: (item: T) => string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) =>
      item.authors.some((author) => author.toLowerCase().includes(needle)) ||
      describe(item).toLowerCase().includes(needle),
  );
}
