import type { ChamberEvent, Member, NewsArticle } from '../../../../shared/entities';
import { usePageData } from '../page-data';

/** What a page needs of a list: its data once shown, loading and failed states. */
export interface ListState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * A list the server read for the page. It is always there when the page renders (the server reads
 * it before rendering), so pages never show a loading state for it.
 */
function listState<T>(data: T[] | undefined): ListState<T[]> {
  return { data: data ?? [], isPending: false, isError: false };
}

/** All members (featured first, then by name). */
export const useMembers = () => listState<Member>(usePageData().members);

/** All events (by date ascending). */
export const useEvents = () => listState<ChamberEvent>(usePageData().events);

/** All visible news articles (newest first). */
export const useNews = () => listState<NewsArticle>(usePageData().news);
