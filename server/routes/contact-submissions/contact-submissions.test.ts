import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ContactSubmission, DashboardSummary, ManagedContactSubmission } from '../../../shared/entities';
import { createContactSubmission, createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { totalOf } from '../../../tests/helpers/paging';
import { ApiClient } from '../../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../../tests/helpers/server';

const SUBMISSION_KEYS = [
  'email',
  'fullName',
  'id',
  'inquiryType',
  'message',
  'organization',
  'processed',
  'submittedAt',
];

const MANAGED_SUBMISSION_KEYS = [...SUBMISSION_KEYS, 'processedAt', 'processedBy', 'spam'].sort();

const valid = {
  fullName: 'Ana Pérez',
  email: 'ana.perez@example.com',
  organization: 'Puente Norte Capital',
  inquiryType: 'partnership',
  message: 'We would like to explore a partnership with the chamber.',
};

describe.each(testDatabaseKinds())('contact submissions on %s', (kind) => {
  let server: TestServer;
  let anonymous: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    anonymous = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  async function signedIn(role: 'admin' | 'editor' | 'viewer'): Promise<ApiClient> {
    const user = await createUser(server.db, { role });
    const client = new ApiClient(server.baseUrl);
    await client.login(user.username, FACTORY_PASSWORD);
    return client;
  }

  describe('POST /api/contact', () => {
    it('answers 201 with the stored submission: server-set submittedAt, processed false, row committed', async () => {
      const before = Date.now();
      const response = await anonymous.post<ContactSubmission>('/api/contact', {
        ...valid,
        email: '  Ana.Perez@Example.COM ',
      });
      const after = Date.now();
      expect(response.status).toBe(201);
      const body = response.body;
      expect(Object.keys(body).sort()).toEqual(SUBMISSION_KEYS);
      expect(body).toMatchObject({ ...valid, email: 'ana.perez@example.com', processed: false });
      expect(Number.isInteger(body.id)).toBe(true);
      expect(new Date(body.submittedAt).toISOString()).toBe(body.submittedAt);
      const submittedAt = Date.parse(body.submittedAt);
      expect(submittedAt).toBeGreaterThanOrEqual(before - 5000);
      expect(submittedAt).toBeLessThanOrEqual(after + 5000);

      // The row is there the moment the answer arrives (read through a separate query).
      const row = await server.db.models.ContactSubmission.findByPk(body.id);
      expect(row).not.toBeNull();
      expect(row!.fullName).toBe('Ana Pérez');
      expect(row!.email).toBe('ana.perez@example.com');
      expect(row!.organization).toBe('Puente Norte Capital');
      expect(row!.inquiryType).toBe('partnership');
      expect(Boolean(row!.processed)).toBe(false);
      expect(row!.submittedAt.toISOString()).toBe(body.submittedAt);
    });

    it('accepts a submission without organization, storing null', async () => {
      const { organization: _organization, ...withoutOrganization } = valid;
      const response = await anonymous.post<ContactSubmission>('/api/contact', withoutOrganization);
      expect(response.status).toBe(201);
      expect(response.body.organization).toBeNull();
      expect((await server.db.models.ContactSubmission.findByPk(response.body.id))!.organization).toBeNull();

      const empty = await anonymous.post<ContactSubmission>('/api/contact', { ...valid, organization: '' });
      expect(empty.status).toBe(201);
      expect(empty.body.organization).toBeNull();
    });

    it.each([
      ['fullName', { fullName: 'A' }, 'This field is required'],
      ['fullName', { fullName: undefined }, 'This field is required'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['email', { email: 'ana@' }, 'Please enter a valid email address'],
      ['inquiryType', { inquiryType: undefined }, 'This field is required'],
      ['inquiryType', { inquiryType: 'complaint' }, 'This field is required'],
      ['message', { message: 'Too short' }, 'This field is required'],
      ['message', { message: undefined }, 'This field is required'],
    ])('refuses a bad %s (%j) with 400 and "%s" in fields', async (field, change, message) => {
      const count = await server.db.models.ContactSubmission.count();
      const response = await anonymous.post<ApiError>('/api/contact', { ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
      expect(response.body.error).toBe(message);
      expect(await server.db.models.ContactSubmission.count()).toBe(count);
    });

    it('names every failing field of an empty submission', async () => {
      const response = await anonymous.post<ApiError>('/api/contact', {});
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({
        fullName: 'This field is required',
        email: 'This field is required',
        inquiryType: 'This field is required',
        message: 'This field is required',
      });
    });

    it.each([
      ['submittedAt', { submittedAt: '2001-01-01T00:00:00.000Z' }],
      ['processed', { processed: true }],
      ['id', { id: 1 }],
    ])('refuses a client-sent %s with 400', async (field, extra) => {
      const count = await server.db.models.ContactSubmission.count();
      const response = await anonymous.post<ApiError>('/api/contact', { ...valid, ...extra });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields ?? {})).toContain(field);
      expect(await server.db.models.ContactSubmission.count()).toBe(count);
    });

    it('refuses a body that is not a JSON object', async () => {
      expect((await anonymous.post('/api/contact', ['not', 'an', 'object'])).status).toBe(400);
      expect((await anonymous.post('/api/contact')).status).toBe(400);
    });
  });

  describe('GET /api/admin/contact-submissions', () => {
    it('answers 401 to an anonymous visitor', async () => {
      const response = await anonymous.get<ApiError>('/api/admin/contact-submissions');
      expect(response.status).toBe(401);
      expect(typeof response.body.error).toBe('string');
    });

    it('answers 403 to a viewer, naming the roles that may', async () => {
      const viewer = await signedIn('viewer');
      for (const path of ['/api/admin/contact-submissions', '/api/admin/contact-submissions/1']) {
        const response = await viewer.get<ApiError>(path);
        expect(response.status).toBe(403);
        expect(response.body.error).toBe('This requires admin or editor privileges');
      }
    });

    it.each(['editor', 'admin'] as const)(
      'answers a page to an %s, newest first, with the managed submission fields',
      async (role) => {
        const base = Date.now() - 10 * 86_400_000;
        const oldest = await createContactSubmission(server.db, {
          fullName: 'Oldest Sender',
          submittedAt: new Date(base),
        });
        const newest = await createContactSubmission(server.db, {
          fullName: 'Newest Sender',
          submittedAt: new Date(base + 2 * 86_400_000),
          processed: true,
          organization: 'Kvist & Linde',
        });
        const middle = await createContactSubmission(server.db, {
          fullName: 'Middle Sender',
          submittedAt: new Date(base + 86_400_000),
        });

        const response = await (
          await signedIn(role)
        ).get<ManagedContactSubmission[]>('/api/admin/contact-submissions?pageSize=100');
        expect(response.status).toBe(200);
        const rows = response.body;
        const total = totalOf(response);
        expect(total).toBe(await server.db.models.ContactSubmission.count());
        // Everything fits on the one page: no page before or after it.
        expect(response.headers.get('link')).toBeNull();
        expect(rows).toHaveLength(total);
        for (const row of rows) {
          expect(Object.keys(row).sort()).toEqual(MANAGED_SUBMISSION_KEYS);
          expect(typeof row.processed).toBe('boolean');
          expect(new Date(row.submittedAt).toISOString()).toBe(row.submittedAt);
        }
        const times = rows.map((row) => Date.parse(row.submittedAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));

        const ours = rows.filter((row) => [oldest.id, middle.id, newest.id].includes(row.id)).map((row) => row.id);
        expect(ours).toEqual([newest.id, middle.id, oldest.id]);
        expect(rows.find((row) => row.id === newest.id)).toEqual({
          id: newest.id,
          fullName: 'Newest Sender',
          email: 'ana@example.com',
          organization: 'Kvist & Linde',
          inquiryType: 'membership',
          message: 'We would like to know more about membership.',
          submittedAt: new Date(base + 2 * 86_400_000).toISOString(),
          processed: true,
          spam: false,
          processedAt: null,
          processedBy: null,
        });
      },
    );

    it('includes a submission made through POST /api/contact, ahead of older ones', async () => {
      await createContactSubmission(server.db, { submittedAt: new Date(Date.now() - 3_600_000) });
      const posted = await anonymous.post<ContactSubmission>('/api/contact', { ...valid, fullName: 'Fresh Sender' });
      expect(posted.status).toBe(201);
      const response = await (
        await signedIn('editor')
      ).get<ManagedContactSubmission[]>('/api/admin/contact-submissions');
      expect(response.status).toBe(200);
      expect(response.body[0]).toEqual({ ...posted.body, spam: false, processedAt: null, processedBy: null });
    });

    it('pages 20 at a time by default, without overlap, and empty past the end', async () => {
      const editor = await signedIn('editor');
      const total = await server.db.models.ContactSubmission.count();
      const seen: number[] = [];
      for (let page = 1; (page - 1) * 3 < total; page += 1) {
        const response = await editor.get<ManagedContactSubmission[]>(
          `/api/admin/contact-submissions?pageSize=3&page=${page}`,
        );
        expect(totalOf(response)).toBe(total);
        expect(response.body).toHaveLength(Math.min(3, total - (page - 1) * 3));
        seen.push(...response.body.map((item) => item.id));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const pastEnd = await editor.get<ManagedContactSubmission[]>('/api/admin/contact-submissions?page=999');
      expect(pastEnd.status).toBe(200);
      expect(pastEnd.body).toEqual([]);
      expect(totalOf(pastEnd)).toBe(total);
      // 20 a page when the query names no size.
      const first = await editor.get<ManagedContactSubmission[]>('/api/admin/contact-submissions');
      expect(first.body).toHaveLength(Math.min(20, total));
    });

    it('searches name, e-mail, message and the inquiry type by its label; filters status and type', async () => {
      const tag = `t${Date.now().toString(36)}`;
      const media = await createContactSubmission(server.db, {
        fullName: `Pressa ${tag}`,
        email: `press.${tag}@example.com`,
        inquiryType: 'media',
        message: 'An interview about the trade forum, please.',
      });
      const done = await createContactSubmission(server.db, {
        fullName: `Done ${tag}`,
        inquiryType: 'partnership',
        processed: true,
        message: `Partnership ${tag} proposal`,
      });
      const editor = await signedIn('editor');
      const ids = async (query: string) =>
        (await editor.get<ManagedContactSubmission[]>(`/api/admin/contact-submissions?${query}&pageSize=100`)).body.map(
          (item) => item.id,
        );
      expect((await ids(`search=${tag}`)).sort()).toEqual([media.id, done.id].sort());
      expect(await ids(`search=PRESS.${tag}`)).toEqual([media.id]);
      expect(await ids(`search=${tag} proposal`)).toEqual([done.id]);
      // Spanish 'Consulta de prensa' and Swedish 'Pressförfrågan' name the media type.
      expect(await ids(`search=${encodeURIComponent('pressförfrågan')}`)).toContain(media.id);
      expect(await ids('search=consulta de prensa')).toContain(media.id);
      expect(await ids('search=consulta de prensa')).not.toContain(done.id);
      expect(await ids(`search=${tag}&status=processed`)).toEqual([done.id]);
      expect(await ids(`search=${tag}&status=pending`)).toEqual([media.id]);
      expect(await ids(`search=${tag}&inquiryType=media`)).toEqual([media.id]);
      const bad = await editor.get<ApiError>('/api/admin/contact-submissions?status=open');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ status: 'Please choose one of the options' });
    });
  });

  describe('GET /api/admin/contact-submissions/:id and POST …/:id/process', () => {
    it('answers one submission, and 404 for an unknown one', async () => {
      const submission = await createContactSubmission(server.db, { fullName: 'Single Sender' });
      const editor = await signedIn('editor');
      const response = await editor.get<ManagedContactSubmission>(`/api/admin/contact-submissions/${submission.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: submission.id, fullName: 'Single Sender', processedBy: null });
      const missing = await editor.get<ApiError>('/api/admin/contact-submissions/2147483647');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Contact submission not found' });
    });

    it.each(['editor', 'admin'] as const)(
      'lets an %s mark it processed: who and when recorded, audited, and a second time is 409',
      async (role) => {
        const submission = await createContactSubmission(server.db, { fullName: `Sender for ${role}` });
        const user = await createUser(server.db, { role, fullName: `Processing ${role}` });
        const client = new ApiClient(server.baseUrl);
        await client.login(user.username, FACTORY_PASSWORD);

        const before = Date.now();
        const response = await client.post<ManagedContactSubmission>(
          `/api/admin/contact-submissions/${submission.id}/process`,
        );
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          id: submission.id,
          processed: true,
          processedBy: { id: user.id, fullName: `Processing ${role}` },
        });
        expect(Date.parse(response.body.processedAt!)).toBeGreaterThanOrEqual(before - 5000);
        expect((await client.get(`/api/admin/contact-submissions/${submission.id}`)).body).toEqual(response.body);

        const again = await client.post<ApiError>(`/api/admin/contact-submissions/${submission.id}/process`);
        expect(again.status).toBe(409);
        expect(again.body).toEqual({ error: 'This contact submission has already been processed' });

        const audit = await server.db.models.AuditEntry.findAll({
          where: { entity: 'contact', entityId: submission.id },
        });
        expect(audit.map((entry) => entry.toJSON())).toEqual([
          expect.objectContaining({
            action: 'process',
            entity: 'contact',
            entityId: submission.id,
            label: `Sender for ${role}`,
            userId: user.id,
            userFullName: `Processing ${role}`,
          }),
        ]);
      },
    );

    it('refuses a viewer (403) and an anonymous caller (401), and 404s an unknown id', async () => {
      const submission = await createContactSubmission(server.db);
      const path = `/api/admin/contact-submissions/${submission.id}/process`;
      expect((await anonymous.post(path)).status).toBe(401);
      expect((await (await signedIn('viewer')).post(path)).status).toBe(403);
      expect(Boolean((await submission.reload()).processed)).toBe(false);
      expect((await (await signedIn('editor')).post('/api/admin/contact-submissions/2147483647/process')).status).toBe(
        404,
      );
    });

    it('marks it once when two staff members click at the same time', async () => {
      const submission = await createContactSubmission(server.db);
      const path = `/api/admin/contact-submissions/${submission.id}/process`;
      const [editor, admin] = await Promise.all([signedIn('editor'), signedIn('admin')]);
      const answers = await Promise.all([editor.post(path), admin.post(path)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await server.db.models.AuditEntry.count({ where: { entity: 'contact', entityId: submission.id } })).toBe(
        1,
      );
    });
  });

  describe('the honeypot (`website`)', () => {
    const list = async (query = '') => {
      const response = await (
        await signedIn('editor')
      ).get<ManagedContactSubmission[]>(`/api/admin/contact-submissions?pageSize=100${query}`);
      return { items: response.body, total: totalOf(response) };
    };
    const contactsFigures = async () =>
      (await (await signedIn('admin')).get<DashboardSummary>('/api/admin/dashboard')).body.contacts;

    it('answers a filled-in honeypot exactly as a real submission (201, same body shape), stored as spam', async () => {
      const tag = `bot${Date.now().toString(36)}`;
      const human = await anonymous.post<ContactSubmission>('/api/contact', { ...valid, fullName: `Human ${tag}` });
      const bot = await anonymous.post<ContactSubmission>('/api/contact', {
        ...valid,
        fullName: `Bot ${tag}`,
        website: 'https://cheap-pills.example',
      });
      expect(bot.status).toBe(human.status);
      expect(bot.status).toBe(201);
      expect(Object.keys(bot.body).sort()).toEqual(SUBMISSION_KEYS);
      expect(bot.body).toMatchObject({ ...valid, fullName: `Bot ${tag}`, processed: false });
      expect([...bot.headers.keys()].sort()).toEqual([...human.headers.keys()].sort());

      const botRow = await server.db.models.ContactSubmission.findByPk(bot.body.id);
      expect(Boolean(botRow!.spam)).toBe(true);
      const humanRow = await server.db.models.ContactSubmission.findByPk(human.body.id);
      expect(Boolean(humanRow!.spam)).toBe(false);
    });

    it('an empty or blank honeypot is a person', async () => {
      for (const website of ['', '   ']) {
        const response = await anonymous.post<ContactSubmission>('/api/contact', { ...valid, website });
        expect(response.status).toBe(201);
        expect(Boolean((await server.db.models.ContactSubmission.findByPk(response.body.id))!.spam)).toBe(false);
      }
    });

    it('refuses a honeypot that is not a short string (400, nothing stored)', async () => {
      const count = await server.db.models.ContactSubmission.count();
      for (const website of [42, ['x'], 'x'.repeat(501)]) {
        const response = await anonymous.post<ApiError>('/api/contact', { ...valid, website });
        expect(response.status).toBe(400);
        expect(Object.keys(response.body.fields ?? {})).toEqual(['website']);
      }
      expect(await server.db.models.ContactSubmission.count()).toBe(count);
    });

    it('hides spam from the default list and every other filter; `status=spam` lists only spam', async () => {
      const tag = `spam${Date.now().toString(36)}`;
      const bot = await anonymous.post<ContactSubmission>('/api/contact', {
        ...valid,
        fullName: `Bot ${tag}`,
        website: 'bot text',
      });
      const human = await anonymous.post<ContactSubmission>('/api/contact', { ...valid, fullName: `Human ${tag}` });
      const ids = async (query: string) => (await list(query)).items.map((item) => item.id);

      expect(await ids(`&search=${tag}`)).toEqual([human.body.id]);
      expect((await list(`&search=${tag}`)).total).toBe(1);
      expect(await ids(`&search=${tag}&status=pending`)).toEqual([human.body.id]);
      expect(await ids(`&search=${tag}&status=all`)).toEqual([human.body.id]);
      expect(await ids(`&search=${tag}&inquiryType=${valid.inquiryType}`)).toEqual([human.body.id]);
      const spam = await list(`&search=${tag}&status=spam`);
      expect(spam.items.map((item) => item.id)).toEqual([bot.body.id]);
      expect(spam.items[0]).toMatchObject({ spam: true, processed: false });
      // Every spam row, and nothing else, under the filter.
      const allSpam = await list('&status=spam');
      expect(allSpam.items.every((item) => item.spam)).toBe(true);
      expect(allSpam.total).toBe(await server.db.models.ContactSubmission.count({ where: { spam: true } }));
      expect((await list()).total).toBe(await server.db.models.ContactSubmission.count({ where: { spam: false } }));

      // Staff can still open one (from the spam filter): it says it is spam.
      const one = await (
        await signedIn('editor')
      ).get<ManagedContactSubmission>(`/api/admin/contact-submissions/${bot.body.id}`);
      expect(one.body.spam).toBe(true);
    });

    it('leaves spam out of the dashboard figures', async () => {
      const before = await contactsFigures();
      const bot = await anonymous.post('/api/contact', { ...valid, website: 'filled by a bot' });
      expect(bot.status).toBe(201);
      expect(await contactsFigures()).toEqual(before);
      // A person's submission is counted (the figures do move).
      await anonymous.post('/api/contact', valid);
      const after = await contactsFigures();
      expect(after).toMatchObject({
        total: before!.total + 1,
        pending: before!.pending + 1,
        trend: { thisMonth: before!.trend.thisMonth + 1 },
      });
    });
  });
});
