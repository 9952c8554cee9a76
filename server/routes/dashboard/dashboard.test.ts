import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, AuditEntry, DashboardSummary, ManagedMember } from '../../../shared/entities';
import {
  createContactSubmission,
  createEvent,
  createMember,
  createNewsArticle,
  createRegistration,
  eventInput,
  memberInput,
  newsInput,
} from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import type { UserModel } from '../../models';
import { updateBodyOf } from '../../../tests/helpers/content-shapes';

const DAY = 86_400_000;

/** Noon UTC on the 15th of the month `offset` months from now: safely inside that month. */
function midMonth(offset: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15, 12));
}

/** A company applying for membership through the public form. */
let applications = 0;
const applicationBody = (overrides: Record<string, unknown>) => {
  applications += 1;
  return {
    companyName: `Applicant ${applications} AB`,
    organisationNumber: `556000-${String(applications).padStart(4, '0')}`,
    country: 'SE',
    region: 'nordic',
    industry: 'technology',
    size: '1-9',
    contactName: 'Annika Applicant',
    contactEmail: `applicant${applications}@example.org`,
    contactPhone: '+46 8 123 456',
    consent: true,
    ...overrides,
  };
};

describe.each(testDatabaseKinds())('dashboard and activity on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  let editor: ApiClient;
  let editorUser: UserModel;
  let viewer: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: admin } = await signedInClient(server, 'admin', { fullName: 'Astrid Admin' }));
    ({ client: editor, user: editorUser } = await signedInClient(server, 'editor', { fullName: 'Eduardo Editor' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(() => server.close());
  /** Applies through the public form (answered 201, also for a bot). */
  const apply = async (overrides: Record<string, unknown> = {}) => {
    const response = await new ApiClient(server.baseUrl).post(
      '/api/membership/applications',
      applicationBody(overrides),
    );
    expect(response.status).toBe(201);
  };

  describe('GET /api/admin/dashboard', () => {
    it('answers 401 to an anonymous caller', async () => {
      expect((await new ApiClient(server.baseUrl).get('/api/admin/dashboard')).status).toBe(401);
    });

    it('computes the figures from the data, and only counts what is not deleted', async () => {
      const empty = await admin.get<DashboardSummary>('/api/admin/dashboard');
      expect(empty.status).toBe(200);
      const zero = { thisMonth: 0, lastMonth: 0 };
      expect(empty.body).toEqual({
        members: { total: 0, trend: zero },
        events: { total: 0, upcoming: 0, trend: zero },
        news: { total: 0, drafts: 0, scheduled: 0, trend: zero },
        contacts: { total: 0, pending: 0, trend: zero },
        users: { pendingRequests: 0 },
        registrations: [],
        applications: { submitted: 0, underReview: 0 },
        listingChanges: { pending: 0 },
      });

      // This month, through the API: 3 members (1 then deleted), 2 events, 3 articles.
      const members: ManagedMember[] = [];
      for (let index = 0; index < 3; index += 1) {
        members.push((await editor.post<ManagedMember>('/api/admin/members', memberInput())).body);
      }
      expect((await editor.delete(`/api/admin/members/${members[0]!.id}`)).status).toBe(204);
      await editor.post('/api/admin/events', eventInput()); // upcoming
      await editor.post('/api/admin/events', eventInput({ date: new Date(Date.now() - DAY).toISOString() }));
      await editor.post('/api/admin/news', newsInput({ status: 'draft' }));
      await editor.post('/api/admin/news', newsInput({ publishDate: new Date(Date.now() + 3 * DAY).toISOString() }));
      await editor.post('/api/admin/news', newsInput());
      // Last month: 2 members, 1 event (past), 1 article; two months ago: 1 member (in no trend).
      await createMember(server.db, { createdAt: midMonth(-1) });
      await createMember(server.db, { createdAt: midMonth(-1) });
      await createMember(server.db, { createdAt: midMonth(-2) });
      await createEvent(server.db, { createdAt: midMonth(-1), date: midMonth(-1) });
      await createNewsArticle(server.db, { createdAt: midMonth(-1), publishDate: midMonth(-1) });
      // Contact submissions: 2 this month (1 processed), 1 last month.
      await createContactSubmission(server.db);
      await createContactSubmission(server.db, { processed: true });
      await createContactSubmission(server.db, { createdAt: midMonth(-1), submittedAt: midMonth(-1) });

      const expected: DashboardSummary = {
        members: { total: 5, trend: { thisMonth: 2, lastMonth: 2 } },
        events: { total: 3, upcoming: 1, trend: { thisMonth: 2, lastMonth: 1 } },
        news: { total: 4, drafts: 1, scheduled: 1, trend: { thisMonth: 3, lastMonth: 1 } },
        contacts: { total: 3, pending: 2, trend: { thisMonth: 2, lastMonth: 1 } },
      };
      expect((await admin.get<DashboardSummary>('/api/admin/dashboard')).body).toEqual({
        ...expected,
        users: { pendingRequests: 0 },
        registrations: [],
        applications: { submitted: 0, underReview: 0 },
        listingChanges: { pending: 0 },
      });
      // Role requests are an admin's business: an editor gets null.
      expect((await editor.get<DashboardSummary>('/api/admin/dashboard')).body).toEqual({
        ...expected,
        users: null,
        registrations: [],
        applications: { submitted: 0, underReview: 0 },
        listingChanges: { pending: 0 },
      });
      // A viewer sees everything but the contact figures, the role requests and the registrations.
      const forViewer = await viewer.get<DashboardSummary>('/api/admin/dashboard');
      expect(forViewer.status).toBe(200);
      expect(forViewer.body).toEqual({
        ...expected,
        contacts: null,
        users: null,
        registrations: null,
        applications: null,
        listingChanges: null,
      });

      // A restore counts again.
      expect((await admin.post(`/api/admin/members/${members[0]!.id}/restore`)).status).toBe(200);
      const restored = await admin.get<DashboardSummary>('/api/admin/dashboard');
      expect(restored.body.members).toEqual({ total: 6, trend: { thisMonth: 3, lastMonth: 2 } });
    });
  });

  describe('GET /api/admin/dashboard: open membership applications', () => {
    it('counts the submitted and the ones under review, without spam or decided ones, for those who review them', async () => {
      const before = (await editor.get<DashboardSummary>('/api/admin/dashboard')).body.applications!;
      const ids: number[] = [];
      for (const name of ['Count One', 'Count Two', 'Count Three', 'Count Four']) {
        await apply({ companyName: name });
        ids.push((await server.db.models.MembershipApplication.findOne({ where: { companyName: name } }))!.id);
      }
      // A bot's application (the honeypot filled in) is never counted.
      await apply({ companyName: 'Count Bot', website: 'https://spam.example' });
      expect((await editor.post(`/api/admin/applications/${ids[0]}/review`, { version: 1 })).status).toBe(200);
      expect((await editor.post(`/api/admin/applications/${ids[1]}/review`, { version: 1 })).status).toBe(200);
      const rejected = await editor.post(`/api/admin/applications/${ids[2]}/reject`, { version: 1, reason: 'No' });
      expect(rejected.status).toBe(200);

      const expected = { submitted: before.submitted + 1, underReview: before.underReview + 2 };
      expect((await editor.get<DashboardSummary>('/api/admin/dashboard')).body.applications).toEqual(expected);
      expect((await admin.get<DashboardSummary>('/api/admin/dashboard')).body.applications).toEqual(expected);
      // A viewer does not review applications: no figures.
      expect((await viewer.get<DashboardSummary>('/api/admin/dashboard')).body.applications).toBeNull();
    });
  });

  describe('GET /api/admin/dashboard: upcoming events registered here', () => {
    it('lists the next five, soonest first, with places taken and the waiting list, to those who manage registrations', async () => {
      const inDays = (days: number) => new Date(Date.now() + days * DAY);
      const internal = (days: number, overrides: Parameters<typeof createEvent>[1] = {}) =>
        createEvent(server.db, { registrationMode: 'internal', date: inDays(days), ...overrides });
      const full = await internal(2, { title: 'Full Forum', capacity: 2, timeZone: 'America/Bogota' });
      await createRegistration(server.db, full.id);
      await createRegistration(server.db, full.id, { checkedInAt: new Date() });
      await createRegistration(server.db, full.id, { status: 'waitlisted' });
      await createRegistration(server.db, full.id, { status: 'cancelled', cancelledAt: new Date() });
      const open = await internal(1, { title: 'Open Breakfast', capacity: null });
      await createRegistration(server.db, open.id);
      // Under way (started yesterday, ends tomorrow): still listed, first.
      const running = await internal(-1, { title: 'Running Fair', endDate: inDays(1), capacity: 10 });
      for (const days of [3, 4, 5]) await internal(days, { title: `Later ${days}` });
      // Not listed: the sixth, a past one, a deleted one, one registered elsewhere or not at all.
      await internal(6, { title: 'Sixth' });
      await internal(-2, { title: 'Past' });
      await internal(1.5, { title: 'Deleted', deletedAt: new Date() });
      await createEvent(server.db, { title: 'At a link', registrationLink: 'https://example.com/r', date: inDays(1) });
      await createEvent(server.db, { title: 'No registration', date: inDays(1) });

      const { body } = await editor.get<DashboardSummary>('/api/admin/dashboard');
      expect(body.registrations?.map((event) => event.title)).toEqual([
        'Running Fair',
        'Open Breakfast',
        'Full Forum',
        'Later 3',
        'Later 4',
      ]);
      expect(body.registrations?.[0]).toEqual({
        id: running.id,
        title: 'Running Fair',
        date: running.date.toISOString(),
        timeZone: running.timeZone,
        capacity: 10,
        confirmed: 0,
        waitlisted: 0,
      });
      expect(body.registrations?.[1]).toMatchObject({ id: open.id, capacity: null, confirmed: 1, waitlisted: 0 });
      // Cancelled people are not counted; checked-in ones still hold their place.
      expect(body.registrations?.[2]).toMatchObject({
        id: full.id,
        timeZone: 'America/Bogota',
        capacity: 2,
        confirmed: 2,
        waitlisted: 1,
      });
      expect((await admin.get<DashboardSummary>('/api/admin/dashboard')).body.registrations).toEqual(
        body.registrations,
      );
      // A viewer does not manage registrations: no list (and no names of people from it).
      expect((await viewer.get<DashboardSummary>('/api/admin/dashboard')).body.registrations).toBeNull();
    });
  });

  describe('GET /api/admin/activity', () => {
    it('lists the latest audit entries, newest first, with who did what to which item', async () => {
      const created = await editor.post<ManagedMember>('/api/admin/members', memberInput({ name: 'Audit Oy' }));
      const id = created.body.id;
      await editor.put(`/api/admin/members/${id}`, { ...updateBodyOf(created.body), name: 'Audit Oy Ab' });
      await editor.delete(`/api/admin/members/${id}`);
      await admin.post(`/api/admin/members/${id}/restore`);
      const submission = await createContactSubmission(server.db, { fullName: 'Carmen Contact' });
      await editor.post(`/api/admin/contact-submissions/${submission.id}/process`);

      const response = await admin.get<AuditEntry[]>('/api/admin/activity?limit=5');
      expect(response.status).toBe(200);
      const editorRef = { id: editorUser.id, fullName: 'Eduardo Editor' };
      expect(
        response.body.map(({ action, entity, entityId, label, user }) => ({ action, entity, entityId, label, user })),
      ).toEqual([
        { action: 'process', entity: 'contact', entityId: submission.id, label: 'Carmen Contact', user: editorRef },
        {
          action: 'restore',
          entity: 'member',
          entityId: id,
          label: 'Audit Oy Ab',
          user: expect.objectContaining({ fullName: 'Astrid Admin' }) as unknown,
        },
        { action: 'delete', entity: 'member', entityId: id, label: 'Audit Oy Ab', user: editorRef },
        { action: 'update', entity: 'member', entityId: id, label: 'Audit Oy Ab', user: editorRef },
        { action: 'create', entity: 'member', entityId: id, label: 'Audit Oy', user: editorRef },
      ]);
      for (const entry of response.body) {
        expect(Object.keys(entry).sort()).toEqual([
          'action',
          'at',
          'changes',
          'entity',
          'entityId',
          'id',
          'label',
          'user',
        ]);
        expect(new Date(entry.at).toISOString()).toBe(entry.at);
      }
      const times = response.body.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('shows 10 entries by default and at most 50', async () => {
      for (let index = 0; index < 12; index += 1) await editor.post('/api/admin/events', eventInput());
      expect((await editor.get<AuditEntry[]>('/api/admin/activity')).body).toHaveLength(10);
      expect((await editor.get<AuditEntry[]>('/api/admin/activity?limit=50')).body.length).toBeLessThanOrEqual(50);
      for (const limit of ['0', '51', 'ten', '2.5']) {
        const response = await editor.get<ApiError>(`/api/admin/activity?limit=${limit}`);
        expect(response.status, limit).toBe(400);
        expect(response.body.fields).toEqual({ limit: 'Please enter a whole number' });
      }
    });

    it('hides entries about contact submissions from a viewer', async () => {
      const submission = await createContactSubmission(server.db, { fullName: 'Hidden Sender' });
      await editor.post(`/api/admin/contact-submissions/${submission.id}/process`);
      await editor.post('/api/admin/news', newsInput({ title: 'Visible to viewers' }));

      const forEditor = (await editor.get<AuditEntry[]>('/api/admin/activity?limit=50')).body;
      expect(forEditor.some((entry) => entry.label === 'Hidden Sender')).toBe(true);
      const forViewer = await viewer.get<AuditEntry[]>('/api/admin/activity?limit=50');
      expect(forViewer.status).toBe(200);
      expect(forViewer.body.some((entry) => entry.entity === 'contact')).toBe(false);
      expect(forViewer.body[0]).toMatchObject({ action: 'create', entity: 'news', label: 'Visible to viewers' });
    });

    it('hides entries about registrations (they name the person) from a viewer', async () => {
      const event = await createEvent(server.db, { registrationMode: 'internal', title: 'Door Night' });
      const added = await editor.post(`/api/admin/events/${event.id}/registrations`, {
        fullName: 'Hidden Registrant',
        email: 'hidden.registrant@example.org',
        organization: null,
        language: 'en',
        notify: false,
      });
      expect(added.status).toBe(201);
      const forEditor = (await editor.get<AuditEntry[]>('/api/admin/activity?limit=50')).body;
      expect(forEditor[0]).toMatchObject({ entity: 'registration', label: 'Hidden Registrant (Door Night)' });
      const forViewer = (await viewer.get<AuditEntry[]>('/api/admin/activity?limit=50')).body;
      expect(forViewer.some((entry) => entry.entity === 'registration')).toBe(false);
    });

    it('hides entries about membership applications (they name the company) from a viewer', async () => {
      await apply({ companyName: 'Hidden Applicant AB' });
      const application = await server.db.models.MembershipApplication.findOne({
        where: { companyName: 'Hidden Applicant AB' },
      });
      const reviewed = await editor.post(`/api/admin/applications/${application!.id}/review`, { version: 1 });
      expect(reviewed.status).toBe(200);
      const forEditor = (await editor.get<AuditEntry[]>('/api/admin/activity?limit=50')).body;
      expect(forEditor[0]).toMatchObject({ action: 'review', entity: 'application', label: 'Hidden Applicant AB' });
      const forViewer = (await viewer.get<AuditEntry[]>('/api/admin/activity?limit=50')).body;
      expect(forViewer.some((entry) => entry.entity === 'application')).toBe(false);
    });

    it('keeps the name of a user whose account is gone, but no longer links the account', async () => {
      const { client, user } = await signedInClient(server, 'editor', { fullName: 'Temporary Temp' });
      const created = await client.post<ManagedMember>('/api/admin/members', memberInput({ name: 'Left Behind' }));
      await server.db.models.Session.destroy({ where: { userId: user.id } });
      await user.destroy();
      const entry = await server.db.models.AuditEntry.findOne({
        where: { entityId: created.body.id, entity: 'member' },
      });
      expect(entry?.userId).toBeNull();
      expect(entry?.userFullName).toBe('Temporary Temp');
      const listed = (await admin.get<AuditEntry[]>('/api/admin/activity?limit=50')).body.find(
        (item) => item.entityId === created.body.id && item.entity === 'member',
      );
      expect(listed).toMatchObject({ action: 'create', label: 'Left Behind', user: null });
    });
  });
});

describe.each(testDatabaseKinds())('dashboard on a freshly seeded database (%s)', (kind) => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    ({ client: admin } = await signedInClient(server, 'admin'));
  });
  afterAll(() => server.close());

  it('counts the sample content in the totals but not as new this month or last month', async () => {
    const summary = (await admin.get<DashboardSummary>('/api/admin/dashboard')).body;
    expect(summary.members.total).toBeGreaterThan(0);
    expect(summary.events.total).toBeGreaterThan(0);
    expect(summary.news.total).toBeGreaterThan(0);
    const none = { thisMonth: 0, lastMonth: 0 };
    expect(summary.members.trend).toEqual(none);
    expect(summary.events.trend).toEqual(none);
    expect(summary.news.trend).toEqual(none);
  });

  it("counts what staff add after seeding as this month's", async () => {
    const created = await admin.post<ManagedMember>('/api/admin/members', memberInput());
    expect(created.status).toBe(201);
    const summary = (await admin.get<DashboardSummary>('/api/admin/dashboard')).body;
    expect(summary.members.trend).toEqual({ thisMonth: 1, lastMonth: 0 });
    expect(summary.events.trend.thisMonth).toBe(0);
  });
});
