import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRegistration } from '../../shared/entities';
import type { PersonalData, PersonalDataErasure } from '../../shared/personal-data';
import { searchFold } from '../../shared/search-fold';
import { EMAIL_CHANGE_ROUTE } from '../../shared/routes';
import { createEvent } from '../../tests/factories';
import { testDatabaseKinds, type DatabaseKind } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { fixtureImage } from '../../tests/helpers/images';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { mailLinks, mailsTo, startSmtpServer, type TestSmtpServer } from '../../tests/helpers/smtp';

/*
 * A person who used every feature of the platform, then erased: afterwards no text column of any
 * table (found from the database itself, not from the models) holds her name, address, phone number
 * or username, in any letter case, nor in folded form.
 */

const DAY = 86_400_000;

/** The person: distinctive names with accents, so a folded form is a different string. */
const PERSON = {
  name: 'Åsa Ñúñez Ødegård',
  newName: 'Åsa Ñúñez Kjærstad',
  email: 'Asa.Nunez-Odegard@Example.org',
  /** The address she asks to move her account to, never confirmed. */
  newEmail: 'asa.kjaerstad@example.net',
  phone: '+46 70 987 65 43',
  username: 'asa.nunez.odegard',
  password: 'asa-secret-password-1',
};

/** Everything a step may need: the server, the clients and what earlier steps left. */
interface World {
  server: TestServer;
  smtp: TestSmtpServer;
  admin: ApiClient;
  anonymous: () => ApiClient;
  /** Her signed-in client once she has an account. */
  person?: ApiClient;
  /** The member listing made from her application. */
  memberId?: number;
}

/** One thing the person does on the platform (a feature she uses), in order. */
interface Step {
  name: string;
  run(world: World): Promise<void>;
}

/**
 * The token of the link to `pagePath` in the newest mail to `address` that has one, once it has
 * arrived (the mails of earlier steps may still be on their way).
 */
async function tokenFromMail(world: World, address: string, pagePath: string) {
  const find = () =>
    mailsTo(world.smtp.received, address.toLowerCase())
      .flatMap((mail) => mailLinks(mail))
      .filter((href) => href.includes(pagePath))
      .at(-1);
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return new URL(find()!).searchParams.get('token')!;
}

/** A public registration form as the event page sends it. */
const registration = (fullName: string, email: string) => ({
  fullName,
  email,
  organization: 'Nordljus AB',
  consent: true,
  language: 'sv',
  website: '',
});

/** Her proposal for her company's listing: she is its contact. */
const listingProposal = (more = '') => ({
  description: `Konsulter i Norden. Kontakt: ${PERSON.newName}. ${more}`.trim(),
  descriptionEs: null,
  descriptionSv: null,
  logo: null,
  logoAlt: null,
  website: 'https://fjordljus.example',
  location: 'Göteborg, Sweden',
  contactName: PERSON.newName,
  contactEmail: PERSON.email,
  contactPhone: PERSON.phone,
});

/** An event people register for here, a week ahead. */
const internalEvent = (world: World, capacity: number) =>
  createEvent(world.server.db, {
    title: `Breakfast seminar ${randomUUID().slice(0, 6)}`,
    eventType: 'in-person',
    location: 'Stockholm, Sweden',
    timeZone: 'Europe/Stockholm',
    registrationMode: 'internal',
    capacity,
    waitlist: true,
    date: new Date(Math.floor((Date.now() + 7 * DAY) / 60_000) * 60_000),
  });

/**
 * What the person does, in order. A new feature that stores something about a person is a new
 * step here: the check after the erasure then covers it without changing.
 */
