import type { Language } from '../../shared/constants';
import type { DocumentKind } from '../../shared/resources';
import { AUTH_ROUTE, LANGUAGE_PARAM, localizedPath } from '../../shared/routes';

// The members-only page is where a download refused to a visitor without a member account lands,
// with `?next=` naming that download: signing in comes back to it.

/**
 * The download a visitor was refused, from the page's `?next=`: only a path of this site's download
 * routes (`/api/…/download…`), so the page's Sign in link never sends anyone elsewhere. Null otherwise.
 */
export function downloadNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/api/') || next.includes('\\') || next.includes('//')) return null;
  if (!/^\/[^\s]*$/.test(next)) return null;
  const path = next.split(/[?#]/)[0] ?? '';
  return path.includes('/download') ? next : null;
}

/** The page each kind of document is listed on (the members-only page's way back). */
export const DOCUMENT_PAGES: Record<DocumentKind, { path: string; nav: string }> = {
  reports: { path: '/market-reports', nav: 'marketReports' },
  guides: { path: '/investment-guides', nav: 'investmentGuides' },
  publications: { path: '/publications', nav: 'publications' },
};

/** The page listing the document a download path names (`/api/reports/3/download` → reports), if any. */
export function documentPageOf(next: string | null): (typeof DOCUMENT_PAGES)[DocumentKind] | null {
  const kind = next?.split('/')[2];
  return kind && Object.hasOwn(DOCUMENT_PAGES, kind) ? DOCUMENT_PAGES[kind as DocumentKind] : null;
}

// The sign-in page's address: `?next=` names where a public page wants the visitor back (a
// members-only event, or the download a members-only document refused), `?lang=` the language of
// that page, which the sign-in page then shows in.

/**
 * The page a sign-in link asked to come back to (`/auth?next=/events/12`, from a members-only
 * event): a path on this site only, never another origin (`//host`, `/\host`, `https:`…).
 */
export function returnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return /^\/[^\s]*$/.test(next) ? next : null;
}

/** A public page's link to the sign-in page: back to `next` afterwards, in the page's language. */
export function signInHref(next: string | null, language: Language): string {
  const query = new URLSearchParams();
  if (next) query.set('next', next);
  query.set(LANGUAGE_PARAM, language);
  return `${AUTH_ROUTE}?${query.toString()}`;
}

/** A document's download route, `/api/<kind>/<id>/download` (a query or #fragment may follow). */
const DOWNLOAD_PATTERN = /^\/api\/[a-z-]+\/[^/?#]+\/download(?:[?#]|$)/;

/** Where signing in from a public page leads, by what its `next` names. */
export type SignInReturn =
  /** A page of the site (a members-only event): loaded in place of the sign-in page. */
  | { kind: 'page'; href: string }
  /**
   * A document's download: fetched while the sign-in page stays to say so, with a way back to
   * the page that lists the document (in the visitor's language), `nav` its name at `common:nav.*`.
   */
  | { kind: 'download'; href: string; listedOn: { path: string; nav: string } };

/**
 * What signing in comes back to for a sign-in page address's `next` (null when there is none, or
 * it is not a path of this site). A download carries the language along, so that a refusal
 * (an account that is not a member's) lands on the members-only page in the visitor's language.
 */
export function signInReturn(next: string | null, language: Language): SignInReturn | null {
  const path = returnPath(next);
  if (!path) return null;
  if (!DOWNLOAD_PATTERN.test(path)) return { kind: 'page', href: path };
  const [beforeFragment = path] = path.split('#');
  const [route = beforeFragment, search = ''] = beforeFragment.split('?');
  const query = new URLSearchParams(search);
  if (!query.has(LANGUAGE_PARAM)) query.set(LANGUAGE_PARAM, language);
  const listed = documentPageOf(route) ?? { path: '/', nav: 'home' };
  return {
    kind: 'download',
    href: `${route}?${query.toString()}`,
    listedOn: { path: localizedPath(listed.path, language), nav: listed.nav },
  };
}
