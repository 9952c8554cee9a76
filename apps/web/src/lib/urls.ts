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
