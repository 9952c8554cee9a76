import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/constants';

/**
 * The cookie that marks a visit (ends with the browser session): once it is there, no unprefixed
 * request is redirected any more, so only a visitor's first unprefixed request is.
 */
export const VISIT_COOKIE = 'chamber.visit';

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

/**
 * Where a request for an unprefixed (English) page should go instead, or null to serve it. Only a
 * visitor's first unprefixed request of a visit is redirected: to their saved choice, else to the
 * browser's language, else (a browser language we lack) to the site's default language. A request
 * without Accept-Language (a crawler) and a prefixed URL are never redirected.
 */
export async function languageRedirect({
  savedChoice,
  visited,
  acceptLanguage,
  siteDefault,
}: {
  savedChoice: string | undefined;
  visited: boolean;
  acceptLanguage: string | undefined;
  /** Read only when needed (a browser language the site lacks): most requests never ask. */
  siteDefault: () => Promise<Language>;
}): Promise<Language | null> {
  if (visited) return null;
  const target = isLanguage(savedChoice)
    ? savedChoice
    : acceptLanguage?.trim()
      ? (preferredLanguage(acceptLanguage) ?? (await siteDefault()))
      : DEFAULT_LANGUAGE;
  return target === DEFAULT_LANGUAGE ? null : target;
}
