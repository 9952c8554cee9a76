import type { ChamberEvent, Member, NewsArticle } from '../../../../shared/entities';
import { usePageData } from '../page-data';

/** A list the server read for the page (always there: the server reads it before rendering). */
export interface ListState<T> {
  data: T;
}

function listState<T>(data: T[] | undefined): ListState<T[]> {
  return { data: data ?? [] };
}

/** All members (featured first, then by name). */
export const useMembers = () => listState<Member>(usePageData().members);

/** All events (by date ascending). */
export const useEvents = () => listState<ChamberEvent>(usePageData().events);

/** The latest visible news articles (newest first), as many as the home page shows. */
export const useNews = () => listState<NewsArticle>(usePageData().news);
