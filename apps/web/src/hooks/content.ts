import { useDeferredValue } from 'react';
import { keepPreviousData, queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ChamberEvent, Member, NewsArchivePage, NewsArticle } from '../../../../shared/entities';
import type { NewsArchiveQuery } from '../../../../shared/schemas';
import { getJson } from '../../../ui/api';
import { LIST_URLS } from '../page-routes';

/** The public lists: one definition for the hooks and for prefetching while a page's code loads. */
export const listQueries = {
  members: queryOptions({ queryKey: ['members'], queryFn: () => getJson<Member[]>(LIST_URLS.members) }),
  events: queryOptions({ queryKey: ['events'], queryFn: () => getJson<ChamberEvent[]>(LIST_URLS.events) }),
  news: queryOptions({ queryKey: ['news'], queryFn: () => getJson<NewsArticle[]>(LIST_URLS.news) }),
};

/** What a page needs of a list: its data once shown, loading and failed states. */
export interface ListState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * A query whose arrival renders as a transition (`useDeferredValue`): a query's update is always a
 * blocking render in React (its store is external), and a list's cards are the largest render
 * after a page's first one, so on a slow phone they would be one long task. The loading state stays
 * until the deferred render with the data has caught up.
 */
function useDeferredQuery<T>(query: { data: T | undefined; isPending: boolean; isError: boolean }): ListState<T> {
  const data = useDeferredValue(query.data);
  return {
    data,
    isPending: query.isPending || (data === undefined && query.data !== undefined),
    isError: query.isError,
  };
}

const useList = <T>(options: UseQueryOptions<T[], Error, T[], string[]>) => useDeferredQuery(useQuery(options));

/** All members (GET /api/members). */
export const useMembers = () => useList(listQueries.members);

/** All events (GET /api/events). */
export const useEvents = () => useList(listQueries.events);

/** All news articles (GET /api/news). */
export const useNews = () => useList(listQueries.news);

/** One member, event or article by id; `error.status === 404` is the not-found state. */
export const useMember = (id: string) =>
  useQuery({ queryKey: ['members', id], queryFn: () => getJson<Member>(`/api/members/${encodeURIComponent(id)}`) });
export const useEvent = (id: string) =>
  useQuery({ queryKey: ['events', id], queryFn: () => getJson<ChamberEvent>(`/api/events/${encodeURIComponent(id)}`) });
export const useNewsArticle = (id: string) =>
  useQuery({ queryKey: ['news', id], queryFn: () => getJson<NewsArticle>(`/api/news/${encodeURIComponent(id)}`) });

/**
 * One page of the news archive (GET /api/news/archive), searched and filtered on the server. The
 * previous page stays on screen while the next one loads.
 */
export const useNewsArchive = (params: Required<Pick<NewsArchiveQuery, 'page' | 'search' | 'category'>>) =>
  useDeferredQuery<NewsArchivePage>(
    useQuery({
      queryKey: ['news-archive', params],
      queryFn: () =>
        getJson<NewsArchivePage>(
          `/api/news/archive?${new URLSearchParams({
            page: String(params.page),
            search: params.search,
            category: String(params.category),
          }).toString()}`,
        ),
      placeholderData: keepPreviousData,
    }),
  );
