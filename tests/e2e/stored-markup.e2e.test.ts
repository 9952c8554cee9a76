import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChamberEvent, ContactSubmission, Member, NewsArticle } from '../../shared/entities';
import { createEvent, createNewsArticle, createUser, eventInput, memberInput, newsInput } from '../factories';
import type { ApiClient } from '../helpers/http';
import { createSessionFetch } from '../helpers/session-fetch';
import { newDesktopContext, startDesktopHarness, type DesktopHarness } from './desktop-harness';
import { describeInBrowser, islandsHydrated, signInAs, startSite, type Site } from './harness';

// Staff (and visitors, through the contact form) type text, never markup: whatever they store is
// shown as the characters they typed, in the public site, the admin and the desktop renderer.

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=2">';
const MORE =
  '<a href="javascript:alert(1)">click</a> <iframe src="javascript:alert(1)"></iframe> <b onclick="alert(1)">b</b>';
// String.replace's replacement patterns: text put into a page with a replace must come out as typed.
const DOLLARS = "$' $& $` $$";
const JS_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

const EDITOR = { username: 'mark.up.editor', fullName: 'Mark Upton' };
const tag = `m${Date.now().toString(36)}`;
// Names that start with '<' sort first (featured members by name), so each page shows them.
const memberName = `${SCRIPT} ${tag}`;
const memberDescription = `${IMG} ${SCRIPT} ${MORE} ${DOLLARS}`;
const newsTitle = `${SCRIPT} news ${tag}`;
const newsExcerpt = `${IMG} excerpt`;
const newsContent = `${SCRIPT}\n\n${IMG}\n\n${MORE}`;
const eventTitle = `${IMG} event ${tag}`;
const eventDescription = `${SCRIPT} ${IMG} ${MORE}`;
const contactName = `${SCRIPT} ${tag}`.slice(0, 100);
const contactMessage = `${IMG} ${MORE}`;

/** Counts, in the page, of everything the stored text would have produced had it been markup. */
function markupFound(page: Page) {
  return page.evaluate(() => {
    const attr = (element: Element, name: string) => element.getAttribute(name) ?? '';
    return {
      xss: (window as Window & { __xss?: unknown }).__xss ?? null,
      imagesX: document.querySelectorAll('img[src="x"]').length,
      handlers: document.querySelectorAll('[onerror], [onclick], [onload]').length,
      // Scripts that would run. A page's JSON scripts (the islands' props, the JSON-LD of a detail
      // page) are data: they carry the stored text, escaped.
      scripts: [...document.querySelectorAll('script')].filter(
        (script) => !/^application\/(ld\+)?json$/.test(script.type) && script.textContent?.includes('__xss'),
      ).length,
      // A data script holding a raw '<' could be closed early by a stored '</script>'.
      rawDataScripts: [
        ...document.querySelectorAll('script[type="application/json"], script[type="application/ld+json"]'),
      ].filter((script) => script.textContent?.includes('<')).length,
      iframes: document.querySelectorAll('iframe').length,
      javascriptUrls: [...document.querySelectorAll('[href], [src]')].filter((element) =>
        /^\s*javascript:/i.test(attr(element, 'href') || attr(element, 'src')),
      ).length,
    };
  });
}
const NOTHING = { xss: null, imagesX: 0, handlers: 0, scripts: 0, rawDataScripts: 0, iframes: 0, javascriptUrls: 0 };

/** Records every alert/confirm/prompt a page opens (and dismisses it). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Waits until each text shows, literally, in the page, then checks no markup came of it. */
async function expectLiteral(page: Page, texts: string[], dialogs: string[]): Promise<void> {
  for (const text of texts) {
    await expect.poll(() => page.getByText(text).count(), { message: `"${text}" on ${page.url()}` }).toBeGreaterThan(0);
  }
  // A moment for an image error handler or a script to have run, had either been created.
  await page.waitForTimeout(200);
  expect(await markupFound(page), page.url()).toEqual(NOTHING);
  expect(dialogs).toEqual([]);
}

/**
 * The admin lists (members, news, events, contacts) and their edit or details dialogs, signed in
 * as the editor: the same screens in the browser admin and the desktop renderer.
 */
