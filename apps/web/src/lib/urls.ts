import type { Language } from '../../../../shared/constants';
import type { InquiryType } from '../../../../shared/entities';
import { localizedPath } from '../../../../shared/routes';

/** An absolute URL on the public site for a site path (an absolute URL stays as it is). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The public address of an English page path in a language (`/members` in Spanish → …/es/members). */
export function pageUrl(publicUrl: string, path: string, language: Language): string {
  return `${publicUrl}${localizedPath(path, language)}`;
}

/**
 * The contact form with an enquiry started: its type chosen and its message begun about what
 * `about` names (an event by its title and dates, or a tool by its title; see ContactForm).
 */
export function enquiryPath(inquiryType: InquiryType, about: { event: string } | { tool: string }): string {
  const query = new URLSearchParams({ inquiryType, ...about });
  return `/contact?${query.toString()}#contact-form`;
}

/**
 * A list page's filters as a query string, in the order given, leaving out what is not chosen
 * ('' or null); `page` only past the first. '' when nothing is left.
 */
export function filterQuery(filters: Record<string, string | null>, page = 1): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
