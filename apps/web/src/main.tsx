import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from '../../ui/i18n';
import { createQueryClient } from '../../ui/query-client';
import { settingsQuery } from '../../ui/site-settings';
import { chamberTheme } from '../../ui/theme';
import { AppToaster } from '../../ui/toast';
import { webLocaleIndex } from './locales';
import { createRouter } from './router';

const queryClient = createQueryClient();
const router = createRouter(queryClient);

/**
 * Starts the web app once the visitor's language is loaded (no flash of another language). The
 * first render is a transition, so React renders the page in short slices instead of one long task
 * (Lighthouse's total blocking time, docs/performance.md).
 */
async function start(): Promise<void> {
  // The site settings (name, contact e-mail, default language) load alongside the language files;
  // the first render does not wait for them (the translated defaults show until they arrive).
  void queryClient.prefetchQuery(settingsQuery);
  await initI18n(webLocaleIndex);
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

void start();
