import { useEffect, useState } from 'react';
import type { NewsArchivePage } from '../../../../shared/entities';
import { getJson } from '../../../ui/api';
import { usePageContext } from '../page-context';

/** What the archive asks for: a page, a search text and a category ('all' for none). */
export interface ArchiveQuery {
  page: number;
  search: string;
  category: string;
}

const sameQuery = (a: ArchiveQuery, b: ArchiveQuery) =>
  a.page === b.page && a.search === b.search && a.category === b.category;

/**
 * One page of the news archive (GET /api/news/archive, in the page's language), searched and filtered on the server. The
 * page the server rendered with is `initial`; another query is fetched, and the previous page stays
 * on screen while it loads (an answer that arrives after a newer query is dropped).
 */
export function useNewsArchivePage(
  query: ArchiveQuery,
  initial: { query: ArchiveQuery; page: NewsArchivePage },
): { data: NewsArchivePage; isPending: boolean; isError: boolean } {
  const { language } = usePageContext();
  const [state, setState] = useState({ query: initial.query, data: initial.page, isError: false });
  const current = sameQuery(state.query, query);
  useEffect(() => {
    if (current) return;
    let stale = false;
    // In the page's language: its articles' translations, as the server rendered the first page.
    const params = new URLSearchParams({
      page: String(query.page),
      search: query.search,
      category: query.category,
      lang: language,
    });
    getJson<NewsArchivePage>(`/api/news/archive?${params.toString()}`).then(
      (data) => {
        if (!stale) setState({ query, data, isError: false });
      },
      () => {
        if (!stale) setState((previous) => ({ ...previous, query, isError: true }));
      },
    );
    return () => {
      stale = true;
    };
  }, [current, query.page, query.search, query.category, language]); // eslint-disable-line react-hooks/exhaustive-deps
  return { data: state.data, isPending: !current, isError: current && state.isError };
}
