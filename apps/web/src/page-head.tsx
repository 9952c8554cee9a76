import { createContext, useContext } from 'react';

/** What a page says of itself in the document's head (title, description, link previews, structured data). */
export interface PageHead {
  /** The page's own title; the document title adds the site name (the home page passes ''). */
  title: string;
  description: string;
  /** The link-preview image: an absolute URL or a site path (the member's logo, the event's or article's image). */
  image?: string | null;
  /** The Open Graph type. */
  type?: 'website' | 'article' | 'profile';
  /** schema.org objects, written as JSON-LD. */
  structuredData?: readonly Record<string, unknown>[];
}

const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** Collects the head of the page being rendered on the server. */
export const PageHeadProvider = PageHeadContext.Provider;

/**
 * Declares the page's head. Only the server's render collects it; inside an island in the browser
 * it does nothing, since the head is already in the page.
 */
export function usePageHead(head: PageHead): void {
  useContext(PageHeadContext)?.(head);
}
