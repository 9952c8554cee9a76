import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ManagedNewsArticle, NewsArchivePage, NewsArticle } from '../../../shared/entities';
import { newsInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

import { updateBodyOf } from '../../../tests/helpers/content-shapes';

const token = () => `t${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
const isoIn = (ms: number) => new Date(Math.round((Date.now() + ms) / 1000) * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('news drafts, scheduling and the staff news list on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    ({ client: editor } = await signedInClient(server, 'editor'));
    anonymous = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  async function create(overrides: Record<string, unknown>): Promise<ManagedNewsArticle> {
    const response = await editor.post<ManagedNewsArticle>('/api/admin/news', newsInput(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body;
  }

  /** Where the public can see an article: [list, detail, archive search]. */
  async function publicSees(article: ManagedNewsArticle): Promise<[boolean, boolean, boolean]> {
    const list = await anonymous.get<NewsArticle[]>('/api/news');
    const detail = await anonymous.get(`/api/news/${article.id}`);
    const archive = await anonymous.get<NewsArchivePage>(
      `/api/news/archive?search=${encodeURIComponent(article.title)}`,
    );
    return [
      list.body.some((item) => item.id === article.id),
      detail.status === 200,
      archive.body.items.some((item) => item.id === article.id),
    ];
  }

  async function staffIds(query: string): Promise<number[]> {
    const response = await editor.get<ManagedNewsArticle[]>(`/api/admin/news?${query}&pageSize=100`);
    expect(response.status, response.text).toBe(200);
    return response.body.map((item) => item.id);
  }

  it('creates a draft when no status is sent', async () => {
    const { status: _status, ...input } = newsInput();
    const response = await editor.post<ManagedNewsArticle>('/api/admin/news', input);
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('draft');
    const bad = await editor.post<ApiError>('/api/admin/news', newsInput({ status: 'scheduled' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ status: 'Please choose one of the options' });
  });

  it('keeps a draft from the public (list, detail, archive) but shows it to staff', async () => {
    const draft = await create({ title: `Draft ${token()}`, status: 'draft' });
    expect(await publicSees(draft)).toEqual([false, false, false]);
    expect((await anonymous.get(`/api/news/${draft.id}`)).body).toEqual({ error: 'Article not found' });
    expect((await editor.get<ManagedNewsArticle>(`/api/admin/news/${draft.id}`)).body).toEqual(draft);
    expect(await staffIds(`search=${encodeURIComponent(draft.title)}`)).toEqual([draft.id]);
  });

  it('keeps a published article dated in the future from the public until its date', async () => {
    const future = await create({ title: `Future ${token()}`, publishDate: isoIn(30 * DAY) });
    expect(future.status).toBe('published');
    expect(await publicSees(future)).toEqual([false, false, false]);
    expect((await editor.get(`/api/admin/news/${future.id}`)).status).toBe(200);
  });

  it('shows a published article whose date has passed, everywhere', async () => {
    const past = await create({ title: `Past ${token()}`, publishDate: isoIn(-2 * DAY) });
    expect(await publicSees(past)).toEqual([true, true, true]);
    const {
      status: _status,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      deletedAt: _d,
      translations: _t,
      ...publicShape
    } = past;
    expect((await anonymous.get(`/api/news/${past.id}`)).body).toEqual(publicShape);
  });

  it('publishes a scheduled article by itself when its date comes', async () => {
    const soon = await create({ title: `Soon ${token()}`, publishDate: isoIn(2000) });
    expect(await publicSees(soon)).toEqual([false, false, false]);
    // The page of the newest articles, rendered (and cached) before the article's time.
    expect((await anonymous.get('/news')).text).not.toContain(soon.title);
    // The news schedule clears the cached lists and pages at that instant (a little slack for the timer).
    await sleep(Date.parse(soon.publishDate) - Date.now() + 300);
    expect(await publicSees(soon)).toEqual([true, true, true]);
    expect((await anonymous.get('/news')).text).toContain(soon.title);
  });

  it('publishing a draft shows it, and turning it back into a draft hides it again', async () => {
    const article = await create({ title: `Toggle ${token()}`, status: 'draft' });
    const fields = updateBodyOf(article);
    const published = await editor.put<ManagedNewsArticle>(`/api/admin/news/${article.id}`, {
      ...fields,
      status: 'published',
    });
    expect(published.status).toBe(200);
    expect(await publicSees(published.body)).toEqual([true, true, true]);
    const unpublished = await editor.put<ManagedNewsArticle>(`/api/admin/news/${article.id}`, {
      ...fields,
      status: 'draft',
      version: published.body.version,
    });
    expect(unpublished.status).toBe(200);
    expect(await publicSees(unpublished.body)).toEqual([false, false, false]);
  });

  it('filters the staff list by draft, scheduled and published', async () => {
    const tag = token();
    const draft = await create({ title: `D ${tag}`, status: 'draft', publishDate: isoIn(-DAY) });
    const scheduled = await create({ title: `S ${tag}`, publishDate: isoIn(5 * DAY) });
    const published = await create({ title: `P ${tag}`, publishDate: isoIn(-DAY) });
    expect(await staffIds(`search=${tag}&status=draft`)).toEqual([draft.id]);
    expect(await staffIds(`search=${tag}&status=scheduled`)).toEqual([scheduled.id]);
    expect(await staffIds(`search=${tag}&status=published`)).toEqual([published.id]);
    // Newest publish date first.
    expect(await staffIds(`search=${tag}`)).toEqual([scheduled.id, published.id, draft.id]);
  });

  it('searches title and excerpt, and the category by its label in any language', async () => {
    const tag = token();
    const trade = await create({ title: `Tariffs ${tag}`, category: 'trade' });
    const green = await create({ title: `Wind ${tag}`, excerpt: `Offshore ${tag} parks`, category: 'sustainability' });
    expect(await staffIds(`search=offshore ${tag}`)).toEqual([green.id]);
    expect(await staffIds(`search=comercio&category=trade`)).toContain(trade.id);
    const hallbarhet = await staffIds(`search=${encodeURIComponent('hållbarhet')}`);
    expect(hallbarhet).toContain(green.id);
    expect(hallbarhet).not.toContain(trade.id);
    expect(await staffIds(`search=${tag}&category=trade`)).toEqual([trade.id]);
  });
});
