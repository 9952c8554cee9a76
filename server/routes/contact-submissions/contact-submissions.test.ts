import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ContactSubmission } from '../../../shared/entities';
import { createContactSubmission, createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
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
      const response = await (await signedIn('viewer')).get<ApiError>('/api/admin/contact-submissions');
      expect(response.status).toBe(403);
      expect(response.body.error).toBe('This requires admin or editor privileges');
    });

    it.each(['editor', 'admin'] as const)(
      'answers 200 to an %s, newest first, with the ContactSubmission fields',
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

        const response = await (await signedIn(role)).get<ContactSubmission[]>('/api/admin/contact-submissions');
        expect(response.status).toBe(200);
        const rows = response.body;
        expect(rows.length).toBe(await server.db.models.ContactSubmission.count());
        for (const row of rows) {
          expect(Object.keys(row).sort()).toEqual(SUBMISSION_KEYS);
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
        });
      },
    );

    it('includes a submission made through POST /api/contact, ahead of older ones', async () => {
      await createContactSubmission(server.db, { submittedAt: new Date(Date.now() - 3_600_000) });
      const posted = await anonymous.post<ContactSubmission>('/api/contact', { ...valid, fullName: 'Fresh Sender' });
      expect(posted.status).toBe(201);
      const response = await (await signedIn('editor')).get<ContactSubmission[]>('/api/admin/contact-submissions');
      expect(response.status).toBe(200);
      expect(response.body[0]).toEqual(posted.body);
    });
  });
});
