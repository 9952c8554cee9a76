import { createContext, useContext } from 'react';
import type { PageData } from '../../../shared/page-rendering';

export type { PageData };

const PageDataContext = createContext<PageData>({});

/** Provides a page's data to its render on the server. */
export const PageDataProvider = PageDataContext.Provider;

/** The data the server read for this page. */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}
