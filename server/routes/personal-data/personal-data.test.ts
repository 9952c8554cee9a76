import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ManagedEvent } from '../../../shared/entities';
import type { PersonalData, PersonalDataErasure, PersonalDataExport } from '../../../shared/personal-data';
import { ERASE_CONFIRM_MESSAGE } from '../../../shared/schemas/personal-data';
import {
  FACTORY_PASSWORD,
  createContactSubmission,
  createEvent,
  createInvitation,
  createOutboxMail,
  createRegistration,
  createSpamRegistration,
  createSubscription,
  createUser,
} from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { LAST_ADMIN_MESSAGE } from '../../users/management';
import type { Database } from '../../db';
import { ERASED_NAME } from '../../privacy/erasure';

/** A membership application by `contactEmail`, as the public form stores it. */
function createApplication(db: Database, contactEmail: string, contactName: string, spam = false) {
  return db.models.MembershipApplication.create({
    companyName: `${contactName} Trading AB`,
    organisationNumber: '556677-8899',
    organisationKey: '5566778899',
    country: 'SE',
    region: 'nordic',
    industry: 'technology',
    companyWebsite: null,
    size: '1-9',
    contactName,
    contactEmail,
    emailKey: contactEmail.toLowerCase(),
    contactPhone: '+46 8 123 456',
    message: `Hello from ${contactName}`,
    language: 'sv',
    consentedAt: new Date(),
    spam,
  });
}

/** Everything one person leaves behind, under `email` (stored in the letter case given). */
async function seedPerson(db: Database, email: string, name: string, eventId: number) {
  await createContactSubmission(db, { email, fullName: name, organization: `${name} AB`, message: `I am ${name}` });
  await createContactSubmission(db, { email, fullName: name, spam: true });
  await createSubscription(db, { email: email.toLowerCase() });
  await createSubscription(db, { email: email.toLowerCase(), list: 'regulatory-updates', region: 'nordic' });
  await createRegistration(db, eventId, { email, emailKey: email.toLowerCase(), fullName: name });
  await createApplication(db, email, name);
  await createApplication(db, email, name, true);
  await createInvitation(db, { email: email.toLowerCase() });
  await createSpamRegistration(db, { email, fullName: name });
  await createOutboxMail(db, { toAddress: email, toName: name, status: 'sent', sentAt: new Date() });
}

