import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeInBrowser, startSite, type Site } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'correct-horse-battery';

interface Account {
  username: string;
  fullName: string;
  role: 'admin' | 'editor' | 'viewer';
}

const ACCOUNTS: Record<Account['role'], Account> = {
  admin: { username: 'ana.admin', fullName: 'Ana Lindqvist', role: 'admin' },
  editor: { username: 'eero.editor', fullName: 'Eero Tamm', role: 'editor' },
  viewer: { username: 'vera.viewer', fullName: 'Vera Ozols', role: 'viewer' },
};

/** Creates a user the way IT does: `npm run user:create` against the site's database. */
function createWithCli(site: Site, account: Account): void {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/cli/user-create.ts',
      '--username',
      account.username,
      '--password',
      PASSWORD,
      '--role',
      account.role,
      '--full-name',
      account.fullName,
      '--email',
      `${account.username}@example.com`,
    ],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: site.server.database.dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`user:create failed: ${result.stderr}`);
}

/** The built files of the admin module (from Vite's manifest). */
function adminChunks(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(inject('webDist'), '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  return Object.values(manifest)
    .filter((chunk) => chunk.src?.startsWith('../admin/'))
    .map((chunk) => `/${chunk.file}`);
}

/** The visible form of /auth (both tabs' forms stay in the page, one hidden). */
const panel = (page: Page) => page.locator('form:visible').first();

async function signIn(page: Page, account: Account, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await panel(page).getByLabel('Username').fill(account.username);
  await panel(page)
    .getByLabel(/^Password/)
    .fill(password);
  await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
}

describeInBrowser('sign-in and the admin area', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    for (const account of Object.values(ACCOUNTS)) createWithCli(site, account);
    // Three runs of the user:create command, each a Node start: slow when the machine is busy.
  }, 180_000);
  afterAll(() => site.close());

  it('public pages never download the admin code; /auth does', async () => {
    const chunks = adminChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const page = await site.newPage();
    const loaded: string[] = [];
    page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
    for (const publicPath of ['/', '/members', '/news', '/contact']) {
      await page.goto(publicPath);
      await page.waitForLoadState('networkidle');
    }
    expect(loaded.filter((file) => chunks.includes(file))).toEqual([]);
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    expect(loaded.some((file) => chunks.includes(file))).toBe(true);
    // No site header or footer on /auth.
    expect(await page.locator('footer').count()).toBe(0);
  });

  it('sends an anonymous visitor from /admin to /auth', async () => {
    const page = await site.newPage();
    await page.goto('/admin');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  });

  it('refuses a wrong password with a destructive toast, signs in with the right one', async () => {
    const page = await site.newPage();
    await signIn(page, ACCOUNTS.admin, 'wrong-password');
    await expect.poll(() => page.getByText('Login failed', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Invalid username or password').count()).toBe(1);
    await panel(page)
      .getByLabel(/^Password/)
      .fill(PASSWORD);
    await panel(page).getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByText('Login successful').count()).toBe(1);
    await expect.poll(() => page.getByText(`Welcome back, ${ACCOUNTS.admin.fullName}!`).count()).toBe(1);
  });

  it('logs out with a toast, and the session is really ended', async () => {
    const page = await site.newPage();
    await signIn(page, ACCOUNTS.editor);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await page.getByRole('button', { name: /log ?out/i }).click();
    await expect.poll(() => page.getByText('You have been successfully logged out.').count()).toBe(1);
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  it('viewer: only the dashboard and their own account in the sidebar; members denied naming "admin or editor"', async () => {
    const page = await site.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await signIn(page, ACCOUNTS.viewer);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await page.waitForLoadState('networkidle');
    // The dashboard asks for contact submissions only for admin and editor.
    expect(requested).not.toContain('/api/admin/contact-submissions');
    const sidebar = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Dashboard' }) });
    await expect.poll(() => sidebar.getByRole('link').allTextContents()).toEqual(['Dashboard', 'My account']);
    await page.goto('/admin/members');
    await expect
      .poll(() =>
        page
          .getByText("You don't have permission to access this page. This area requires admin or editor privileges.")
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Return to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('editor: the lists but no settings; settings denied naming "admin"', async () => {
    const page = await site.newPage();
    await signIn(page, ACCOUNTS.editor);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    for (const name of ['Members', 'Events', 'News', 'Contact submissions', 'Subscribers', 'My account']) {
      await expect
        .poll(() => page.getByRole('link', { name, exact: true }).count(), { message: name })
        .toBeGreaterThan(0);
    }
    expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await page.goto('/admin/settings');
    await expect
      .poll(() =>
        page.getByText("You don't have permission to access this page. This area requires admin privileges.").count(),
      )
      .toBe(1);
  });

  it('admin: every screen, with search on each list', async () => {
    const page = await site.newPage();
    await signIn(page, ACCOUNTS.admin);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await expect.poll(() => page.getByText('No recent activity to display').count()).toBe(1);
    const members = (await (await fetch(`${site.baseUrl}/api/members`)).json()) as { name: string }[];
    const checks: [string, string][] = [
      ['/admin/members', members[0]?.name ?? ''],
      [
        '/admin/events',
        ((await (await fetch(`${site.baseUrl}/api/events`)).json()) as { title: string }[])[0]?.title ?? '',
      ],
      [
        '/admin/news',
        ((await (await fetch(`${site.baseUrl}/api/news`)).json()) as { title: string }[])[0]?.title ?? '',
      ],
    ];
    for (const [screen, text] of checks) {
      await page.goto(screen);
      await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      const search = page
        .getByRole('searchbox')
        .or(page.getByLabel(/search/i))
        .first();
      await search.fill(text.toUpperCase());
      await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
      await search.fill('zzzz-no-such-thing');
      await expect.poll(() => page.getByText('No results found').count()).toBe(1);
    }
    // Delete asks first, and 'No' keeps everything.
    await page.goto('/admin/members');
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const rows = await page.locator('table tbody tr').count();
    await page
      .locator('table tbody tr')
      .first()
      .getByRole('button', { name: /delete/i })
      .click();
    await expect.poll(() => page.getByText('Are you sure you want to delete this item?').count()).toBe(1);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect.poll(() => page.getByText('Are you sure you want to delete this item?').count()).toBe(0);
    expect(await page.locator('table tbody tr').count()).toBe(rows);

    await page.goto('/admin/contacts');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.goto('/admin/settings');
    for (const tab of ['Users', 'Site', 'Outbox']) {
      await expect.poll(() => page.getByRole('tab', { name: tab }).count(), { message: tab }).toBe(1);
    }
    // One's own account is on My account, not a second time in the settings.
    expect(await page.getByRole('tab').count()).toBe(3);
  });

  it('registering and asking for admin gives an account without staff access, awaiting approval', async () => {
    const page = await site.newPage();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = panel(page);
    await form.getByLabel('Username').fill('new.person');
    await form.getByLabel(/^Password/).fill('a-good-password');
    await form.getByLabel(/confirm password/i).fill('a-good-password');
    await form.getByLabel('Full name').fill('Nina Person');
    await form.getByLabel(/e-?mail/i).fill('nina@example.com');
    await form.getByRole('radio', { name: /admin/i }).check();
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => page.getByText('Registration successful').count()).toBe(1);
    await expect.poll(() => page.getByText(/approv/i).count()).toBeGreaterThan(0);
    const user = (await (await page.request.get('/api/user')).json()) as { role: string; requestedRole: string };
    expect(user).toMatchObject({ role: 'registered', requestedRole: 'admin' });
    // Their own account page is all they reach: it says why, and the sidebar offers nothing else.
    await page.waitForURL((url) => url.pathname === '/admin/account');
    await expect.poll(() => page.getByText('No staff access yet').count()).toBe(1);
    expect(await page.getByText(/Your request for Admin access is waiting for an administrator/).count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['My account']);
    expect((await page.request.get('/api/admin/activity')).status()).toBe(403);
  });

  it('tells a signed-in visitor on /auth and sends them on after about 5 s', async () => {
    const page = await site.newPage();
    await signIn(page, ACCOUNTS.admin);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await page.goto('/auth');
    await expect.poll(() => page.getByText('Already Authenticated').count()).toBe(1);
    expect(await page.getByText(ACCOUNTS.admin.username).count()).toBeGreaterThan(0);
    const started = Date.now();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThan(3500);
  });

  it('collapses the sidebar at 800 px: the menu button opens it, navigation closes it', async () => {
    const page = await site.newPage({ viewport: { width: 800, height: 900 } });
    await signIn(page, ACCOUNTS.editor);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    const link = page.getByRole('link', { name: 'Members', exact: true });
    await expect.poll(() => link.isVisible()).toBe(false);
    const menu = page
      .getByRole('button', { expanded: false })
      .filter({ hasNot: page.getByText('Logout') })
      .first();
    await menu.click();
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/members');
    await expect.poll(() => link.isVisible()).toBe(false);
  });

  it.each([
    ['es', 'es-ES'],
    ['sv', 'sv-SE'],
  ])('shows the dashboard in %s', async (language, locale) => {
    const page = await site.newPage({ locale });
    // Sign in through the API (same cookie jar as the page): the form's labels are in English here.
    const login = await page.request.post('/api/login', {
      data: { username: ACCOUNTS.admin.username, password: PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto('/admin');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).not.toBe('Dashboard');
    expect(await page.getByText('No recent activity to display').count()).toBe(0);
  });
});
