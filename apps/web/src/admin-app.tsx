import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '../../admin/shell/routes';
import { initI18n } from '../../ui/i18n';
import { createQueryClient } from '../../ui/query-client';
import { chamberTheme } from '../../ui/theme';
import { AppToaster } from '../../ui/toast';
import { webLocaleIndex } from './locales';

/** The admin module, prepared (its strings loaded, the connection watch started). */
const loadAdmin = async () => {
  const admin = await import('../../admin');
  await admin.prepareAdmin();
  return admin;
};

/**
 * The browser app of the sign-in page and the admin area (the public pages are rendered on the
 * server): the admin module's routes, shared with the desktop client, with the same providers.
 * Starts once the visitor's language is loaded, so no screen flashes in another language.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const queryClient = createQueryClient();
  const router = createBrowserRouter(adminRoutes(loadAdmin));
  await initI18n(webLocaleIndex);
  createRoot(container).render(
    <StrictMode>
      <FluentProvider theme={chamberTheme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </FluentProvider>
    </StrictMode>,
  );
}

void start();
