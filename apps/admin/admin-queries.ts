import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChamberEvent, ContactSubmission, Member, NewsArticle } from '../../shared/entities';
import { getJson } from '../ui/api';

/**
 * The admin screens' data. Members, events and news share the public site's query keys (one cache
 * entry per list); contact submissions live under ['admin'], which logging out clears.
 */
export const adminQueries = {
  members: queryOptions({ queryKey: ['members'], queryFn: () => getJson<Member[]>('/api/members') }),
  events: queryOptions({ queryKey: ['events'], queryFn: () => getJson<ChamberEvent[]>('/api/events') }),
  news: queryOptions({ queryKey: ['news'], queryFn: () => getJson<NewsArticle[]>('/api/news') }),
  contactSubmissions: queryOptions({
    queryKey: ['admin', 'contact-submissions'],
    queryFn: () => getJson<ContactSubmission[]>('/api/admin/contact-submissions'),
  }),
};

/** All members (GET /api/members). */
export const useAdminMembers = () => useQuery(adminQueries.members);

/** All events (GET /api/events). */
export const useAdminEvents = () => useQuery(adminQueries.events);

/** All news articles (GET /api/news). */
export const useAdminNews = () => useQuery(adminQueries.news);

/**
 * All contact submissions (GET /api/admin/contact-submissions). Pass `enabled: false` for roles
 * that may not read them (§6): no request goes out then.
 */
export const useContactSubmissions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...adminQueries.contactSubmissions, enabled });
