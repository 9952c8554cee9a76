import { describe, expect, it, vi } from 'vitest';
import {
  createNotifier,
  languageOf,
  notificationText,
  type NotifierDeps,
  POLL_INTERVAL_MS,
  safeAdminPath,
} from './notifications';
import type { FetchFn } from './server-address';

const SERVER = 'https://chamber.example.org';

const enquiry = {
  kind: 'enquiry',
  id: 7,
  title: 'Ana Ruiz',
  createdAt: '2027-03-01T10:00:00Z',
  path: '/admin/contacts?open=7',
};
const application = {
  kind: 'application',
  id: 3,
  title: 'Acme AB',
  createdAt: '2027-03-01T10:01:00Z',
  path: '/admin/applications?open=3',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A notifier on fakes: `answers` are the server's answers in order (a function throws a network error). */
function setup(answers: (Response | (() => never))[], options: { focused?: boolean; enabled?: boolean } = {}) {
  const state = { focused: options.focused ?? false, enabled: options.enabled ?? true };
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = vi.fn<FetchFn>((url, init) => {
    requests.push({ url: String(url), init });
    const next = answers.shift();
    if (next === undefined) return Promise.reject(new Error('no answer left'));
    if (typeof next === 'function') return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(next);
  });
  const timers: { run: () => void; ms: number }[] = [];
  const deps = {
    fetchFn,
    getServerOrigin: vi.fn<() => string | null>(() => SERVER),
    show: vi.fn<NotifierDeps['show']>(),
    isWindowFocused: () => state.focused,
    openPath: vi.fn<(path: string) => void>(),
    isEnabled: () => state.enabled,
    getLocale: vi.fn(() => 'en-GB'),
    timer: {
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
      clearTimeout: vi.fn(),
    },
    log: vi.fn(),
  } satisfies NotifierDeps;
  return { notifier: createNotifier(deps), deps, requests, state, timers };
}

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('the notification poller', () => {
  it('takes the cursor on its first call (no since) and shows nothing', async () => {
    const { notifier, deps, requests } = setup([json(200, { cursor: 'c1', items: [] })]);
    await notifier.poll();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(`${SERVER}/api/admin/notifications`);
    expect(deps.show).not.toHaveBeenCalled();
  });

  it('asks as the server’s own site, with the session’s cookie', async () => {
    const { notifier, requests } = setup([json(200, { cursor: 'c1', items: [] })]);
    await notifier.poll();
    const { init } = requests[0]!;
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.redirect).toBe('manual');
    expect(headersOf(init).get('origin')).toBe(SERVER);
    expect(headersOf(init).get('accept')).toBe('application/json');
    expect(headersOf(init).get('cookie')).toBeNull();
  });

  it('shows a new item when the window is not focused, and moves the cursor on', async () => {
    const { notifier, deps, requests } = setup([
      json(200, { cursor: 'c1', items: [] }),
      json(200, { cursor: 'c2', items: [enquiry] }),
      json(200, { cursor: 'c3', items: [] }),
    ]);
    await notifier.poll();
    await notifier.poll();
    await notifier.poll();
    expect(requests.map((request) => request.url)).toEqual([
      `${SERVER}/api/admin/notifications`,
      `${SERVER}/api/admin/notifications?since=c1`,
      `${SERVER}/api/admin/notifications?since=c2`,
    ]);
    expect(deps.show).toHaveBeenCalledTimes(1);
    const shown = deps.show.mock.calls[0]![0];
    expect(shown).toMatchObject({ title: 'New enquiry', body: 'Ana Ruiz' });
    expect(typeof shown.onClick).toBe('function');
  });

  it('shows nothing while the window is focused, but the cursor still moves on', async () => {
    const { notifier, deps, requests, state } = setup(
      [
        json(200, { cursor: 'c1', items: [] }),
        json(200, { cursor: 'c2', items: [enquiry] }),
        json(200, { cursor: 'c3', items: [application] }),
      ],
      { focused: true },
    );
    await notifier.poll();
    await notifier.poll();
    expect(deps.show).not.toHaveBeenCalled();
    state.focused = false;
    await notifier.poll();
    expect(requests[2]!.url).toBe(`${SERVER}/api/admin/notifications?since=c2`);
    // Only what came after: the enquiry seen while focused is not announced later.
    expect(deps.show).toHaveBeenCalledTimes(1);
    expect(deps.show.mock.calls[0]![0]).toMatchObject({ title: 'New membership application', body: 'Acme AB' });
  });

  it('asks nothing while turned off, and starts again from "now" when turned on', async () => {
    const { notifier, deps, requests, state } = setup(
      [json(200, { cursor: 'c1', items: [] }), json(200, { cursor: 'c9', items: [] })],
      { enabled: true },
    );
    await notifier.poll();
    state.enabled = false;
    await notifier.poll();
    expect(requests).toHaveLength(1);
    state.enabled = true;
    await notifier.poll();
    expect(requests[1]!.url).toBe(`${SERVER}/api/admin/notifications`);
    expect(deps.show).not.toHaveBeenCalled();
  });

  it('sums several new items up in one notification that opens the first', async () => {
    const { notifier, deps } = setup([
      json(200, { cursor: 'c1', items: [] }),
      json(200, { cursor: 'c2', items: [enquiry, application, { ...enquiry, id: 8, title: 'Erik Lund' }] }),
    ]);
    deps.getLocale.mockReturnValue('sv-SE');
    await notifier.poll();
    await notifier.poll();
    expect(deps.show).toHaveBeenCalledTimes(1);
    const shown = deps.show.mock.calls[0]![0];
    expect(shown).toMatchObject({ title: '3 nya ärenden', body: 'Ana Ruiz, Acme AB, Erik Lund' });
    shown.onClick();
    expect(deps.openPath).toHaveBeenCalledWith('/admin/contacts?open=7');
  });

  it.each([
    ['401 (signed out)', () => json(401, { error: 'Not signed in' })],
    ['403 (a role without the lists)', () => json(403, { error: 'Forbidden' })],
    ['a server error', () => json(500, { error: 'Oops' })],
    [
      'a network error',
      () => (): never => {
        throw new TypeError('fetch failed');
      },
    ],
    ['an answer that is no feed', () => json(200, { items: 'nope' })],
  ])('keeps its cursor and shows nothing on %s, then carries on', async (_name, failure) => {
    const { notifier, deps, requests } = setup([
      json(200, { cursor: 'c1', items: [] }),
      failure(),
      json(200, { cursor: 'c2', items: [enquiry] }),
    ]);
    await notifier.poll();
    await expect(notifier.poll()).resolves.toBeUndefined();
    expect(deps.show).not.toHaveBeenCalled();
    await notifier.poll();
    expect(requests[2]!.url).toBe(`${SERVER}/api/admin/notifications?since=c1`);
    expect(deps.show).toHaveBeenCalledTimes(1);
  });

  it('asks nothing before a server is chosen, and starts from "now" on another server', async () => {
    const { notifier, deps, requests } = setup([
      json(200, { cursor: 'c1', items: [] }),
      json(200, { cursor: 'x1', items: [enquiry] }),
    ]);
    deps.getServerOrigin.mockReturnValueOnce(null);
    await notifier.poll();
    expect(requests).toHaveLength(0);
    await notifier.poll();
    deps.getServerOrigin.mockReturnValue('https://other.example.org');
    await notifier.poll();
    expect(requests[1]!.url).toBe('https://other.example.org/api/admin/notifications');
    expect(deps.show).not.toHaveBeenCalled();
  });

  it('polls every 30 s after the previous round, also after a failure, until stopped', async () => {
    const { notifier, timers, requests } = setup([
      json(200, { cursor: 'c1', items: [] }),
      () => {
        throw new Error('network');
      },
      json(200, { cursor: 'c2', items: [] }),
    ]);
    notifier.start();
    await vi.waitFor(() => expect(timers).toHaveLength(1));
    expect(timers[0]!.ms).toBe(POLL_INTERVAL_MS);
    timers[0]!.run();
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    timers[1]!.run();
    await vi.waitFor(() => expect(timers).toHaveLength(3));
    expect(requests.map((request) => request.url.split('?')[1] ?? '')).toEqual(['', 'since=c1', 'since=c1']);
    notifier.stop();
    timers[2]!.run();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(timers).toHaveLength(3);
  });
});