async function checkAdmin(page: Page, dialogs: string[]): Promise<void> {
  await signInAs(page, EDITOR.username);
  // The dashboard's recent activity names the items just created.
  await expectLiteral(page, [memberName, newsTitle, eventTitle], dialogs);

  const screens = [
    { link: 'Members', path: '/admin/members', search: 'Search members', name: memberName, dialog: 'Edit member' },
    { link: 'News', path: '/admin/news', search: 'Search news', name: newsTitle, dialog: 'Edit article' },
    { link: 'Events', path: '/admin/events', search: 'Search events', name: eventTitle, dialog: 'Edit event' },
  ];
  for (const screen of screens) {
    await page.getByRole('link', { name: screen.link, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === screen.path);
    await page.getByRole('searchbox', { name: screen.search }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: screen.name });
    await expect.poll(() => row.count()).toBe(1);
    await expectLiteral(page, [screen.name], dialogs);

    await page.getByRole('button', { name: `Edit ${screen.name}` }).click();
    const dialog = page.getByRole('dialog', { name: screen.dialog });
    await dialog.waitFor();
    // The form holds the stored characters as they are.
    if (screen.path === '/admin/members') {
      await expect.poll(() => dialog.getByLabel(/^Name/).inputValue()).toBe(memberName);
      expect(await dialog.getByLabel(/^Description/).inputValue()).toBe(memberDescription);
    } else if (screen.path === '/admin/news') {
      await expect.poll(() => dialog.getByLabel(/^Title/).inputValue()).toBe(newsTitle);
      expect(await dialog.getByLabel(/^Excerpt/).inputValue()).toBe(newsExcerpt);
      expect(await dialog.getByLabel(/^Content/).inputValue()).toBe(newsContent);
    } else {
      await expect.poll(() => dialog.getByLabel(/^Title/).inputValue()).toBe(eventTitle);
      expect(await dialog.getByLabel(/^Description/).inputValue()).toBe(eventDescription);
    }
    expect(await markupFound(page)).toEqual(NOTHING);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  }

  // A visitor's contact submission: the list and the details dialog.
  await page.getByRole('link', { name: 'Contact submissions', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/admin/contacts');
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(tag);
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect.poll(() => row.count()).toBe(1);
  await expectLiteral(page, [contactName, contactMessage], dialogs);
  await row.getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog');
  await details.waitFor();
  await expectLiteral(page, [contactName, contactMessage], dialogs);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => details.count()).toBe(0);
}

describeInBrowser('stored markup does nothing: staff and visitor text renders as text', () => {
  let site: Site;
  let editor: ApiClient;
  const ids = { member: 0, news: 0, event: 0 };

  beforeAll(async () => {
    site = await startSite();
    await createUser(site.server.db, { role: 'editor', ...EDITOR });
    editor = await site.apiAs('editor');
  });
  afterAll(() => site.close());

  it('the API stores the text as typed, and refuses javascript: (and other non-http) links and images (400)', async () => {
    const member = await editor.post<Member>(
      '/api/admin/members',
      memberInput({ name: memberName, description: memberDescription, featured: true }),
    );
    expect(member.status).toBe(201);
    expect(member.body).toMatchObject({ name: memberName, description: memberDescription });
    ids.member = member.body.id;

    const news = await editor.post<NewsArticle>(
      '/api/admin/news',
      newsInput({
        title: newsTitle,
        excerpt: newsExcerpt,
        content: newsContent,
        featured: true,
        publishDate: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(news.status).toBe(201);
    expect(news.body).toMatchObject({ title: newsTitle, excerpt: newsExcerpt, content: newsContent });
    ids.news = news.body.id;

    const event = await editor.post<ChamberEvent>(
      '/api/admin/events',
      eventInput({
        title: eventTitle,
        description: eventDescription,
        featured: true,
        date: new Date(Date.now() + 60 * 60_000).toISOString(),
      }),
    );
    expect(event.status).toBe(201);
    expect(event.body).toMatchObject({ title: eventTitle, description: eventDescription });
    ids.event = event.body.id;

    const visitor = await fetch(`${site.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: contactName,
        email: `${tag}@example.com`,
        inquiryType: 'other',
        message: contactMessage,
      }),
    });
    expect(visitor.status).toBe(201);
    expect(((await visitor.json()) as ContactSubmission).message).toBe(contactMessage);

    for (const url of JS_URLS) {
      const cases: [string, Record<string, unknown>, string][] = [
        ['/api/admin/members', memberInput({ website: url }), 'website'],
        ['/api/admin/members', memberInput({ logo: url }), 'logo'],
        ['/api/admin/events', eventInput({ registrationLink: url }), 'registrationLink'],
        ['/api/admin/events', eventInput({ image: url }), 'image'],
        ['/api/admin/news', newsInput({ image: url }), 'image'],
      ];
      for (const [path, body, field] of cases) {
        const refused = await editor.post<{ fields?: Record<string, string> }>(path, body);
        expect(refused.status, `${path} ${field}=${url}`).toBe(400);
        expect(Object.keys(refused.body.fields ?? {})).toEqual([field]);
      }
      // Nor can an update bring one in.
      const current = await editor.get<Member & { version: number }>(`/api/admin/members/${ids.member}`);
      const update = await editor.put(`/api/admin/members/${ids.member}`, {
        ...memberInput({ name: memberName, description: memberDescription, featured: true }),
        website: url,
        version: current.body.version,
      });
      expect(update.status).toBe(400);
    }
    expect(await site.server.db.models.Member.count({ where: { name: memberName } })).toBe(1);
  });

  it('the public pages show it literally and run nothing: home, lists and detail pages', async () => {
    const page = await site.newPage();
    const dialogs = watchDialogs(page);
    const pages: [string, string[]][] = [
      ['/', [memberName, newsTitle, eventTitle]],
      ['/members', [memberName, memberDescription]],
      ['/es/members', [memberName, memberDescription]],
      [`/members/${ids.member}`, [memberName, IMG, SCRIPT]],
      ['/news', [newsTitle, newsExcerpt]],
      [`/news/${ids.news}`, [newsTitle, SCRIPT, IMG, MORE]],
      ['/events', [eventTitle]],
      [`/events/${ids.event}`, [eventTitle, SCRIPT, IMG]],
    ];
    // The HTML as the server sent it (no script runs, so nothing can repair it), then the page
    // once its islands (the members, events and news lists) have rendered it again in the browser.
    const noScript = await site.browser.newContext({ javaScriptEnabled: false, baseURL: site.baseUrl });
    const served = await noScript.newPage();
    for (const [path, texts] of pages) {
      await served.goto(path);
      await expectLiteral(served, texts, dialogs);
      await page.goto(path);
      await islandsHydrated(page);
      await expectLiteral(page, texts, dialogs);
    }
    await noScript.close();
    // The news page title carries the article's title as text too.
    await page.goto(`/news/${ids.news}`);
    await expect.poll(() => page.title()).toContain(SCRIPT);
    expect(await markupFound(page)).toEqual(NOTHING);
  }, 180_000);

  it('Markdown in an article and an event becomes headings, emphasis and safe links in every language, never script', async () => {
    const markdown = [
      '## Programme',
      `**Bold words** and a [safe link](https://example.org/agenda).`,
      `[run](javascript:window.__xss=3) [page](data:text/html,<script>window.__xss=4</script>) ![x](x)`,
      SCRIPT,
      `Inline ${IMG} and <b onclick="window.__xss=5">b</b>.`,
    ].join('\n\n');
    const article = await createNewsArticle(site.server.db, { title: `Markdown news ${tag}`, content: markdown });
    const event = await createEvent(site.server.db, { title: `Markdown event ${tag}`, description: markdown });
    const page = await site.newPage();
    const dialogs = watchDialogs(page);
    for (const path of [
      `/news/${article.id}`,
      `/es/news/${article.id}`,
      `/sv/events/${event.id}`,
      `/events/${event.id}`,
    ]) {
      await page.goto(path);
      const body = page.locator('main');
      await expect
        .poll(() => body.getByRole('heading', { level: 2, name: 'Programme' }).count(), { message: path })
        .toBe(1);
      expect(await body.locator('strong').filter({ hasText: 'Bold words' }).count(), path).toBe(1);
      const link = body.getByRole('link', { name: 'safe link' });
      expect(await link.getAttribute('href')).toBe('https://example.org/agenda');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      // The links that could run something keep their text and lose their address.
      expect(await body.locator('a', { hasText: 'run' }).getAttribute('href')).toBeNull();
      expect(await body.locator('a[href^="data:"]').count()).toBe(0);
      // Raw HTML shows as the characters typed.
      await expectLiteral(page, [SCRIPT, IMG], dialogs);
    }
  });

  it('the admin lists and edit dialogs show it literally and run nothing', async () => {
    const page = await site.newPage();
    const dialogs = watchDialogs(page);
    await checkAdmin(page, dialogs);
  });

  it('so does the desktop renderer (through the main process forwarding)', async () => {
    let harness: DesktopHarness | undefined;
    try {
      harness = await startDesktopHarness(site.baseUrl, createSessionFetch());
      const context = await newDesktopContext(site.browser, harness, {
        server: site.baseUrl,
        version: '0.1.0-markup',
      });
      const page = await context.newPage();
      const dialogs = watchDialogs(page);
      await checkAdmin(page, dialogs);
      // The stored text broke no Content-Security-Policy rule either: nothing tried to run.
      expect(await page.evaluate(() => (window as Window & { __violations?: string[] }).__violations ?? [])).toEqual(
        [],
      );
      await context.close();
    } finally {
      await harness?.close();
    }
  });
});
