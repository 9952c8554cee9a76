import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../shared/entities';
import type { Permission } from '../../shared/roles';
import { RequireRole } from './shell/guards';
import { resetConnection } from './connection/store';
import { LAST_USER_KEY, lastUser } from './last-user';
import { initTestI18n, renderScreen } from './screen-test-support';
import { USER_QUERY_KEY, fetchCurrentUser, isStandIn } from './session';

// Which user the admin's guards go by when GET /api/user answers, refuses, or gets no answer at
// all (a laptop at the door whose Wi-Fi dropped): the server's answer whenever it gives one, the
// last user it confirmed on this computer only while it cannot be reached.

const EDITOR: CurrentUser = {
  id: 4,
  username: 'dora.door',
  fullName: 'Dora Door',
  email: 'dora@example.com',
  role: 'editor',
  requestedRole: null,
  memberId: null,
  passwordGenerated: false,
  language: null,
  pendingEmail: null,
};

/** localStorage as a map (node has none). */
function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;
const remember = (user: CurrentUser) => storage.entries.set(LAST_USER_KEY, JSON.stringify(user));

/** GET /api/user answers `answer`: a status with a body, or fetch's own failure (no network). */
function serverAnswers(answer: { status: number; body: unknown } | 'no-network') {
  vi.stubGlobal('fetch', () =>
    answer === 'no-network'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(
          new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
  );
}

/** The guard of `permission` over a screen, with the user as `fetchCurrentUser` loaded it. */
async function guarded(permission: Permission = 'registrations:manage'): Promise<string> {
  const loaded = new QueryClient();
  await loaded.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser });
  const user = loaded.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
  expect(user).not.toBeUndefined();
  return renderScreen(
    <RequireRole permission={permission}>
      <p>The door screen</p>
    </RequireRole>,
    (queryClient) => queryClient.setQueryData(USER_QUERY_KEY, user),
    '/admin/events/7/check-in',
  );
}

beforeAll(initTestI18n);
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the user the admin goes by', () => {
  it('is the server’s answer when it gives one, and that user is remembered', async () => {
    remember({ ...EDITOR, id: 99, username: 'someone.before' });
    serverAnswers({ status: 200, body: EDITOR });
    const user = await fetchCurrentUser();
    expect(user).toEqual(EDITOR);
    expect(isStandIn(user)).toBe(false);
    expect(lastUser()).toEqual(EDITOR);
    expect(await guarded()).toContain('The door screen');
  });

  it('is nobody after a 401, even with a remembered user, who is forgotten: sign-in is needed', async () => {
    remember(EDITOR);
    serverAnswers({ status: 401, body: { error: 'Not signed in' } });
    expect(await fetchCurrentUser()).toBeNull();
    expect(storage.entries.has(LAST_USER_KEY)).toBe(false);
    remember(EDITOR);
    // The guard sends the visitor to /auth (a redirect renders nothing).
    expect(await guarded()).not.toContain('The door screen');
  });

  it.each([
    ['no answer at all', 'no-network' as const],
    ['the desktop forwarder’s 502', { status: 502, body: { error: 'The server cannot be reached' } }],
    ['a 503', { status: 503, body: {} }],
  ])('is the remembered user when the server cannot be reached (%s)', async (_case, answer) => {
    remember(EDITOR);
    serverAnswers(answer);
    const user = await fetchCurrentUser();
    expect(user).toEqual(EDITOR);
    // Marked as standing in: the server's next answer to any request replaces it.
    expect(isStandIn(user)).toBe(true);
    expect(lastUser()).toEqual(EDITOR);
    expect(await guarded()).toContain('The door screen');
    // Offline too, the remembered role decides what may be opened.
    remember({ ...EDITOR, role: 'viewer' });
    expect(await guarded()).toContain('Access Denied');
  });

  it('is no one when the server cannot be reached and nobody was remembered (or the entry is unreadable)', async () => {
    serverAnswers('no-network');
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch');
    storage.entries.set(LAST_USER_KEY, '{"id":"4","role":"editor"}');
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch');
    storage.entries.set(LAST_USER_KEY, 'not json');
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch');
  });

  it('is not the remembered user when the server answered with an error of its own', async () => {
    remember(EDITOR);
    serverAnswers({ status: 500, body: { error: 'Something went wrong on our side. Please try again later.' } });
    await expect(fetchCurrentUser()).rejects.toThrow('500');
    expect(lastUser()).toEqual(EDITOR);
  });

  it('is forgotten when the connection state is reset (logout, another server chosen)', () => {
    remember(EDITOR);
    resetConnection();
    expect(lastUser()).toBeNull();
  });
});
