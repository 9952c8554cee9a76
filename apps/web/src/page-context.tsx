import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import type { SiteSettings } from '../../../shared/entities';
import { localizedPath } from '../../../shared/routes';
import { siteTextsIn, type LocalSiteTexts } from '../../../shared/site-texts';
import { absoluteUrl, pageUrl } from './lib/urls';

/**
 * What every part of a public page knows of the page it is on: the same on the server, which
 * renders it, and in the browser, where its interactive islands hydrate (the server writes it into
 * the page as JSON, so both render the same markup).
 */
export interface PageContextValue {
  language: Language;
  /** The page's English path, e.g. `/members/3` (the address in another language adds its prefix). */
  path: string;
  /** The query string of the request, with its `?` (or empty). */
  search: string;
  /** The `:id` of a detail page. */
  params: { id?: string };
  /** The site settings an administrator saved (name, contact e-mail, default language). */
  settings: SiteSettings;
  /** The site's public address (PUBLIC_URL), for absolute links in structured data. */
  publicUrl: string;
  /**
   * The instant (ms since the epoch) the page decides what is upcoming or past, open or closed at,
   * on the server and again in the browser's islands alike, so hydration finds the markup the
   * server wrote: the last change of its events before the render (see `settledNow`), so that the
   * page stays byte for byte the same until the next change (the page cache renders it again then).
   */
  now: number;
}

const PageContext = createContext<PageContextValue | null>(null);

/** Provides the page's context to a page render or an island. */
export const PageContextProvider = PageContext.Provider;

/** The page's context (see PageContextValue). */
export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePageContext() outside a page render');
  return value;
}

/** The instant the page was rendered at (see PageContextValue.now). */
export function useRenderTime(): number {
  return usePageContext().now;
}

/** The query parameters of the request the page was rendered for. */
export function usePageQuery(): URLSearchParams {
  return new URLSearchParams(usePageContext().search);
}

/**
 * The site's name and footer line in the page's language (each the English one where staff gave
 * no translation), and which language each is in.
 */
export function useSiteTexts(): LocalSiteTexts {
  const { settings, language } = usePageContext();
  return siteTextsIn(settings, language);
}

/** The site's name in the page's language. */
export function useSiteName(): string {
  return useSiteTexts().siteName;
}

/** The general contact e-mail: the admin setting, or the translated `common:contact.email` when it is empty. */
export function useContactEmail(): string {
  const { t } = useTranslation('common');
  return usePageContext().settings.contactEmail.trim() || t('common:contact.email');
}

/** Turns an English path into the same page's address in the page's language. */
export function useLocalize(): (path: string) => string {
  const { language } = usePageContext();
  return (path) => localizedPath(path, language);
}

/** Absolute URLs for structured data: of a site path or image, and of this page in its language. */
export function useAbsoluteUrls(): { absolute: (pathOrUrl: string) => string; page: string } {
  const { publicUrl, path, language } = usePageContext();
  return { absolute: (pathOrUrl) => absoluteUrl(publicUrl, pathOrUrl), page: pageUrl(publicUrl, path, language) };
}
