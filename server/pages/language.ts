import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/constants';
import { LANGUAGE_COOKIE, VISIT_COOKIE } from '../../shared/browser-storage';

export { VISIT_COOKIE };

/**
 * The visitor's most preferred language of ours in an Accept-Language header (`sv-SE,sv;q=0.9,en;q=0.8`
 * → sv), or null when it names none of them. Tags with q=0 are refused ones, not wishes.
 */
export function preferredLanguage(header: string): Language | null {
  const wishes = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((wish) => wish.q > 0 && !Number.isNaN(wish.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return wishes.map((wish) => wish.base).find(isLanguage) ?? null;
}

const cookiePatterns = new Map<string, RegExp>();

/**
 * The value of the cookie `name` in a Cookie header, read the way Koa's `ctx.cookies.get` reads an
 * unsigned cookie (the first of that name, surrounding quotes dropped). The page code reads its
 * cookies with this alone, whether Koa answers the page or it is answered before Koa.
 */
export function cookieValue(header: string, name: string): string | undefined {
  let pattern = cookiePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|;) *${name.replace(/[\^$\\.*+?()[\]{}|]/g, '\\$&')}=([^;]*)`);
    cookiePatterns.set(name, pattern);
  }
  const value = pattern.exec(header)?.[1];
  return value?.startsWith('"') ? value.slice(1, -1) : value;
}

/** What the visitor's request says about their language, read the same way by every path that answers a page. */
export interface VisitorLanguage {
  /** The language cookie (a choice made on the site), when there is one. */
  savedChoice: string | undefined;
  /** Whether this visit is already marked (VISIT_COOKIE). */
  visited: boolean;
  /** The Accept-Language header, when it is not empty. */
  acceptLanguage: string | undefined;
}

/** The language side of a page request, from its headers alone (no Koa context: a cached page is answered before Koa too). */
export function visitorOf(headers: IncomingHttpHeaders): VisitorLanguage & { hasCookies: boolean } {
  const cookies = headers.cookie;
  // Both cookies are plain (the language one is written by the page's script): not signed.
  return {
    savedChoice: cookies ? cookieValue(cookies, LANGUAGE_COOKIE) : undefined,
    visited: cookies ? cookieValue(cookies, VISIT_COOKIE) !== undefined : false,
    acceptLanguage: headers['accept-language'] || undefined,
    hasCookies: Boolean(cookies),
  };
}

/** Stands for "the site's default language decides", the one part of the decision that has to read the settings. */
export const BY_SITE_DEFAULT = Symbol('by the site default');

/**
 * Where a request for an unprefixed (English) page should go instead, or null to serve it, as far
 * as the request alone decides: BY_SITE_DEFAULT when the site's default language decides (a browser
 * language we lack). languageRedirect is this decision, finished with the settings when needed.
 */
export function languageRedirectNow({
  savedChoice,
  visited,
  acceptLanguage,
}: VisitorLanguage): Language | null | typeof BY_SITE_DEFAULT {
  if (visited) return null;
  const target = isLanguage(savedChoice)
    ? savedChoice
    : acceptLanguage?.trim()
      ? (preferredLanguage(acceptLanguage) ?? BY_SITE_DEFAULT)
      : DEFAULT_LANGUAGE;
  return target === DEFAULT_LANGUAGE ? null : target;
}

/**
 * Where a request for an unprefixed (English) page should go instead, or null to serve it. Only a
 * visitor's first unprefixed request of a visit is redirected: to their saved choice, else to the
 * browser's language, else (a browser language we lack) to the site's default language. A request
 * without Accept-Language (a crawler) and a prefixed URL are never redirected.
 */
export async function languageRedirect(
  visitor: VisitorLanguage & {
    /** Read only when needed (a browser language the site lacks): most requests never ask. */
    siteDefault: () => Promise<Language>;
  },
): Promise<Language | null> {
  const now = languageRedirectNow(visitor);
  if (now !== BY_SITE_DEFAULT) return now;
  const fallback = await visitor.siteDefault();
  return fallback === DEFAULT_LANGUAGE ? null : fallback;
}
