import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_STORAGE, LANGUAGE_COOKIE_MAX_AGE_S } from '../../shared/browser-storage';
import { LANGUAGES, type Language } from '../../shared/constants';
import { localizedPath } from '../../shared/routes';
import { createUser, FACTORY_PASSWORD } from '../../tests/factories';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { mergedNamespace } from './locale-files';
import { SITE_LOCALES } from './strings';

// The Cookie Policy is written from the code's own list of what the site keeps in a browser and from
// the server's configured session lifetimes: these tests fail when the page and the code drift apart.

const MINUTE = 60_000;
/** Lifetimes no other server has, so the page can only show them if it reads the configuration. */
const LIFETIME = { idleMs: 45 * MINUTE, absoluteMs: 6 * 60 * MINUTE };

const SHOWN: Record<Language, { idle: string; absolute: string; year: string }> = {
  en: { idle: '45 minutes', absolute: '6 hours', year: '365 days' },
  es: { idle: '45 minutos', absolute: '6 horas', year: '365 días' },
  sv: { idle: '45 minuter', absolute: '6 timmar', year: '365 dagar' },
};

/** The text of a `legal` string in a language (English merged under it). */
function legalText(language: Language, key: string): string {
  let node: unknown = mergedNamespace(SITE_LOCALES, language, 'legal');
  for (const part of key.split('.'))
    node = typeof node === 'object' && node ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no legal:${key} in ${language}`);
  return node;
}

/** The names of the cookies a response sets, and whether each lasts beyond the browser session. */
function cookiesSet(response: Response): { name: string; persistent: boolean }[] {
  return response.headers.getSetCookie().map((line) => ({
    name: line.split('=')[0]!.trim(),
    persistent: /;\s*(expires|max-age)=/i.test(line),
  }));
}

describe('the Cookie Policy page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { sessionLifetime: LIFETIME });
  });
  afterAll(() => server.close());

  it.each(LANGUAGES)(
    'lists every item the code keeps in a browser, with its configured lifetime, in %s',
    async (language) => {
      const response = await fetch(`${server.baseUrl}${localizedPath('/cookies', language)}`);
      expect(response.status).toBe(200);
      const document = parse(await response.text());
      const listed = document.querySelectorAll('[data-stored-name]');
      expect(listed.map((element) => element.getAttribute('data-stored-name')).sort()).toEqual(
        BROWSER_STORAGE.map((item) => item.name).sort(),
      );
      for (const item of BROWSER_STORAGE) {
        const shown = document.querySelector(`[data-stored-name="${item.name}"]`)!;
        expect(shown.querySelector('dt')?.text).toBe(item.name);
        expect(shown.text).toContain(legalText(language, `cookies.stored.purpose.${item.purpose}`));
        expect(shown.text).toContain(legalText(language, `cookies.stored.where.${item.where}`));
        if (item.lifetime.kind === 'session') {
          expect(shown.text).toContain(SHOWN[language].idle);
          expect(shown.text).toContain(SHOWN[language].absolute);
        }
      }
      const languageCookie = document.querySelector('[data-stored-name="chamber.lang"]')!;
      expect(LANGUAGE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
      expect(languageCookie.text).toContain(SHOWN[language].year);
      // What the policy once claimed and the site never did: consent, analytics, eight-hour sessions.
      const article = document.querySelector('[data-testid="legal-article"]')!.text;
      expect(article).not.toMatch(/eight hours|ocho horas|åtta timmar|13 (months|meses|månader)/i);
    },
  );

  it('lists every cookie the server sets, with the kind of lifetime the page gives it', async () => {
    const lifetimeOf = (name: string) =>
      BROWSER_STORAGE.find((item) => item.where === 'cookie' && item.name === name)?.lifetime;
    const seen = new Map<string, boolean>();
    const note = (response: Response) => {
      for (const cookie of cookiesSet(response)) seen.set(cookie.name, cookie.persistent);
    };
    // A first visit that is sent to the browser's language, then the page itself.
    note(await fetch(`${server.baseUrl}/members`, { headers: { 'accept-language': 'sv' }, redirect: 'manual' }));
    note(await fetch(`${server.baseUrl}/about`, { headers: { 'accept-language': 'en' }, redirect: 'manual' }));
    // Signing in and out.
    const user = await createUser(server.db, { role: 'editor' });
    const signIn = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: FACTORY_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    note(signIn);
    expect([...seen.keys()].sort()).toEqual(['chamber.sid', 'chamber.sid.sig', 'chamber.visit']);
    for (const [name, persistent] of seen) {
      const lifetime = lifetimeOf(name);
      expect(lifetime, `${name} is on the Cookie Policy`).toBeDefined();
      expect(persistent, `${name}: persistent as the page says`).toBe(lifetime!.kind !== 'browser-session');
    }
    // The session cookie lasts as long as the idle lifetime the page states.
    const session = signIn.headers.getSetCookie().find((line) => line.startsWith('chamber.sid='))!;
    const expires = Date.parse(/expires=([^;]+)/i.exec(session)![1]!);
    expect(Math.abs(expires - Date.now() - LIFETIME.idleMs)).toBeLessThan(MINUTE);
  });
});
