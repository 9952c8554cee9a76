import type { AppOptions } from '../../server/app';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../factories';
import { ApiClient } from '../helpers/http';
import { startTestServer, type TestServer } from '../helpers/server';
import type { Role } from '../../shared/entities';
import { CHROMIUM_ARGS } from './harness-flags';

const browserPath = inject('browserPath');

/**
 * `describe` for suites that need the browser. Without Chromium they are skipped with a reason
 * outside CI; under CI the global setup has already failed the run.
 */
export const describeInBrowser: typeof describe = browserPath
  ? describe
  : (describe.skip as unknown as typeof describe);

export { CHROMIUM_ARGS };

/** A real server (fresh seeded SQLite, the web site built for this run) and a headless Chromium. */
export interface Site {
  server: TestServer;
  baseUrl: string;
  browser: Browser;
  /** A page in a new browser context (fresh storage and cookies). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** An API client signed in as a new user of `role`. */
  apiAs(role: Role): Promise<ApiClient>;
  close(): Promise<void>;
}

/** Starts the site and the browser for one suite (`mail`: an SMTP server the site sends through). */
export async function startSite(options: { mail?: AppOptions['mail'] } = {}): Promise<Site> {
  const server = await startTestServer('sqlite', {
    seed: true,
    webDist: inject('webDist'),
    // As `npm start` serves: the pages rendered by the build's bundle of the renderer.
    renderer: 'built',
    ...(options.mail ? { mail: options.mail } : {}),
  });
  // The page renderer is loaded on its first use: do it now, so no test's first page load waits
  // for it (seconds on two busy cores) and no check's timeout covers it.
  await server.app.pages.warm();
  const browser = await chromium.launch({ executablePath: browserPath, headless: true, args: CHROMIUM_ARGS });
  return {
    server,
    baseUrl: server.baseUrl,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ locale: 'en-US', ...options, baseURL: server.baseUrl });
      return context.newPage();
    },
    async apiAs(role) {
      const user = await createUser(server.db, { role });
      const client = new ApiClient(server.baseUrl);
      await client.login(user.username, FACTORY_PASSWORD);
      return client;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Signs in through /auth (as a user made with the factory password) and waits for the admin dashboard. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/auth');
  const form = page.locator('form:visible').first();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel(/^Password/).fill(FACTORY_PASSWORD);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/**
 * Hydrates every island of a server-rendered public page and waits until each has (its root carries
 * `data-hydrated`). Islands hydrate when someone reaches for them: a pointer coming over each one's
 * first element stands for that here. Only then do clicks and typing reach React; before, the page
 * is plain HTML (clicks on buttons are held until hydration; islands.e2e tests that path itself).
 */
export async function islandsHydrated(page: Page): Promise<void> {
  // The islands script has run: the header works and the islands answer a first use.
  await page.locator('html[data-islands="listening"]').waitFor({ state: 'attached' });
  const pending = page.locator('[data-island]:not([data-hydrated])');
  await expect
    .poll(() =>
      // One evaluation (an island may hydrate meanwhile); the island's wrapper has no box
      // (display: contents), so the pointer comes over its first element.
      pending.evaluateAll((roots) => {
        for (const root of roots) {
          root.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        }
        return roots.length;
      }),
    )
    .toBe(0);
}

/** Opens a public page (a full load, as a link does) and waits for its islands to hydrate. */
export async function openPublicPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await islandsHydrated(page);
  return response;
}

/**
 * Moves to `path` inside the running single-page app of /auth and /admin (as a link would), without
 * loading the page again: what the page shows then comes from the app's query cache unless a save
 * invalidated it. Public pages are server-rendered, not part of that app: open them with
 * `openPublicPage` (a full page load) instead.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  if (!path.startsWith('/admin') && !path.startsWith('/auth')) {
    throw new Error(`navigateInApp is for the browser app (/auth, /admin); ${path} is a server-rendered page`);
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path.split('?')[0]);
}
