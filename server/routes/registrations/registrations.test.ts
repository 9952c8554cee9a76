import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError, AuditEntry, ChamberEvent, EventRegistration, ManagedFields } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { REGISTRATION_REFUSALS, type RegistrationResult } from '../../../shared/schemas';
import { createEvent } from '../../../tests/factories';
import { updateBodyOf } from '../../../tests/helpers/content-shapes';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { totalOf } from '../../../tests/helpers/paging';
import { ApiClient } from '../../../tests/helpers/http';
import { readIcs } from '../../../tests/helpers/read-ics';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { mailLinks, mailsTo, startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { INVALID_CANCEL_LINK } from '../../registrations/registrations';
import { NOT_WAITLISTED } from './common';

const DAY = 86_400_000;

/** A person filling in the event page's form. */
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: 'Lucía Fernández',
  email,
  organization: 'Andes Trading SA',
  consent: true,
  language: 'es',
  website: '',
  ...extra,
});

describe.each(testDatabaseKinds())('event registration on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let staff: ApiClient;
  let viewer: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  /** An event registered for here, starting in a week in Stockholm, with `overrides`. */
  const internalEvent = (overrides: Parameters<typeof createEvent>[1] = {}) =>
    createEvent(server.db, {
      title: `Breakfast seminar ${Math.random().toString(36).slice(2, 8)}`,
      eventType: 'in-person',
      location: 'Stockholm, Sweden',
      timeZone: 'Europe/Stockholm',
      registrationMode: 'internal',
      capacity: 2,
      waitlist: true,
      // On the minute: calendar files write whole seconds.
      date: new Date(Math.floor((Date.now() + 7 * DAY) / 60_000) * 60_000),
      ...overrides,
    });
  const registerAt = (eventId: number, body: Record<string, unknown>) =>
    anonymous().post<RegistrationResult & ApiError>(`/api/events/${eventId}/registrations`, body);
  const listOf = async (eventId: number, query = '') => {
    const response = await staff.get<EventRegistration[]>(`/api/admin/events/${eventId}/registrations${query}`);
    return { items: response.body, total: totalOf(response) };
  };
  /** The mails received so far to `address`, oldest first. */
  const received = (address: string) => mailsTo(smtp.received, address);
  /**
   * The mail to `address` with `subject`, once it has arrived (mails of earlier steps may still be on
   * their way: a test looks for the one it expects, not at what came in last).
   */
  const awaitMail = async (address: string, subject: string) => {
    await expect
      .poll(() => received(address).some((mail) => mail.parsed.subject === subject), { timeout: 10_000 })
      .toBe(true);
    return received(address).find((mail) => mail.parsed.subject === subject)!;
  };
  /** The cancellation link's token of the last mail to `address`. */
  const cancelTokenOf = (address: string) => {
    const mails = received(address);
    const link = mailLinks(mails.at(-1)!).find((href) => href.includes('/registration/cancel'));
    return new URL(link!).searchParams.get('token')!;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { mail: { smtpUrl: smtp.url, sender: { pollMs: 100 } } });
    ({ client: staff } = await signedInClient(server, 'editor', { fullName: 'Edith Editor' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('gives a place and mails the confirmation with the event as a calendar file and a cancellation link', async () => {
    const event = await internalEvent({ capacity: 3 });
    const response = await registerAt(event.id, person('lucia@andes.example'));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ status: 'confirmed', waitlistPosition: null });
    // The public event shows one place fewer.
    expect((await anonymous().get<ChamberEvent>(`/api/events/${event.id}`)).body.placesLeft).toBe(2);

    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['lucia@andes.example']);
    // In the language of the page it was sent from.
    expect(mail!.parsed.subject).toBe(`Inscripción confirmada: ${event.title}`);
    expect(mail!.parsed.text).toContain('Stockholm, Sweden');
    const attachment = mail!.parsed.attachments.find((file) => file.filename === `event-${event.id}.ics`);
    expect(attachment?.contentType).toBe('text/calendar');
    const calendar = readIcs(attachment!.content.toString('utf8'));
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      summary: event.title,
      start: event.date.toISOString(),
      startZone: 'Europe/Stockholm',
    });
    expect(cancelTokenOf('lucia@andes.example')).toMatch(/^[1-9][0-9]*\.[A-Za-z0-9_-]{43}$/);
  });

  it('registers one address once: a repeat answers the same, takes no second place and mails the same link again', async () => {
    const event = await internalEvent({ capacity: 5 });
    expect((await registerAt(event.id, person('anna@nord.example'))).status).toBe(201);
    await awaitMail('anna@nord.example', `Inscripción confirmada: ${event.title}`);
    const firstToken = cancelTokenOf('anna@nord.example');
    const again = await registerAt(event.id, person(' Anna@Nord.EXAMPLE ', { fullName: 'Anna Nord' }));
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ status: 'confirmed', waitlistPosition: null });
    await expect.poll(() => received('anna@nord.example').length).toBe(2);
    expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(1);
    expect((await anonymous().get<ChamberEvent>(`/api/events/${event.id}`)).body.placesLeft).toBe(4);
    // Both mails carry the one link of the registration: the first mail's keeps working.
    expect(cancelTokenOf('anna@nord.example')).toBe(firstToken);
    expect((await anonymous().get(`/api/registrations/cancel?token=${firstToken}`)).status).toBe(200);
    // A link with another registration's id, or a changed signature, is not valid.
    const [id, signature] = firstToken.split('.');
    const forged = [`${Number(id) + 1}.${signature}`, `${id}.${'A'.repeat(43)}`, `${id}.${signature}x`];
    for (const token of forged) {
      expect((await anonymous().get(`/api/registrations/cancel?token=${encodeURIComponent(token)}`)).status).toBe(404);
    }
  });

  it('answers a repeat as a first registration would be answered, telling nothing of the address’s own registration', async () => {
    const event = await internalEvent({ capacity: 1 });
    expect((await registerAt(event.id, person('holder@example.org'))).body.status).toBe('confirmed');
    expect((await registerAt(event.id, person('waiting@example.org'))).status).toBe(201);
    expect((await registerAt(event.id, person('waiting-too@example.org'))).status).toBe(201);
    // The event is full: whoever is sent, registered with a place, waiting second, or new, the
    // answer is the one a newcomer gets, without a place in line.
    const answers = await Promise.all(
      ['holder@example.org', 'waiting-too@example.org', 'newcomer@example.org'].map(async (email) => {
        const answer = await registerAt(event.id, person(email));
        return [answer.status, answer.body];
      }),
    );
    expect(answers).toEqual(Array(3).fill([201, { status: 'waitlisted', waitlistPosition: null }]));
    const rows = await server.db.models.EventRegistration.findAll({
      where: { eventId: event.id },
      order: [['id', 'ASC']],
    });
    expect(rows.map((row) => [row.email, row.status])).toEqual([
      ['holder@example.org', 'confirmed'],
      ['waiting@example.org', 'waitlisted'],
      ['waiting-too@example.org', 'waitlisted'],
      ['newcomer@example.org', 'waitlisted'],
    ]);
    // Its own standing goes to the address: the holder is told again they have a place.
    await awaitMail('holder@example.org', `Inscripción confirmada: ${event.title}`);
    await expect.poll(() => received('holder@example.org').length).toBe(2);

    // Without a waiting list, a full event refuses a repeat as it refuses a newcomer.
    const closed = await internalEvent({ capacity: 1, waitlist: false });
    expect((await registerAt(closed.id, person('only@example.org'))).status).toBe(201);
    for (const email of ['only@example.org', 'late@example.org']) {
      const refused = await registerAt(closed.id, person(email));
      expect([refused.status, refused.body.error]).toEqual([409, REGISTRATION_REFUSALS.full]);
    }
    // With places left, a repeat is answered with a place, as a newcomer is.
    const open = await internalEvent({ capacity: 5 });
    await registerAt(open.id, person('early@example.org'));
    expect((await registerAt(open.id, person('early@example.org'))).body).toEqual({
      status: 'confirmed',
      waitlistPosition: null,
    });
  });

  it('mails a repeat registration at most once an hour', async () => {
    const event = await internalEvent({ capacity: 1 });
    await registerAt(event.id, person('keen@example.org'));
    await registerAt(event.id, person('patient@example.org'));
    const confirmed = `Inscripción confirmada: ${event.title}`;
    const waiting = `Está en la lista de espera: ${event.title}`;
    await awaitMail('patient@example.org', waiting);
    const mailsTo = (address: string) => server.db.models.OutboxMail.count({ where: { toAddress: address } });
    for (let repeat = 0; repeat < 5; repeat += 1) {
      expect((await registerAt(event.id, person('keen@example.org'))).status).toBe(201);
      expect((await registerAt(event.id, person('patient@example.org'))).status).toBe(201);
    }
    // The first registration's mail and one repeat's: the other four repeats mailed nothing.
    expect(await mailsTo('keen@example.org')).toBe(2);
    expect(await mailsTo('patient@example.org')).toBe(2);
    await awaitMail('keen@example.org', confirmed);

    // An hour later, a repeat is mailed once more.
    const patient = await server.db.models.EventRegistration.findOne({
      where: { eventId: event.id, emailKey: 'patient@example.org' },
      rejectOnEmpty: true,
    });
    await server.db.sequelize.query(
      'UPDATE rate_limits SET window_start = window_start - :hour WHERE bucket = :bucket',
      {
        replacements: { hour: 3_600_001, bucket: `registrationRepeatMail:${patient.id}` },
      },
    );
    await registerAt(event.id, person('patient@example.org'));
    await registerAt(event.id, person('patient@example.org'));
    expect(await mailsTo('patient@example.org')).toBe(3);
    expect(await mailsTo('keen@example.org')).toBe(2);
  });

  it('refuses a name with a line break or control character (400, not a server error)', async () => {
    const event = await internalEvent({ capacity: 5 });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ fullName: 'Eve\r\nBcc: victim@example.org' }, { fullName: m.singleLine }],
      [{ fullName: 'Eve\u0001Adams' }, { fullName: m.controlCharacters }],
      [{ fullName: 'Eve \u202Esmada' }, { fullName: m.controlCharacters }],
      [{ organization: 'Andes\nTrading' }, { organization: m.singleLine }],
    ];
    for (const [fields, expected] of cases) {
      const response = await registerAt(event.id, person('eve@example.org', fields));
      expect(response.status, response.text).toBe(400);
      expect(response.body.fields).toEqual(expected);
    }
    expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(0);
    expect(await server.db.models.OutboxMail.count({ where: { toAddress: 'eve@example.org' } })).toBe(0);
  });

  it('puts people on the waiting list in order once the places are taken, or refuses them without one', async () => {
    const event = await internalEvent({ capacity: 1 });
    expect((await registerAt(event.id, person('first@example.org'))).body.status).toBe('confirmed');
    // The place in line is in the mail only (the answer is the same for a repeat, see below).
    expect((await registerAt(event.id, person('second@example.org'))).body).toEqual({
      status: 'waitlisted',
      waitlistPosition: null,
    });
    expect((await registerAt(event.id, person('third@example.org'))).body).toEqual({
      status: 'waitlisted',
      waitlistPosition: null,
    });
    const waiting = await awaitMail('third@example.org', `Está en la lista de espera: ${event.title}`);
    expect(waiting.parsed.text).toContain('número 2');
    expect(waiting.parsed.attachments).toHaveLength(0);

    const closed = await internalEvent({ capacity: 1, waitlist: false });
    expect((await registerAt(closed.id, person('one@example.org'))).status).toBe(201);
    const refused = await registerAt(closed.id, person('two@example.org'));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(REGISTRATION_REFUSALS.full);
  });

  it('refuses with a clear reason: not here, not open yet, closed, begun, deleted or unknown', async () => {
    const now = Date.now();
    const cases: [Parameters<typeof createEvent>[1], number, string][] = [
      [{ registrationMode: 'external', registrationLink: 'https://example.com/r' }, 409, REGISTRATION_REFUSALS.notHere],
      [{ registrationMode: 'none' }, 409, REGISTRATION_REFUSALS.notHere],
      [{ registrationOpensAt: new Date(now + DAY) }, 409, REGISTRATION_REFUSALS.notOpen],
      [{ registrationClosesAt: new Date(now - 60_000) }, 409, REGISTRATION_REFUSALS.closed],
      [{ date: new Date(now - 60_000) }, 409, REGISTRATION_REFUSALS.past],
      [{ deletedAt: new Date() }, 404, 'Event not found'],
    ];
    for (const [overrides, status, message] of cases) {
      const event = await internalEvent(overrides);
      const response = await registerAt(event.id, person('late@example.org'));
      expect([response.status, response.body.error], JSON.stringify(overrides)).toEqual([status, message]);
      expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(0);
    }
    expect((await registerAt(999_999, person('late@example.org'))).status).toBe(404);
    // Open between its opening and closing times.
    const open = await internalEvent({
      registrationOpensAt: new Date(now - DAY),
      registrationClosesAt: new Date(now + DAY),
    });
    expect((await registerAt(open.id, person('ontime@example.org'))).status).toBe(201);
  });

  it('validates the form: consent, attendance of a hybrid event, the address; a bot is answered and nothing kept', async () => {
    const hybrid = await internalEvent({ eventType: 'hybrid' });
    const noConsent = await registerAt(hybrid.id, person('a@example.org', { consent: false, attendance: 'online' }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields).toEqual({ consent: m.consentRequired });
    const noMode = await registerAt(hybrid.id, person('a@example.org'));
    expect(noMode.status).toBe(400);
    expect(noMode.body.fields).toEqual({ attendance: m.required });
    const badEmail = await registerAt(hybrid.id, person('not-an-address', { attendance: 'online' }));
    expect(badEmail.body.fields).toEqual({ email: m.invalidEmail });
    const online = await registerAt(hybrid.id, person('a@example.org', { attendance: 'online' }));
    expect(online.status).toBe(201);
    const [stored] = (await listOf(hybrid.id)).items;
    expect(stored).toMatchObject({ attendance: 'online', language: 'es', source: 'public' });

    const bot = await registerAt(
      hybrid.id,
      person('bot@example.org', { website: 'https://spam.example', attendance: 'online' }),
    );
    expect(bot.status).toBe(201);
    expect(bot.body).toEqual({ status: 'confirmed', waitlistPosition: null });
    expect((await listOf(hybrid.id)).total).toBe(1);
  });

  it('cancels through the mailed link: the first waiting person gets the place and is told, with the calendar file', async () => {
    const event = await internalEvent({ capacity: 1 });
    await registerAt(event.id, person('holder@example.org', { language: 'en' }));
    await registerAt(event.id, person('next@example.org', { language: 'sv' }));
    await registerAt(event.id, person('later@example.org'));
    await awaitMail('holder@example.org', `You are registered: ${event.title}`);
    const token = cancelTokenOf('holder@example.org');

    const shown = await anonymous().get<{ fullName: string; status: string; event: { title: string } }>(
      `/api/registrations/cancel?token=${token}&lang=sv`,
    );
    expect(shown.status).toBe(200);
    // The person's name, answered to whoever holds the link: no browser or proxy cache keeps it.
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.body).toMatchObject({
      fullName: 'Lucía Fernández',
      status: 'confirmed',
      event: { title: event.title },
    });
    const cancelled = await anonymous().post<{ status: string }>('/api/registrations/cancel', { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    // Twice changes nothing.
    expect((await anonymous().post('/api/registrations/cancel', { token })).status).toBe(200);

    await awaitMail('holder@example.org', `Registration cancelled: ${event.title}`);
    const promoted = (await awaitMail('next@example.org', `En plats blev ledig: du är anmäld till ${event.title}`))
      .parsed;
    expect(promoted.attachments.map((file) => file.filename)).toEqual([`event-${event.id}.ics`]);
    const people = (await listOf(event.id)).items;
    expect(people.map((one) => [one.email, one.status, one.waitlistPosition])).toEqual([
      // Places first, then the waiting list in its order, then those who cancelled.
      ['next@example.org', 'confirmed', null],
      ['later@example.org', 'waitlisted', 1],
      ['holder@example.org', 'cancelled', null],
    ]);
    const bad = await anonymous().post<ApiError>('/api/registrations/cancel', { token: 'x'.repeat(43) });
    expect([bad.status, bad.body.error]).toEqual([404, INVALID_CANCEL_LINK]);
  });

  it('staff: list with search and status, add by hand, cancel, give a waiting person a place, check in; all audited', async () => {
    const event = await internalEvent({ capacity: 1 });
    await registerAt(
      event.id,
      person('maria@example.org', { fullName: 'María Ortega', organization: 'Ortega Logística' }),
    );
    const added = await staff.post<EventRegistration>(`/api/admin/events/${event.id}/registrations`, {
      fullName: 'Jonas Berg',
      email: 'jonas@example.se',
      organization: null,
      language: 'sv',
      notify: false,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, source: 'staff' });

    expect((await listOf(event.id, '?search=ortega')).items.map((one) => one.fullName)).toEqual(['María Ortega']);
    // As typed at the door, without the accents: 'maria logistica' is not one field, 'logistica' is.
    expect((await listOf(event.id, '?search=LOGISTICA')).items.map((one) => one.fullName)).toEqual(['María Ortega']);
    expect((await listOf(event.id, '?search=maria')).items.map((one) => one.fullName)).toEqual(['María Ortega']);
    expect((await listOf(event.id, '?status=waitlisted')).items.map((one) => one.fullName)).toEqual(['Jonas Berg']);

    // Staff may give a place beyond the capacity.
    const promoted = await staff.post<EventRegistration>(`/api/admin/registrations/${added.body.id}/promote`, {
      version: added.body.version,
    });
    expect(promoted.body).toMatchObject({ status: 'confirmed', waitlistPosition: null });
    const again = await staff.post<ApiError>(`/api/admin/registrations/${added.body.id}/promote`, {
      version: promoted.body.version,
    });
    expect([again.status, again.body.error]).toEqual([409, NOT_WAITLISTED]);

    const checkedIn = await staff.post<EventRegistration>(`/api/admin/registrations/${added.body.id}/check-in`, {
      checkedIn: true,
      version: promoted.body.version,
    });
    expect(checkedIn.body.checkedInAt).not.toBeNull();
    // Based on an older version: 409, nothing changes.
    const stale = await staff.post<ApiError>(`/api/admin/registrations/${added.body.id}/check-in`, {
      checkedIn: false,
      version: promoted.body.version,
    });
    expect(stale.status).toBe(409);
    const undone = await staff.post<EventRegistration>(`/api/admin/registrations/${added.body.id}/check-in`, {
      checkedIn: false,
      version: checkedIn.body.version,
    });
    expect(undone.body.checkedInAt).toBeNull();

    const cancel = await staff.post<EventRegistration>(`/api/admin/registrations/${added.body.id}/cancel`, {
      version: undone.body.version,
    });
    expect(cancel.body.status).toBe('cancelled');

    const staffEvent = (await staff.get<{ registrations: Record<string, number> }>(`/api/admin/events/${event.id}`))
      .body;
    expect(staffEvent.registrations).toEqual({ confirmed: 1, waitlisted: 0, checkedIn: 0 });

    const activity = (await signedInClient(server, 'admin')).client;
    const entries = (await activity.get<AuditEntry[]>('/api/admin/activity')).body.filter(
      (entry) => entry.entity === 'registration' && entry.entityId === added.body.id,
    );
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'create',
      'promote',
      'check-in',
      'check-out',
      'cancel',
    ]);
    expect(entries[0]!.label).toBe(`Jonas Berg (${event.title})`);
    expect(entries[0]!.user?.fullName).toBe('Edith Editor');
  });

  it('exports the attendee list as CSV: UTF-8 with its byte order mark, formulas defused', async () => {
    const event = await internalEvent({ capacity: 5 });
    await registerAt(event.id, person('ake@example.se', { fullName: 'Åke Öberg', organization: '=HYPERLINK("x")' }));
    const response = await fetch(`${server.baseUrl}/api/admin/events/${event.id}/registrations/export`, {
      headers: { cookie: [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="event-${event.id}-registrations.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    const [header, row] = text.split('\r\n');
    expect(header).toBe(
      'Name,E-mail,Organisation,Status,Waiting list place,Attendance,Language,Registered (Europe/Stockholm),Checked in (Europe/Stockholm),Source',
    );
    // Words, not codes; no attendance for an in-person event; the time where the event happens.
    expect(row).toMatch(
      /^Åke Öberg,ake@example\.se,"'=HYPERLINK\(""x""\)",Confirmed,,,es,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,Event page$/,
    );
    // Personal data left the system: the audit trail says which list, and how many people.
    const entry = await server.db.models.AuditEntry.findOne({
      where: { action: 'export', entity: 'registration', entityId: event.id },
    });
    expect(entry?.label).toBe(`event-${event.id}-registrations.csv (1 rows)`);
  });

  it('lets only staff with the permission see or change registrations', async () => {
    const event = await internalEvent();
    expect((await anonymous().get(`/api/admin/events/${event.id}/registrations`)).status).toBe(401);
    expect((await viewer.get(`/api/admin/events/${event.id}/registrations`)).status).toBe(403);
    expect((await viewer.post(`/api/admin/registrations/1/check-in`, { checkedIn: true, version: 1 })).status).toBe(
      403,
    );
  });

  it('reminds each person with a place the day before, once, whatever the number of looks', async () => {
    const event = await internalEvent({
      capacity: 2,
      date: new Date(Math.floor((Date.now() + 20 * 3_600_000) / 60_000) * 60_000),
    });
    for (const email of ['r1@example.org', 'r2@example.org', 'r3@example.org'])
      await registerAt(event.id, person(email));
    // Two looks at once (as two processes would): three people, two with a place, two reminders.
    const sent = await Promise.all([server.app.reminders.sweep(), server.app.reminders.sweep()]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await server.app.reminders.sweep()).toBe(0);
    const subject = `Mañana: ${event.title}`;
    const reminder = await awaitMail('r1@example.org', subject);
    expect(reminder.parsed.attachments.map((file) => file.filename)).toEqual([`event-${event.id}.ics`]);
    await awaitMail('r2@example.org', subject);
    const reminded = await server.db.models.EventRegistration.findAll({
      where: { eventId: event.id },
      order: [['id', 'ASC']],
    });
    expect(reminded.map((one) => one.reminderSentAt !== null)).toEqual([true, true, false]);
    // An event more than a day away is not reminded yet.
    const later = await internalEvent({ capacity: 2 });
    await registerAt(later.id, person('early@example.org'));
    expect(await server.app.reminders.sweep()).toBe(0);
    expect(received('r3@example.org').some((mail) => mail.parsed.subject === subject)).toBe(false);
  });

  it('reminds everyone else when one stored registration cannot be mailed, and takes a control character in a name on one line', async () => {
    const event = await internalEvent({
      capacity: 10,
      date: new Date(Math.floor((Date.now() + 20 * 3_600_000) / 60_000) * 60_000),
    });
    const people = [];
    for (const email of ['p1@example.org', 'p2@example.org', 'p3@example.org', 'p4@example.org']) {
      await registerAt(event.id, person(email, { language: 'en' }));
      people.push(
        await server.db.models.EventRegistration.findOne({
          where: { eventId: event.id, emailKey: email },
          rejectOnEmpty: true,
        }),
      );
    }
    // Stored as no form accepts them today (a walk-in from an older door computer, a direct import):
    // a control character in a name, and an address that cannot head a mail.
    const poison = (id: number, column: 'full_name' | 'email', value: string) =>
      server.db.sequelize.query(`UPDATE event_registrations SET ${column} = :value WHERE id = :id`, {
        replacements: { id, value },
      });
    await poison(people[0]!.id, 'full_name', 'Walk\u0001In Guest');
    await poison(people[1]!.id, 'email', 'p2@example.org\r\nBcc: x@example.org');

    expect(await server.app.reminders.sweep()).toBe(3);
    const subject = `Tomorrow: ${event.title}`;
    for (const email of ['p1@example.org', 'p3@example.org', 'p4@example.org']) await awaitMail(email, subject);
    const [toPoisonedName] = await server.db.models.OutboxMail.findAll({
      where: { toAddress: 'p1@example.org', template: 'event-reminder' },
    });
    expect(toPoisonedName!.toName).toBe('Walk In Guest');
    const reminded = await server.db.models.EventRegistration.findAll({
      where: { eventId: event.id },
      order: [['id', 'ASC']],
    });
    expect(reminded.map((one) => one.reminderSentAt !== null)).toEqual([true, false, true, true]);
    // The next look tries the unmailable one again, and still stops nobody.
    expect(await server.app.reminders.sweep()).toBe(0);
  });

  it('cancels a registration whose stored name holds a control character, and gives its place to a waiting one like it', async () => {
    const event = await internalEvent({ capacity: 1 });
    await registerAt(event.id, person('odd.holder@example.org', { language: 'en' }));
    await registerAt(event.id, person('odd.next@example.org', { language: 'en' }));
    await server.db.sequelize.query('UPDATE event_registrations SET full_name = :name WHERE event_id = :eventId', {
      replacements: { name: 'Door\u0001Guest\u009B', eventId: event.id },
    });
    await awaitMail('odd.holder@example.org', `You are registered: ${event.title}`);
    const token = cancelTokenOf('odd.holder@example.org');
    const cancelled = await anonymous().post<{ status: string }>('/api/registrations/cancel', { token });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    await awaitMail('odd.holder@example.org', `Registration cancelled: ${event.title}`);
    await awaitMail('odd.next@example.org', `A place opened up: you are registered for ${event.title}`);
    const people = (await listOf(event.id)).items;
    expect(people.map((one) => [one.email, one.status])).toEqual([
      ['odd.next@example.org', 'confirmed'],
      ['odd.holder@example.org', 'cancelled'],
    ]);
  });

  it('tells everyone registered when staff move the event, gives new places to the waiting list, and says when it is called off', async () => {
    const event = await internalEvent({ capacity: 1 });
    await registerAt(event.id, person('seat@example.org', { language: 'en' }));
    await registerAt(event.id, person('queue@example.org', { language: 'sv' }));

    const read = async () =>
      (
        await staff.get<Record<string, unknown> & { id: number; lang: string } & ManagedFields>(
          `/api/admin/events/${event.id}`,
        )
      ).body;
    // Only the featured flag changes: nobody is mailed about that (checked below, after the move's mails).
    await staff.put(`/api/admin/events/${event.id}`, { ...updateBodyOf(await read()), featured: true });
    const moved = new Date(event.date.getTime() + DAY).toISOString();
    const saved = await staff.put(`/api/admin/events/${event.id}`, { ...updateBodyOf(await read()), date: moved });
    expect(saved.status).toBe(200);
    const toSeat = await awaitMail('seat@example.org', `Changed: ${event.title}`);
    const calendar = readIcs(toSeat.parsed.attachments[0]!.content.toString('utf8'));
    expect(calendar.events[0]!.start).toBe(moved);
    const toQueue = await awaitMail('queue@example.org', `Ändrat: ${event.title}`);
    // A waiting person gets no calendar file: the place is not theirs yet.
    expect(toQueue.parsed.attachments).toHaveLength(0);
    expect(
      received('seat@example.org').filter((mail) => mail.parsed.subject === `Changed: ${event.title}`),
    ).toHaveLength(1);

    // One more place: the waiting person gets it.
    await staff.put(`/api/admin/events/${event.id}`, { ...updateBodyOf(await read()), capacity: 2 });
    await awaitMail('queue@example.org', `En plats blev ledig: du är anmäld till ${event.title}`);
    expect((await listOf(event.id)).items.map((one) => one.status)).toEqual(['confirmed', 'confirmed']);

    expect((await staff.delete(`/api/admin/events/${event.id}`)).status).toBe(204);
    await awaitMail('seat@example.org', `Cancelled: ${event.title}`);
    await awaitMail('queue@example.org', `Inställt: ${event.title}`);
  });

  it('gives exactly the places there are to 200 people registering at once; the rest wait in line', async () => {
    const event = await internalEvent({ capacity: 50 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => registerAt(event.id, person(`crowd${index}@example.org`))),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const confirmed = answers.filter((answer) => answer.body.status === 'confirmed');
    expect(confirmed).toHaveLength(50);
    expect(answers.filter((answer) => answer.body.status === 'waitlisted')).toHaveLength(150);
    // The waiting list's places are 1…150, each once (as staff see them: the answers name none).
    const positions = new Set<number | null>();
    for (const page of [1, 2]) {
      const waiting = await listOf(event.id, `?status=waitlisted&pageSize=100&page=${page}`);
      for (const one of waiting.items) positions.add(one.waitlistPosition);
    }
    expect(positions.size).toBe(150);
    const { EventRegistration } = server.db.models;
    expect(await EventRegistration.count({ where: { eventId: event.id, status: 'confirmed' } })).toBe(50);
    expect(await EventRegistration.count({ where: { eventId: event.id, status: 'waitlisted' } })).toBe(150);
    expect((await anonymous().get<ChamberEvent>(`/api/events/${event.id}`)).body.placesLeft).toBe(0);
  }, 60_000);

  it('refuses everyone past the last place when the event keeps no waiting list, however many come at once', async () => {
    const event = await internalEvent({ capacity: 10, waitlist: false });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => registerAt(event.id, person(`rush${index}@example.org`))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(50);
    expect(new Set(refused.map((answer) => answer.body.error))).toEqual(new Set([REGISTRATION_REFUSALS.full]));
    expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(10);
  }, 30_000);

  it("fills each freed place once when several people cancel at once, in the waiting list's order", async () => {
    const event = await internalEvent({ capacity: 5 });
    for (let index = 0; index < 10; index += 1) {
      await staff.post(`/api/admin/events/${event.id}/registrations`, {
        fullName: `Person ${index}`,
        email: `p${index}@example.org`,
        organization: null,
        language: 'en',
        notify: false,
      });
    }
    const before = (await listOf(event.id, '?pageSize=50')).items;
    const holders = before.filter((one) => one.status === 'confirmed');
    await Promise.all(
      holders
        .slice(0, 3)
        .map((one) => staff.post(`/api/admin/registrations/${one.id}/cancel`, { version: one.version })),
    );
    const after = (await listOf(event.id, '?pageSize=50')).items;
    const confirmed = after.filter((one) => one.status === 'confirmed').map((one) => one.email);
    expect(confirmed).toHaveLength(5);
    // The first three of the waiting list (p5, p6, p7) moved up; p8 and p9 still wait, now first and second.
    expect(confirmed).toEqual(
      expect.arrayContaining([
        'p3@example.org',
        'p4@example.org',
        'p5@example.org',
        'p6@example.org',
        'p7@example.org',
      ]),
    );
    expect(after.filter((one) => one.status === 'waitlisted').map((one) => [one.email, one.waitlistPosition])).toEqual([
      ['p8@example.org', 1],
      ['p9@example.org', 2],
    ]);
  }, 30_000);
});
