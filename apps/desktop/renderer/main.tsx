import { FluentProvider, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import webLocales from 'virtual:locales/web';
import { AdminHostProvider, prepareAdmin, type AdminHost } from '../../admin';
import { initI18n, loadNamespaces } from '../../ui/i18n';
import { createQueryClient } from '../../ui/query-client';
import { chamberTheme } from '../../ui/theme';
import { AppToaster } from '../../ui/toast';
import type { AppInfo, DesktopBridge } from '../bridge';
import { checked, findBridge } from './bridge-client';
import { ConnectionStatus, InsecureStrip } from './ConnectionFacts';
import { getDesktopInfo, setDesktopInfo, siteUrlOf, subscribeDesktopInfo } from './desktop-info';
import { createDesktopRouter } from './router';

/** The one query client of the renderer (the web's settings: no retry, no refetch, never stale). */
const queryClient = createQueryClient();

/** The same providers as the web app: Fluent theme, the query client, the toaster. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <FluentProvider theme={chamberTheme}>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </FluentProvider>
    </StrictMode>
  );
}

/**
 * The admin module's host: the server's public site (system browser), the status line, the
 * insecure strip, and printing through the main process (the answer checked against the contract).
 */
function hostOf(info: AppInfo, bridge: DesktopBridge): AdminHost {
  return {
    kind: 'desktop',
    siteUrl: siteUrlOf(info.server),
    ...(info.server ? { serverName: info.server } : {}),
    statusSlot: info.server ? <ConnectionStatus info={info} /> : undefined,
    noticeSlot: info.server && info.insecure ? <InsecureStrip /> : undefined,
    printAttendees: (request) => checked.printAttendees(bridge, request),
  };
}

function DesktopApp({ bridge }: { bridge: DesktopBridge }) {
  const info = useSyncExternalStore(subscribeDesktopInfo, getDesktopInfo);
  const router = useMemo(() => createDesktopRouter(bridge), [bridge]);
  const host = useMemo(() => hostOf(info, bridge), [info, bridge]);
  return (
    <AdminHostProvider value={host}>
      <RouterProvider router={router} />
    </AdminHostProvider>
  );
}

/** Outside the desktop app (no bridge), or a bridge that does not answer: a plain explanation. */
function NoBridge() {
  const { t } = useTranslation('desktop');
  return (
    <main style={{ maxWidth: '36rem', margin: '15vh auto', padding: '0 16px' }}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('desktop:noBridge.title')}</MessageBarTitle> {t('desktop:noBridge.text')}
        </MessageBarBody>
      </MessageBar>
    </main>
  );
}

/**
 * Starts the renderer once its language is loaded (the web's common strings, the admin's and the
 * desktop's own) and the app's info is known (first run → the setup screen).
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const bridge = findBridge(window);
  const info = bridge ? checked.info(bridge).catch(() => null) : Promise.resolve(null);
  await initI18n(webLocales);
  await Promise.all([prepareAdmin(), loadNamespaces(['desktop'])]);
  const appInfo = await info;
  const root = createRoot(container);
  if (!bridge || !appInfo) {
    root.render(
      <Providers>
        <NoBridge />
      </Providers>,
    );
    return;
  }
  setDesktopInfo(appInfo);
  root.render(
    <Providers>
      <DesktopApp bridge={bridge} />
    </Providers>,
  );
}

void start();
