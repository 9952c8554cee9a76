import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
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

/** Starts the site and the browser for one suite. */
export async function startSite(): Promise<Site> {
  const server = await startTestServer('sqlite', { seed: true, webDist: inject('webDist') });
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
 * Moves to `path` inside the running single-page app (as a link would), without loading the page
 * again: what the page shows then comes from the app's query cache unless a save invalidated it.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path.split('?')[0]);
}
