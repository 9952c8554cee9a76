/**
 * System notifications of new items (enquiries, membership applications, role requests), polled
 * by the main process: the renderer is not involved, so they need no IPC channel and no
 * permission. Every 30 s it asks the server what is new since its cursor, with the same request
 * the renderer's API calls become (forward.ts: the session's cookie, `Origin: <server>`). The
 * first answer only sets the cursor: nothing that was there before is announced. Electron's
 * objects are passed in, so it is tested with fakes.
 */
import { z } from 'zod';
import { APP_ORIGIN } from '../bridge';
import { forwardApiRequest } from './forward';
import { isAppUrl } from './policies';
import type { FetchFn } from './server-address';

/** How often the server is asked. */
export const POLL_INTERVAL_MS = 30_000;

export const NOTIFICATIONS_API = '/api/admin/notifications';

/** The answer of GET /api/admin/notifications, as much of it as the notifications use. */
const FeedSchema = z.object({
  cursor: z.string().min(1).max(200),
  items: z
    .array(z.object({ kind: z.string(), title: z.string(), path: z.string() }))
    .max(1000)
    .default([]),
});
export type FeedItem = z.infer<typeof FeedSchema>['items'][number];

type Language = 'en' | 'es' | 'sv';

/** The notification texts; the screens inside the window have their own translations. */
const TEXTS: Record<Language, { kinds: Record<string, string>; other: string; many: (count: number) => string }> = {
  en: {
    kinds: {
      enquiry: 'New enquiry',
      application: 'New membership application',
      'role-request': 'New role request',
    },
    other: 'New item',
    many: (count) => `${count} new items`,
  },
  es: {
    kinds: {
      enquiry: 'Nueva consulta',
      application: 'Nueva solicitud de afiliación',
      'role-request': 'Nueva solicitud de rol',
    },
    other: 'Nuevo elemento',
    many: (count) => `${count} elementos nuevos`,
  },
  sv: {
    kinds: {
      enquiry: 'Ny förfrågan',
      application: 'Ny medlemsansökan',
      'role-request': 'Ny rollförfrågan',
    },
    other: 'Nytt ärende',
    many: (count) => `${count} nya ärenden`,
  },
};

/** The app's language from the operating system's locale (`app.getLocale()`: "es-419", "sv-SE", …); English otherwise. */
export function languageOf(locale: string): Language {
  const primary = locale.toLowerCase().split(/[-_]/)[0];
  return primary === 'es' || primary === 'sv' ? primary : 'en';
}

/** A notification to show. */
export interface NotificationText {
  title: string;
  body: string;
}

/** One item: its kind as the title, its description as the body; several: a count and the first names. */
export function notificationText(items: FeedItem[], language: Language): NotificationText {
  const texts = TEXTS[language];
  if (items.length === 1) {
    const [item] = items as [FeedItem];
    return { title: texts.kinds[item.kind] ?? texts.other, body: item.title };
  }
  const names = items.slice(0, 3).map((item) => item.title);
  return { title: texts.many(items.length), body: `${names.join(', ')}${items.length > 3 ? ', …' : ''}` };
}

/**
 * The admin path to open for a notification's click, or null when it is not one: it must be an
 * absolute path under /admin of the app itself (no scheme, no host, no way out by dot segments).
 */
export function safeAdminPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(path, APP_ORIGIN);
  } catch {
    return null;
  }
  if (!isAppUrl(url.href)) return null;
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface NotifierDeps {
  /** The window session's fetch (index.ts `fetchFn`): its cookie store holds the sign-in. */
  fetchFn: FetchFn;
  /** The configured server's origin, or null before first run. */
  getServerOrigin: () => string | null;
  /** Shows a system notification (Electron's `Notification`); `onClick` runs when it is clicked. */
  show: (notification: NotificationText & { onClick: () => void }) => void;
  /** Whether the app's window has the focus (then nothing is shown: the staff member is looking). */
  isWindowFocused: () => boolean;
  /** Brings the window to the front and opens an admin path (already validated) in it. */
  openPath: (path: string) => void;
  /** The "Show notifications" setting. */
  isEnabled: () => boolean;
  /** The operating system's locale (`app.getLocale()`). */
  getLocale: () => string;
  /** `setTimeout`/`clearTimeout`, swapped by the tests. */
  timer?: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  };
  log?: (message: string) => void;
}

export interface Notifier {
  /** Starts polling: one round now, then one every 30 s after the previous one ended. */
  start(): void;
  stop(): void;
  /** One round (the timer's; the tests call it directly). */
  poll(): Promise<void>;
}

const realTimer = {
  setTimeout: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createNotifier(deps: NotifierDeps): Notifier {
  const timer = deps.timer ?? realTimer;
  // The cursor belongs to the server that gave it; another server starts again from "now".
  let cursor: { server: string; value: string } | null = null;
  let handle: unknown = null;
  let running = false;

  const announce = (items: FeedItem[]) => {
    const text = notificationText(items, languageOf(deps.getLocale()));
    const first = items[0]?.path ?? '/admin';
    deps.show({
      ...text,
      onClick: () => {
        const path = safeAdminPath(first);
        if (path === null) {
          deps.log?.(`Notification path refused: ${first.slice(0, 200)}`);
          return;
        }
        deps.openPath(path);
      },
    });
  };

  const poll = async () => {
    const server = deps.getServerOrigin();
    if (server === null) return;
    if (!deps.isEnabled()) {
      // Turned off: no requests; turned on again, it starts from "now" (nothing missed is announced).
      cursor = null;
      return;
    }
    const since = cursor?.server === server ? cursor.value : null;
    const query = since === null ? '' : `?since=${encodeURIComponent(since)}`;
    const request = new Request(`${APP_ORIGIN}${NOTIFICATIONS_API}${query}`, {
      headers: { Accept: 'application/json' },
    });
    // 401/403 (signed out, a role without the lists), 502/503 (unreachable): wait for the next round.
    const response = await forwardApiRequest(request, server, deps.fetchFn);
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    const feed = FeedSchema.safeParse(await response.json().catch(() => null));
    if (!feed.success) {
      deps.log?.('Notifications: the server answered something else than a feed');
      return;
    }
    // The cursor always moves on, so nothing is announced twice and nothing old is announced later.
    cursor = { server, value: feed.data.cursor };
    if (since === null || feed.data.items.length === 0) return;
    if (deps.isWindowFocused() || !deps.isEnabled()) return;
    announce(feed.data.items);
  };

  const schedule = () => {
    if (!running) return;
    handle = timer.setTimeout(() => {
      handle = null;
      void round();
    }, POLL_INTERVAL_MS);
  };

  const round = async () => {
    try {
      await poll();
    } catch (error) {
      deps.log?.(`Notifications: ${error instanceof Error ? error.message : String(error)}`);
    }
    schedule();
  };

  return {
    start() {
      if (running) return;
      running = true;
      void round();
    },
    stop() {
      running = false;
      if (handle !== null) timer.clearTimeout(handle);
      handle = null;
    },
    poll,
  };
}
