import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '../../../ui/i18n';
import { createQueryClient } from '../../../ui/query-client';
import { settingsQuery } from '../../../ui/site-settings';
import { webLocaleIndex } from '../locales';
import { createRouter } from '../router';
import { AppToaster } from '../../../ui/toast';
import { chamberTheme, FluentProvider } from './fluent';

/** Resolves once the router has loaded the first page (its chunk and strings). */
function firstPageLoaded(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The auth page and the admin area: no frame of index.html to keep (apps/web/src/router.tsx). */
const isAdminPath = (path: string) => /^\/(auth|admin)(\/|$)/.test(path);

/**
 * Starts the web app once the visitor's language is loaded (no flash of another language). Each
 * start-up step is its own task (`nextTask`: creating the router, starting i18next; the modules were
 * evaluated in stages by apps/web/src/main.ts), and the first render is a transition, so React
 * renders the page in short slices: no step is one long task on a slow phone (Lighthouse's total
 * blocking time, docs/performance.md).
 */
export async function start(createRoot: typeof CreateRoot, nextTask: () => Promise<void>): Promise<void> {
  const queryClient = createQueryClient();
  // The site settings (name, contact e-mail, default language) load alongside the language files;
  // the first render does not wait for them (the translated defaults show until they arrive).
  void queryClient.prefetchQuery(settingsQuery);
  await nextTask();
  // Starts loading the first page's chunk, strings and lists (the boot script has asked for them already).
  const router = createRouter(queryClient);
  await nextTask();
  await initI18n(webLocaleIndex);
  // A public page renders once its chunk and strings are in: until then index.html's frame (header,
  // hero) stays on screen instead of an empty page. /auth and /admin render at once, as before.
  if (!isAdminPath(window.location.pathname)) await firstPageLoaded(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <FluentProvider theme={chamberTheme}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <AppToaster />
          </QueryClientProvider>
        </FluentProvider>
      </StrictMode>,
    );
  });
}
