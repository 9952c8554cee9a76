import { RESEARCH_TYPES, type Publication, type PublicationTheme } from '../../../../../shared/resources';

// The structure of the Publications page: its tabs, what each tab selects, the search, and the
// featured collections (one per theme).

/** The page's tabs, in order. */
export const PUBLICATION_TABS = ['all', 'research', 'journal', 'upcoming'] as const;
export type PublicationTab = (typeof PUBLICATION_TABS)[number];

/** The order of every tab: newest first, the upcoming ones soonest first. */
const newestFirst = (a: Publication, b: Publication) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id;
const soonestFirst = (a: Publication, b: Publication) => a.publishedOn.localeCompare(b.publishedOn) || a.id - b.id;

/**
 * The publications a tab lists: All (the published ones, journal articles aside), Research Papers
 * (published research papers, white papers and reports), Journal Articles (published) and Upcoming
 * (those in preparation, listed there only).
 */
export function publicationsForTab(publications: readonly Publication[], tab: PublicationTab): Publication[] {
  switch (tab) {
    case 'research':
      return publications.filter((item) => !item.upcoming && RESEARCH_TYPES.includes(item.type)).sort(newestFirst);
    case 'journal':
      return publications.filter((item) => !item.upcoming && item.type === 'journal-article').sort(newestFirst);
    case 'upcoming':
      return publications.filter((item) => item.upcoming).sort(soonestFirst);
    default:
      return publications.filter((item) => !item.upcoming && item.type !== 'journal-article').sort(newestFirst);
  }
}

/** The tab a publication is listed in (the first that has it). */
export function tabOf(publication: Publication): PublicationTab {
  if (publication.upcoming) return 'upcoming';
  return publication.type === 'journal-article' ? 'journal' : 'all';
}

/** Case-insensitive search on the title, the abstract and the authors; an empty search keeps every item. */
export function searchPublications(items: readonly Publication[], search: string): Publication[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.title, item.abstract, ...item.authors].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}

/** A theme's publications (any tab's), newest first: a featured collection. */
export function themePublications(publications: readonly Publication[], theme: PublicationTheme): Publication[] {
  return publications.filter((item) => item.themes.includes(theme)).sort(newestFirst);
}

/** The element id of a publication's card or list item (where the collections' links point). */
export const publicationAnchor = (publication: Pick<Publication, 'id'>) => `publication-${publication.id}`;