const STEPS: Step[] = [
  {
    name: 'sends an enquiry with her phone number in the message',
    async run(world) {
      const response = await world.anonymous().post('/api/contact', {
        fullName: PERSON.name,
        email: PERSON.email,
        organization: 'Nordljus AB',
        inquiryType: 'membership',
        message: `Hej! Ring mig på ${PERSON.phone}, hälsningar ${PERSON.name}.`,
        language: 'sv',
        website: '',
      });
      expect(response.status, response.text).toBe(201);
    },
  },
  {
    name: 'subscribes to the newsletter and confirms',
    async run(world) {
      const response = await world.anonymous().post('/api/subscriptions', {
        list: 'newsletter',
        email: PERSON.email,
        language: 'sv',
        website: '',
      });
      expect(response.status, response.text).toBe(202);
      const token = await tokenFromMail(world, PERSON.email, '/subscription/confirm');
      const confirmed = await world.anonymous().post('/api/subscriptions/confirm', { token });
      expect(confirmed.status, confirmed.text).toBe(200);
    },
  },
  {
    name: 'receives a newsletter',
    async run(world) {
      const created = await world.admin.post<{ id: number; version: number }>('/api/admin/newsletters', {
        list: 'newsletter',
        content: { en: { subject: 'Nordic trade news', body: 'This month in trade.' } },
      });
      expect(created.status, created.text).toBe(201);
      const sent = await world.admin.post(`/api/admin/newsletters/${created.body.id}/send`, {
        version: created.body.version,
      });
      expect(sent.status, sent.text).toBeLessThan(300);
      await expect
        .poll(() => world.server.db.models.NewsletterDelivery.count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
    },
  },
  {
    name: 'signs up on /auth with the honeypot filled in (a spam sign-up)',
    async run(world) {
      const response = await world.anonymous().post('/api/register', {
        username: `${PERSON.username}.spam`,
        password: PERSON.password,
        fullName: PERSON.name,
        email: PERSON.email,
        website: 'https://spam.example',
      });
      expect(response.status, response.text).toBeLessThan(300);
      expect(await world.server.db.models.SpamRegistration.count()).toBe(1);
    },
  },
  {
    name: 'registers for an event and is checked in at the door',
    async run(world) {
      const event = await internalEvent(world, 5);
      const response = await world
        .anonymous()
        .post(`/api/events/${event.id}/registrations`, registration(PERSON.name, PERSON.email));
      expect(response.status, response.text).toBe(201);
      const list = await world.admin.get<EventRegistration[]>(`/api/admin/events/${event.id}/registrations`);
      const mine = list.body.find((row) => row.fullName === PERSON.name);
      expect(mine).toBeDefined();
      const door = await world.admin.post(`/api/admin/events/${event.id}/check-ins`, {
        items: [{ key: randomUUID(), at: new Date().toISOString(), kind: 'check-in', registrationId: mine!.id }],
      });
      expect(door.status, door.text).toBe(200);
    },
  },
  {
    name: 'waits for a place on a full event’s waiting list',
    async run(world) {
      const event = await internalEvent(world, 1);
      const other = await world
        .anonymous()
        .post(`/api/events/${event.id}/registrations`, registration('Bertil Holmgren', 'bertil@example.net'));
      expect(other.status, other.text).toBe(201);
      const response = await world
        .anonymous()
        .post<{ status: string }>(`/api/events/${event.id}/registrations`, registration(PERSON.name, PERSON.email));
      expect(response.body.status).toBe('waitlisted');
    },
  },
  {
    name: 'registers for an event and cancels through the mailed link',
    async run(world) {
      const event = await internalEvent(world, 5);
      world.smtp.received.length = 0;
      const response = await world
        .anonymous()
        .post(`/api/events/${event.id}/registrations`, registration(PERSON.name, PERSON.email));
      expect(response.status, response.text).toBe(201);
      const token = await tokenFromMail(world, PERSON.email, '/registration/cancel');
      const cancelled = await world.anonymous().post('/api/registrations/cancel', { token });
      expect(cancelled.status, cancelled.text).toBe(200);
    },
  },
  {
    name: 'applies for membership, is approved and accepts the invitation as representative',
    async run(world) {
      world.smtp.received.length = 0;
      const applied = await world.anonymous().post('/api/membership/applications', {
        companyName: 'Fjordljus Konsult AB',
        organisationNumber: '559123-4567',
        country: 'SE',
        region: 'nordic',
        industry: 'technology',
        companyWebsite: 'https://fjordljus.example',
        size: '1-9',
        contactName: PERSON.name,
        contactEmail: PERSON.email,
        contactPhone: PERSON.phone,
        message: `Jag heter ${PERSON.name}.`,
        consent: true,
        language: 'sv',
        website: '',
      });
      expect(applied.status, applied.text).toBe(201);
      const row = await world.server.db.models.MembershipApplication.findOne({
        where: { companyName: 'Fjordljus Konsult AB' },
      });
      const path = `/api/admin/applications/${row!.id}`;
      expect((await world.admin.post(`${path}/review`, { version: row!.version })).status).toBe(200);
      const approved = await world.admin.post<{ memberId: number }>(`${path}/approve`, {
        version: row!.version + 1,
        publish: true,
      });
      expect(approved.status, approved.text).toBe(200);
      world.memberId = approved.body.memberId;
      const token = await tokenFromMail(world, PERSON.email, '/auth/invitation');
      const accepted = await world
        .anonymous()
        .post('/api/invitations/accept', { token, username: PERSON.username, password: PERSON.password });
      expect(accepted.status, accepted.text).toBe(201);
    },
  },
  {
    name: 'fails to sign in twice, then signs in',
    async run(world) {
      for (const password of ['wrong-password-1', 'wrong-password-2']) {
        const refused = await world.anonymous().post('/api/login', { username: PERSON.username, password });
        expect(refused.status).toBe(401);
      }
      const person = world.anonymous();
      await person.login(PERSON.username, PERSON.password);
      world.person = person;
    },
  },
  {
    name: 'changes her own name',
    async run(world) {
      const changed = await world.person!.put('/api/user', { fullName: PERSON.newName, email: PERSON.email });
      expect(changed.status, changed.text).toBe(200);
    },
  },
  {
    name: 'asks to move her account to a new address, and leaves the mailed link unconfirmed',
    async run(world) {
      const asked = await world.person!.put('/api/user', {
        fullName: PERSON.newName,
        email: PERSON.newEmail,
        currentPassword: PERSON.password,
      });
      expect(asked.status, asked.text).toBe(200);
      expect(await tokenFromMail(world, PERSON.newEmail, EMAIL_CHANGE_ROUTE)).toBeTruthy();
    },
  },
  {
    name: 'proposes her company’s listing with herself as the contact; staff approve it',
    async run(world) {
      const proposed = await world.person!.put('/api/company/listing', listingProposal());
      expect(proposed.status, proposed.text).toBeLessThan(300);
      const change = await world.server.db.models.ListingChange.findOne({ where: { memberId: world.memberId! } });
      const approved = await world.admin.post(`/api/admin/listing-changes/${change!.id}/approve`, {
        version: change!.version,
      });
      expect(approved.status, approved.text).toBe(200);
    },
  },
  {
    name: 'proposes another change of the listing, still waiting for staff',
    async run(world) {
      const proposed = await world.person!.put('/api/company/listing', listingProposal('Nu även i Oslo.'));
      expect(proposed.status, proposed.text).toBeLessThan(300);
    },
  },
  {
    name: 'uploads her company’s logo',
    async run(world) {
      const uploaded = await world.person!.postBytes('/api/company/logo', fixtureImage('png'), 'image/png');
      expect(uploaded.status, uploaded.text).toBeLessThan(300);
    },
  },
  {
    name: 'asks for a password reset link',
    async run(world) {
      const asked = await world.anonymous().post('/api/password-reset', { email: PERSON.email });
      expect(asked.status).toBe(202);
    },
  },
  {
    name: 'has her data looked up and exported by an admin',
    async run(world) {
      const query = `?email=${encodeURIComponent(PERSON.email)}`;
      expect((await world.admin.get(`/api/admin/personal-data${query}`)).status).toBe(200);
      expect((await world.admin.get(`/api/admin/personal-data/export${query}`)).status).toBe(200);
    },
  },
];

/** Every text of the person that must be gone, lower case: as typed and folded. */
function forbiddenTexts(): string[] {
  const texts = [PERSON.name, PERSON.newName, PERSON.email, PERSON.newEmail, PERSON.phone, PERSON.username];
  const digits = PERSON.phone.replace(/\D/g, '');
  return [...new Set([...texts.map((text) => text.toLowerCase()), ...texts.map(searchFold), digits])];
}

/** Every table and its columns, read from the database's own catalogue. */
async function tablesOf(server: TestServer, kind: DatabaseKind): Promise<Map<string, string[]>> {
  const { sequelize } = server.db;
  const tables = new Map<string, string[]>();
  if (kind === 'sqlite') {
    const names = await sequelize.query<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      { type: QueryTypes.SELECT },
    );
    for (const { name } of names) {
      const columns = await sequelize.query<{ name: string }>(`PRAGMA table_info("${name}")`, {
        type: QueryTypes.SELECT,
      });
      tables.set(
        name,
        columns.map((column) => column.name),
      );
    }
    return tables;
  }
  const columns = await sequelize.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'
     ORDER BY table_name, ordinal_position`,
    { type: QueryTypes.SELECT },
  );
  for (const column of columns)
    tables.set(column.table_name, [...(tables.get(column.table_name) ?? []), column.column_name]);
  return tables;
}

/** A stored value as text: bytes as UTF-8 (a text stored in a BLOB), JSON and dates as written. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Buffer.isBuffer(value)) return value.toString('utf8') + value.toString('latin1');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Where any of `forbidden` is still stored: "table.column (row n): text". */
async function traces(server: TestServer, kind: DatabaseKind, forbidden: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, columns] of await tablesOf(server, kind)) {
    // Every column cast to text, so a JSON, number or date column is read too.
    const select = columns
      .map((column) => (kind === 'postgres' ? `"${column}"::text AS "${column}"` : `"${column}"`))
      .join(', ');
    const rows = await server.db.sequelize.query<Record<string, unknown>>(`SELECT ${select} FROM "${table}"`, {
      type: QueryTypes.SELECT,
    });
    rows.forEach((row, index) => {
      for (const column of columns) {
        const text = asText(row[column]);
        const lower = text.toLowerCase();
        const folded = searchFold(text);
        const unescaped = lower.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
        for (const needle of forbidden) {
          if (lower.includes(needle) || folded.includes(needle) || unescaped.includes(needle)) {
            found.push(`${table}.${column} (row ${index + 1}) holds "${needle}": ${text.slice(0, 160)}`);
          }
        }
      }
    });
  }
  return found;
}

describe.each(testDatabaseKinds())('erasure leaves nothing of the person behind on %s', (kind) => {
  const world = {} as World;

  beforeAll(async () => {
    world.smtp = await startSmtpServer();
    world.server = await startTestServer(kind, { mail: { smtpUrl: world.smtp.url, sender: { pollMs: 100 } } });
    world.admin = (await signedInClient(world.server, 'admin', { fullName: 'Ada Admin' })).client;
    world.anonymous = () => new ApiClient(world.server.baseUrl);
  });
  afterAll(async () => {
    await world.server.close();
    await world.smtp.stop();
  });

  it('finds her everywhere before, and nowhere after the erasure', async () => {
    for (const step of STEPS) {
      try {
        await step.run(world);
      } catch (error) {
        throw new Error(`step "${step.name}" failed: ${String(error)}`, { cause: error });
      }
    }
    // Wait for the mails of the steps to be sent, so sent mails are erased, not only queued ones.
    await expect
      .poll(() => world.server.db.models.OutboxMail.count({ where: { status: ['queued', 'sending'] } }), {
        timeout: 15_000,
      })
      .toBe(0);

    const forbidden = forbiddenTexts();
    const before = await traces(world.server, kind, forbidden);
    expect(before.length).toBeGreaterThan(0);
    // Rate-limit counters never held her username or address in clear, even before the erasure.
    expect(before.filter((trace) => trace.startsWith('rate_limits.'))).toEqual([]);

    // What the erasure will remove, the look-up finds first.
    const found = await world.admin.get<PersonalData>(
      `/api/admin/personal-data?email=${encodeURIComponent(PERSON.email)}`,
    );
    expect(found.body.counts).toMatchObject({
      account: 1,
      contacts: 1,
      subscriptions: 1,
      registrations: 3,
      applications: 1,
      invitations: 1,
      emailChanges: 1,
      spamRegistrations: 1,
      companyContacts: 1,
      listingChanges: 2,
    });
    for (const kind of ['mails', 'auditEntries', 'rateLimits'] as const) {
      expect(found.body.counts[kind], kind).toBeGreaterThan(0);
    }

    const erased = await world.admin.post<PersonalDataErasure>('/api/admin/personal-data/erase', {
      email: PERSON.email,
      confirm: PERSON.email.toLowerCase(),
    });
    expect(erased.status, erased.text).toBe(200);

    expect(await traces(world.server, kind, forbidden)).toEqual([]);
    // Nothing refers to her account any more: an id of a deleted account would still link her rows.
    const accountId = found.body.account!.id;
    for (const [table, column] of [
      ['sessions', 'user_id'],
      ['account_tokens', 'user_id'],
      ['audit_entries', 'user_id'],
      ['images', 'created_by'],
      ['listing_changes', 'proposed_by'],
    ] as const) {
      const [row] = await world.server.db.sequelize.query<{ count: number | string }>(
        `SELECT COUNT(*) AS count FROM ${table} WHERE ${column} = :accountId`,
        { replacements: { accountId }, type: QueryTypes.SELECT },
      );
      expect(Number(row!.count), `${table}.${column}`).toBe(0);
    }
    const [counters] = await world.server.db.sequelize.query<{ count: number | string }>(
      'SELECT COUNT(*) AS count FROM rate_limits WHERE bucket LIKE :end',
      { replacements: { end: `%:${accountId}` }, type: QueryTypes.SELECT },
    );
    expect(Number(counters!.count), 'her account’s rate-limit counters').toBe(0);
    // Her own requests' client addresses went with her.
    const hers = await world.server.db.models.AuditEntry.findAll({ where: { userFullName: 'erased person' } });
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.map((entry) => entry.clientAddress)).toEqual(hers.map(() => null));
    // Who did what stays: the admin's own entries and the erasure's.
    const entries = await world.server.db.models.AuditEntry.findAll({ where: { userFullName: 'Ada Admin' } });
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['erase', 'look-up', 'export']));
    // And the look-up finds nothing more.
    const after = await world.admin.get<PersonalData>(
      `/api/admin/personal-data?email=${encodeURIComponent(PERSON.email)}`,
    );
    expect(Object.entries(after.body.counts).filter(([, count]) => count > 0)).toEqual([]);
  });
});