describe('clicking a notification', () => {
  async function clicked(path: string) {
    const { notifier, deps } = setup([
      json(200, { cursor: 'c1', items: [] }),
      json(200, { cursor: 'c2', items: [{ ...enquiry, path }] }),
    ]);
    await notifier.poll();
    await notifier.poll();
    deps.show.mock.calls[0]![0].onClick();
    return deps;
  }

  it('opens the item’s admin screen', async () => {
    const deps = await clicked('/admin/contacts?open=7');
    expect(deps.openPath).toHaveBeenCalledWith('/admin/contacts?open=7');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    'javascript:alert(1)',
    '/setup',
    '/admin/../setup',
    '/administrator',
    'admin/contacts',
    '',
  ])('refuses to open %j', async (path) => {
    const deps = await clicked(path);
    expect(deps.openPath).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledWith(expect.stringContaining('Notification path refused'));
  });
});

describe('safeAdminPath', () => {
  it('keeps the path, query and fragment of an admin screen', () => {
    expect(safeAdminPath('/admin')).toBe('/admin');
    expect(safeAdminPath('/admin/users?tab=requests#r-4')).toBe('/admin/users?tab=requests#r-4');
    expect(safeAdminPath('/admin/./members')).toBe('/admin/members');
  });
});

describe('texts', () => {
  it('follow the operating system’s language, English otherwise', () => {
    expect(languageOf('es-419')).toBe('es');
    expect(languageOf('sv_SE')).toBe('sv');
    expect(languageOf('de-DE')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(notificationText([enquiry], 'es')).toEqual({ title: 'Nueva consulta', body: 'Ana Ruiz' });
    expect(notificationText([enquiry], 'sv').title).toBe('Ny förfrågan');
    expect(notificationText([{ ...enquiry, kind: 'role-request' }], 'en').title).toBe('New role request');
    expect(notificationText([{ ...enquiry, kind: 'something-new' }], 'en').title).toBe('New item');
    const five = Array.from({ length: 5 }, (_, index) => ({ ...enquiry, title: `P${index}` }));
    expect(notificationText(five, 'es')).toEqual({ title: '5 elementos nuevos', body: 'P0, P1, P2, …' });
  });
});
