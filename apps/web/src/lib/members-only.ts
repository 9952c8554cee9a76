import type { DocumentKind } from '../../../../shared/resources';

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