describe.each(testDatabaseKinds())('personal data by e-mail address on %s', (databaseKind) => {
  let server: TestServer;
  let admin: ApiClient;
  let adminEmail: string;
  let eventId: number;
  // Ana has an editor account and a record of every kind; Bruno, with the same event, must be untouched.
  const ana = 'Ana.Lopez@Example.com';
  const bruno = 'bruno@example.org';
  let anaClient: ApiClient;
  let anaId: number;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    const signed = await signedInClient(server, 'admin', { fullName: 'Ada Admin' });
    admin = signed.client;
    adminEmail = signed.user.email;
    eventId = (await createEvent(server.db, { registrationMode: 'internal', capacity: 50 })).id;
    await seedPerson(server.db, ana, 'Ana López', eventId);
    await seedPerson(server.db, bruno, 'Bruno Silva', eventId);
    const account = await createUser(server.db, { role: 'editor', fullName: 'Ana López', email: ana.toLowerCase() });
    anaId = account.id;
    anaClient = new ApiClient(server.baseUrl);
    await anaClient.login(account.username, FACTORY_PASSWORD);
  });
  afterAll(() => server.close());

  const lookUp = (client: ApiClient, email: string) =>
    client.get<PersonalData>(`/api/admin/personal-data?email=${encodeURIComponent(email)}`);
  /** The trail's entries about personal data with `action`, newest first, as stored. */
  const trail = (action: 'look-up' | 'export' | 'erase') =>
    server.db.models.AuditEntry.findAll({
      where: { entity: 'personal-data', action },
      order: [['id', 'DESC']],
      raw: true,
    });

  it('finds every kind of record under an address, in any letter case, with counts', async () => {
    const found = await lookUp(admin, 'ANA.LOPEZ@example.COM');
    expect(found.status, found.text).toBe(200);
    expect(found.body.email).toBe('ana.lopez@example.com');
    expect(found.body.counts).toEqual({
      account: 1,
      contacts: 2,
      subscriptions: 2,
      registrations: 1,
      applications: 2,
      invitations: 1,
      emailChanges: 0,
      spamRegistrations: 1,
      mails: 1,
      companyContacts: 0,
      listingChanges: 0,
      auditEntries: 1,
      rateLimits: 0,
    });
    expect(found.body.account).toMatchObject({ id: anaId, fullName: 'Ana López', role: 'editor' });
    expect(found.body.account).not.toHaveProperty('passwordHash');
    expect(found.text).not.toMatch(/password|token|sessionVersion/i);
    expect(found.body.contacts[0]).toMatchObject({ fullName: 'Ana López', message: 'I am Ana López' });
    expect(found.body.registrations[0]).toMatchObject({
      eventId,
      fullName: 'Ana López',
      eventTitle: expect.stringMatching(/^Event /) as string,
    });
    expect(found.body.subscriptions.map((row) => row.list).sort()).toEqual(['newsletter', 'regulatory-updates']);
    expect(found.body.applications[0]).toMatchObject({ contactName: 'Ana López', contactPhone: '+46 8 123 456' });
    expect(found.body.mails[0]).toMatchObject({ status: 'sent' });
    expect(JSON.stringify(found.body)).not.toContain('Bruno');

    const [entry] = await trail('look-up');
    expect(entry).toMatchObject({ userFullName: 'Ada Admin', entityId: 0 });
    expect(entry!.label).toContain('ana.lopez@example.com');

    const nobody = await lookUp(admin, 'nobody@example.net');
    expect(nobody.body.account).toBeNull();
    expect(Object.values(nobody.body.counts).every((count) => count === 0)).toBe(true);
    const invalid = await admin.get<ApiError>('/api/admin/personal-data?email=not-an-address');
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toHaveProperty('email');
  });

  it('refuses editors, viewers and visitors', async () => {
    const { client: viewer } = await signedInClient(server, 'viewer');
    for (const client of [anaClient, viewer]) {
      expect((await lookUp(client, bruno)).status).toBe(403);
      expect((await client.get(`/api/admin/personal-data/export?email=${bruno}`)).status).toBe(403);
      expect((await client.post('/api/admin/personal-data/erase', { email: bruno, confirm: bruno })).status).toBe(403);
    }
    expect((await lookUp(new ApiClient(server.baseUrl), bruno)).status).toBe(401);
    expect(await server.db.models.Subscription.count({ where: { email: bruno } })).toBe(2);
  });

  it('exports the data as a JSON download named without the address, with a summary, and records it', async () => {
    const response = await admin.get<string>(`/api/admin/personal-data/export?email=${encodeURIComponent(ana)}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="personal-data-${day}.json"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const file = JSON.parse(response.text) as PersonalDataExport;
    expect(file.data.email).toBe('ana.lopez@example.com');
    expect(file.data.counts.contacts).toBe(2);
    expect(file.data.contacts.map((row) => row.message)).toContain('I am Ana López');
    expect(file.summary).toEqual(
      expect.arrayContaining([expect.stringContaining('ana.lopez@example.com'), 'Enquiries: 2.', 'Subscriptions: 2.']),
    );
    expect(file.summary.join('\n')).toContain('Ana López');
    const [entry] = await trail('export');
    expect(entry?.label).toContain('ana.lopez@example.com');
  });

  it('refuses an erasure whose confirmation is not the same address, erasing nothing', async () => {
    const answer = await admin.post<ApiError>('/api/admin/personal-data/erase', { email: ana, confirm: bruno });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ confirm: ERASE_CONFIRM_MESSAGE });
    expect((await lookUp(admin, ana)).body.counts.contacts).toBe(2);
  });

  it('refuses to erase the last active admin’s address, changing nothing at all', async () => {
    await createContactSubmission(server.db, { email: adminEmail, fullName: 'Ada Admin' });
    const before = await server.db.models.AuditEntry.count();
    const answer = await admin.post<ApiError>('/api/admin/personal-data/erase', {
      email: adminEmail,
      confirm: adminEmail.toUpperCase(),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(LAST_ADMIN_MESSAGE);
    // The enquiry erased before the account check would have failed is still there: one transaction.
    const contact = await server.db.models.ContactSubmission.findOne({ where: { email: adminEmail } });
    expect(contact?.fullName).toBe('Ada Admin');
    expect(await server.db.models.AuditEntry.count()).toBe(before);
    expect((await admin.get('/api/admin/dashboard')).status).toBe(200);
  });

  it('anonymises and deletes exactly that person’s data, keeps the counts, ends their sessions', async () => {
    const event = async () => (await admin.get<ManagedEvent>(`/api/admin/events/${eventId}`)).body.registrations;
    const registrationsBefore = await event();
    expect(registrationsBefore.confirmed).toBe(2);
    const contactsBefore = await server.db.models.ContactSubmission.count({ where: { spam: false } });
    expect((await anaClient.get('/api/user')).status).toBe(200);

    const answer = await admin.post<PersonalDataErasure>('/api/admin/personal-data/erase', {
      email: ana,
      confirm: ana.toLowerCase(),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.erased).toEqual({
      account: 1,
      contacts: 2,
      subscriptions: 2,
      registrations: 1,
      applications: 2,
      invitations: 1,
      emailChanges: 0,
      spamRegistrations: 1,
      mails: 1,
      companyContacts: 0,
      listingChanges: 0,
      auditEntries: 4,
      rateLimits: 0,
    });

    const { models } = server.db;
    // Nothing is left under the address…
    const after = await lookUp(admin, ana);
    expect(Object.values(after.body.counts).every((count) => count === 0)).toBe(true);
    expect(await models.User.findByPk(anaId)).toBeNull();
    expect(await models.Session.count({ where: { userId: anaId } })).toBe(0);
    expect((await anaClient.get('/api/user')).status).toBe(401);
    // …the anonymised rows stay, with their dates and states, so counts stay true…
    expect(await event()).toEqual(registrationsBefore);
    expect(await models.ContactSubmission.count({ where: { spam: false } })).toBe(contactsBefore);
    const contact = await models.ContactSubmission.findOne({ where: { fullName: ERASED_NAME } });
    expect(contact).toMatchObject({ organization: null, message: '', processed: false });
    expect(contact!.email).not.toContain('@');
    expect(contact!.submittedAt).toBeInstanceOf(Date);
    const registration = await models.EventRegistration.findOne({ where: { eventId, fullName: ERASED_NAME } });
    expect(registration).toMatchObject({ status: 'confirmed', organization: null, searchKey: '' });
    expect(registration!.email).not.toContain('@');
    const application = await models.MembershipApplication.findOne({ where: { contactName: ERASED_NAME } });
    expect(application).toMatchObject({ contactPhone: '', message: null, spam: false, status: 'submitted' });
    expect(await models.MembershipApplication.count({ where: { contactName: ERASED_NAME } })).toBe(1);
    // …and Bruno's data is all still there.
    const brunoData = (await lookUp(admin, bruno)).body;
    expect(brunoData.counts).toEqual({
      account: 0,
      contacts: 2,
      subscriptions: 2,
      registrations: 1,
      applications: 2,
      invitations: 1,
      emailChanges: 0,
      spamRegistrations: 1,
      mails: 1,
      companyContacts: 0,
      listingChanges: 0,
      auditEntries: 0,
      rateLimits: 0,
    });
    expect(brunoData.contacts[0]).toMatchObject({ fullName: 'Bruno Silva', message: 'I am Bruno Silva' });

    // The trail records the erasure with its counts, and nothing that was erased.
    const [entry] = await trail('erase');
    expect(entry).toMatchObject({ userFullName: 'Ada Admin', entityId: 0, changes: null });
    expect(entry!.label).toBe(
      'Erased: 1 user account, 2 enquiries, 2 subscriptions, 1 event registration, 2 membership applications, 1 invitation, 1 spam sign-up, 1 mail, 4 audit entries',
    );
    expect(JSON.stringify(entry)).not.toMatch(/ana|lópez|lopez/i);
    // No user 'delete' entry either: user management labels that one with the person's name.
    expect(await models.AuditEntry.count({ where: { entity: 'user', action: 'delete', entityId: anaId } })).toBe(0);
  });

  it('gives up an erased person’s place on a waiting list, so a freed place goes to the next real person', async () => {
    const { models } = server.db;
    const full = await createEvent(server.db, { registrationMode: 'internal', capacity: 1, waitlist: true });
    const attending = await createRegistration(server.db, full.id, { fullName: 'Carla Attending' });
    const erasedWaiter = 'waiting.first@example.org';
    await createRegistration(server.db, full.id, {
      email: erasedWaiter,
      emailKey: erasedWaiter,
      fullName: 'Wanda Waiting',
      status: 'waitlisted',
    });
    const next = await createRegistration(server.db, full.id, { fullName: 'Nils Next', status: 'waitlisted' });

    const answer = await admin.post<PersonalDataErasure>('/api/admin/personal-data/erase', {
      email: erasedWaiter,
      confirm: erasedWaiter,
    });
    expect(answer.status, answer.text).toBe(200);
    const erased = await models.EventRegistration.findOne({ where: { eventId: full.id, fullName: ERASED_NAME } });
    expect(erased).toMatchObject({ status: 'cancelled', organization: null });
    expect(erased!.cancelledAt).toBeInstanceOf(Date);
    // The person who kept their place keeps it.
    expect((await attending.reload()).status).toBe('confirmed');

    // Carla gives her place up: it goes to Nils, and no mail is queued for the erased placeholder.
    const cancelled = await admin.post(`/api/admin/registrations/${attending.id}/cancel`, {
      version: attending.version,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await next.reload()).status).toBe('confirmed');
    expect((await erased!.reload()).status).toBe('cancelled');
    expect(await models.OutboxMail.count({ where: { toAddress: erased!.email } })).toBe(0);
  });
});
