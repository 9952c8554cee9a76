import { useQuery } from '@tanstack/react-query';
import type { ChamberEvent, Member, NewsArticle } from '../../../../shared/entities';
import { getJson } from '../../../ui/api';

/** All members (GET /api/members). */
export const useMembers = () => useQuery({ queryKey: ['members'], queryFn: () => getJson<Member[]>('/api/members') });

/** All events (GET /api/events). */
export const useEvents = () =>
  useQuery({ queryKey: ['events'], queryFn: () => getJson<ChamberEvent[]>('/api/events') });

/** All news articles (GET /api/news). */
export const useNews = () => useQuery({ queryKey: ['news'], queryFn: () => getJson<NewsArticle[]>('/api/news') });

/** One member, event or article by id; `error.status === 404` is the not-found state. */
export const useMember = (id: string) =>
  useQuery({ queryKey: ['members', id], queryFn: () => getJson<Member>(`/api/members/${encodeURIComponent(id)}`) });
export const useEvent = (id: string) =>
  useQuery({ queryKey: ['events', id], queryFn: () => getJson<ChamberEvent>(`/api/events/${encodeURIComponent(id)}`) });
export const useNewsArticle = (id: string) =>
  useQuery({ queryKey: ['news', id], queryFn: () => getJson<NewsArticle>(`/api/news/${encodeURIComponent(id)}`) });
