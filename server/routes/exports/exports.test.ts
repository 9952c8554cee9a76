import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventInputSchema, MemberInputSchema, NewsInputSchema } from '../../../shared/schemas';
import { createContactSubmission, createEvent, createMember, createNewsArticle } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import type { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

describe.each(testDatabaseKinds())('CSV exports of the admin lists on %s', (databaseKind) => {
  let server: TestServer;
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    ({ client: admin } = await signedInClient(server, 'admin'));
    ({ client: editor } = await signedInClient(server, 'editor'));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(() => server.close());

  /** The download's bytes: its byte order mark, then the CSV parsed into rows. */
  async function download(client: ApiClient, path: string) {
    const response = await fetch(`${server.baseUrl}${path}`, {
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      response,
      bom: [...bytes.subarray(0, 3)],
      rows: response.ok ? parse(bytes.subarray(3).toString('utf8')) : [],
    };
  }

  const lastExportEntry = (entity: string) =>
    server.db.models.AuditEntry.findOne({ where: { action: 'export', entity }, order: [['id', 'DESC']] });

  it('exports the live members with the fields of the member form, formula-safe, UTF-8 with its BOM, recorded', async () => {
    const kept = await createMember(server.db, { name: 'Ñandú Åland Trading', location: 'Åland, Finland' });
    const formula = await createMember(server.db, {
      name: '=HYPERLINK("http://evil")',
      description: 'a, "quoted"\nline',
    });
    const gone = await createMember(server.db, { name: 'Deleted Member Oy' });
    await gone.destroy();

    const { response, bom, rows } = await download(editor, '/api/admin/members/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="members-${day}.csv"`);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...body] = rows;
    expect(header).toEqual(['id', ...Object.keys(MemberInputSchema.shape), 'createdAt', 'updatedAt']);
    const byId = new Map(
      body.map((row) => [Number(row[0]), Object.fromEntries(header!.map((name, i) => [name, row[i]]))]),
    );
    expect(byId.get(kept.id)).toMatchObject({
      name: 'Ñandú Åland Trading',
      location: 'Åland, Finland',
      industry: 'technology',
      region: 'baltic',
      featured: 'false',
      website: '',
      createdAt: kept.createdAt.toISOString(),
    });
    // A leading '=' would be run as a formula by a spreadsheet: it is kept as text.
    expect(byId.get(formula.id)).toMatchObject({
      name: `'=HYPERLINK("http://evil")`,
      description: 'a, "quoted"\nline',
    });
    expect(byId.has(gone.id)).toBe(false);
    expect((await lastExportEntry('member'))?.label).toBe(`members.csv (${body.length} rows)`);
  });

  it('exports events and news with their forms’ fields', async () => {
    const event = await createEvent(server.db, { title: 'Baltic Energy Forum' });
    const article = await createNewsArticle(server.db, { title: 'Tariffs fall', category: 'trade' });

    const events = await download(admin, '/api/admin/events/export');
    expect(events.rows[0]).toEqual(['id', ...Object.keys(EventInputSchema.shape), 'createdAt', 'updatedAt']);
    const eventRow = events.rows.find((row) => Number(row[0]) === event.id);
    expect(eventRow?.[1]).toBe('Baltic Energy Forum');
    expect(eventRow?.[events.rows[0]!.indexOf('date')]).toBe(event.date.toISOString());

    const news = await download(admin, '/api/admin/news/export');
    expect(news.rows[0]).toEqual(['id', ...Object.keys(NewsInputSchema.shape), 'createdAt', 'updatedAt']);
    const newsRow = news.rows.find((row) => Number(row[0]) === article.id);
    expect(newsRow?.[news.rows[0]!.indexOf('category')]).toBe('trade');
    expect((await lastExportEntry('event'))?.label).toMatch(/^events\.csv \(\d+ rows\)$/);
    expect((await lastExportEntry('news'))?.label).toMatch(/^news\.csv \(\d+ rows\)$/);
  });

  it('exports the contact submissions without the spam', async () => {
    const real = await createContactSubmission(server.db, { fullName: 'Åsa Lind', email: 'asa@example.se' });
    const spam = await createContactSubmission(server.db, { fullName: 'Bot', email: 'bot@example.com', spam: true });
    const { response, bom, rows } = await download(editor, '/api/admin/contact-submissions/export');
    expect(response.status).toBe(200);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...body] = rows;
    expect(header).toEqual([
      'id',
      'submittedAt',
      'fullName',
      'email',
      'organization',
      'inquiryType',
      'message',
      'language',
      'processed',
      'processedAt',
    ]);
    expect(body.find((row) => Number(row[0]) === real.id)?.slice(2, 4)).toEqual(['Åsa Lind', 'asa@example.se']);
    expect(body.some((row) => Number(row[0]) === spam.id)).toBe(false);
    expect((await lastExportEntry('contact'))?.label).toBe(`contact-submissions.csv (${body.length} rows)`);
  });

  it('lets only the roles of each list export it', async () => {
    for (const path of ['members', 'events', 'news', 'contact-submissions']) {
      expect((await download(viewer, `/api/admin/${path}/export`)).response.status).toBe(403);
      const signedOut = await fetch(`${server.baseUrl}/api/admin/${path}/export`);
      expect(signedOut.status).toBe(401);
    }
  });
});
