import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import type { ApiError, AuditEntry } from '../../../shared/entities';
import { APPLICATION_STATUSES, type ApplicationStatus, type MembershipApplication } from '../../../shared/membership';
import { validationMessages as m } from '../../../shared/messages';
import { createInvitation, createUser, siteSettings } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { linksOf, totalOf } from '../../../tests/helpers/paging';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { mailLinks, mailsTo, startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { STALE_VERSION_MESSAGE } from '../../errors';
import { APPLICATION_DECIDED, APPLICATION_NOT_FOUND, type ApplicationDetail } from '../../membership/applications';
import { RATE_LIMITED_MESSAGE } from '../../rate-limit';
import { writeSiteSettings } from '../../settings';
import { INVITATION_PENDING_MESSAGE } from '../../users/invitations';
import { EMAIL_TAKEN_MESSAGE } from '../../users/management';

/** The chamber's address for notices in these tests. */
const CHAMBER = 'office@chamber.example';
const SITE_NAME = 'Test Chamber';

let sequence = 0;
/** A company's application as the public form sends it: a new company and address each time. */
function applicationBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    companyName: `Andes Nord ${sequence} SpA`,
    organisationNumber: `76.${String(100_000 + sequence)}-K`,
    country: 'CL',
    region: 'ibero-america',
    industry: 'technology',
    companyWebsite: 'https://andes-nord.example',
    size: '10-49',
    contactName: 'Lucía Fernández',
    contactEmail: `lucia.${sequence}@andes.example`,
    contactPhone: '+56 2 2345 6789',
    message: 'We export copper tools to the Nordic countries.',
    consent: true,
    language: 'es',
    website: '',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('membership applications on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let staff: ApiClient;
  let otherStaff: ApiClient;
  let viewer: ApiClient;
  let member: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  const setSettings = (defaultLanguage: Language) =>
    server.db.sequelize.transaction((transaction) =>
      writeSiteSettings(
        server.db.models,
        siteSettings({ siteName: SITE_NAME, defaultLanguage, contactEmail: CHAMBER }),
        transaction,
      ),
    );
  const apply = (body: Record<string, unknown>) =>
    anonymous().post<{ received: boolean } & ApiError>('/api/membership/applications', body);
  /** Applies and returns the stored application as staff see it. */
  const applied = async (overrides: Record<string, unknown> = {}): Promise<MembershipApplication> => {
    const body = applicationBody(overrides);
    const response = await apply(body);
    expect(response.status).toBe(201);
    const row = await server.db.models.MembershipApplication.findOne({
      where: { emailKey: String(body.contactEmail).toLowerCase(), spam: false },
      order: [['id', 'DESC']],
    });
    return (await staff.get<ApplicationDetail>(`/api/admin/applications/${row!.id}`)).body.application;
  };
  const decide = (
    client: ApiClient,
    application: Pick<MembershipApplication, 'id'>,
    action: 'review' | 'approve' | 'reject',
    body: Record<string, unknown>,
  ) =>
    client.post<MembershipApplication & ApiError & { current?: MembershipApplication }>(
      `/api/admin/applications/${application.id}/${action}`,
      body,
    );
  /** The mail to `address` whose subject `subject` matches, once it has arrived. */
  const awaitMail = async (address: string, subject: string | RegExp) => {
    const matches = (text: string | undefined) =>
      typeof subject === 'string' ? text === subject : subject.test(text ?? '');
    await expect
      .poll(() => mailsTo(smtp.received, address).some((mail) => matches(mail.parsed.subject)), { timeout: 10_000 })
      .toBe(true);
    return mailsTo(smtp.received, address).find((mail) => matches(mail.parsed.subject))!;
  };
  /** The mails queued to `address` (delivered or not): what a transaction stored. */
  const queuedTo = (address: string) => server.db.models.OutboxMail.findAll({ where: { toAddress: address } });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { mail: { smtpUrl: smtp.url, sender: { pollMs: 100 } } });
    await setSettings('en');
    ({ client: staff } = await signedInClient(server, 'editor', { fullName: 'Edith Editor' }));
    ({ client: otherStaff } = await signedInClient(server, 'admin', { fullName: 'Ada Admin' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
    ({ client: member } = await signedInClient(server, 'member'));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  describe('the public form', () => {
    it('stores the application and mails the applicant in their language and the chamber in the site language', async () => {
      const before = Date.now();
      const body = applicationBody({ companyName: 'Cobre Andino SpA', contactEmail: 'Ana.Rojas@Cobre.example' });
      const response = await apply(body);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ received: true });

      const stored = await server.db.models.MembershipApplication.findOne({
        where: { companyName: 'Cobre Andino SpA' },
      });
      expect(stored).toMatchObject({
        organisationNumber: body.organisationNumber,
        organisationKey: String(body.organisationNumber).replace(/[.-]/g, ''),
        contactEmail: 'ana.rojas@cobre.example',
        emailKey: 'ana.rojas@cobre.example',
        language: 'es',
        status: 'submitted',
        spam: false,
        honeypot: null,
        version: 1,
      });
      expect(stored!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

      const received = await awaitMail(
        'ana.rojas@cobre.example',
        `Hemos recibido su solicitud de adhesión – ${SITE_NAME}`,
      );
      // Anyone can type anyone's address: the acknowledgement repeats nothing of the form.
      expect(received.parsed.text).not.toContain('Cobre Andino');
      expect(received.parsed.text).toContain('Si usted no ha enviado esta solicitud');

      const notice = await awaitMail(CHAMBER, 'New membership application: Cobre Andino SpA');
      expect(notice.parsed.text).toContain('Chile');
      expect(notice.parsed.text).toContain('Lucía Fernández');
      expect(notice.parsed.text).toContain('ana.rojas@cobre.example');
      expect(notice.parsed.text).toContain(String(body.organisationNumber));
      expect(notice.parsed.text).toContain('Spanish');
      expect(notice.parsed.replyTo?.text).toBe('ana.rojas@cobre.example');
      expect(mailLinks(notice)).toContain(`${server.baseUrl}/admin/applications`);
    });

    it("writes to an applicant without a language in the site's default language, as the notice", async () => {
      await setSettings('sv');
      try {
        const body = applicationBody({
          language: undefined,
          country: 'SE',
          region: 'nordic',
          organisationNumber: '559900-1122',
        });
        expect((await apply(body)).status).toBe(201);
        const stored = await server.db.models.MembershipApplication.findOne({
          where: { emailKey: body.contactEmail },
        });
        expect(stored!.language).toBe('sv');
        await awaitMail(body.contactEmail, `Vi har tagit emot din medlemsansökan – ${SITE_NAME}`);
        const notice = await awaitMail(CHAMBER, `Ny medlemsansökan: ${body.companyName}`);
        // The country in the notice's language.
        expect(notice.parsed.text).toContain('Sverige');
      } finally {
        await setSettings('en');
      }
    });

    it('refuses invalid input with the message of each field and stores nothing', async () => {
      const count = await server.db.models.MembershipApplication.count();
      const bad = await apply({
        companyName: ' ',
        organisationNumber: '--',
        country: 'XX',
        region: 'mars',
        industry: 'piracy',
        companyWebsite: 'ftp://andes.example',
        size: 'huge',
        contactName: 'L',
        contactEmail: 'not-an-address',
        contactPhone: 'call me',
        message: 'x'.repeat(5001),
        consent: false,
        language: 'de',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        companyName: m.required,
        organisationNumber: m.invalidOrganisationNumber,
        country: m.invalidChoice,
        region: m.invalidChoice,
        industry: m.invalidChoice,
        companyWebsite: m.invalidUrl,
        size: m.invalidChoice,
        contactName: m.fullNameMin,
        contactEmail: m.invalidEmail,
        contactPhone: m.invalidPhone,
        message: m.tooLong,
        consent: m.consentRequiredApply,
        language: m.invalidChoice,
      });
      const missing = await apply({ consent: true });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toMatchObject({
        companyName: m.required,
        organisationNumber: m.required,
        contactName: m.required,
        contactEmail: m.required,
        contactPhone: m.required,
      });
      // A name goes into mail headers: one line only.
      const twoLines = await apply(applicationBody({ companyName: 'Andes\nBcc: victim@example.org' }));
      expect(twoLines.body.fields).toEqual({ companyName: m.singleLine });
      const unknown = await apply(applicationBody({ password: 'x' }));
      expect(unknown.status).toBe(400);
      expect(await server.db.models.MembershipApplication.count()).toBe(count);
    });

    it("keeps a bot's application as spam: answered like a person's, no mail, never listed, counted or blocking", async () => {
      const person = await applied();
      const mailsBefore = (await queuedTo(CHAMBER)).length;
      const body = applicationBody({
        organisationNumber: person.organisationNumber,
        contactEmail: person.contactEmail,
        website: 'https://cheap-pills.example',
      });
      const counts = (await staff.get<Record<ApplicationStatus, number>>('/api/admin/applications/counts')).body;
      const response = await apply(body);
      // A person's answer, even where a person's duplicate would be refused.
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ received: true });
      const spam = await server.db.models.MembershipApplication.findOne({ where: { companyName: body.companyName } });
      expect(spam).toMatchObject({ spam: true, honeypot: 'https://cheap-pills.example', status: 'submitted' });
      expect(await queuedTo(CHAMBER)).toHaveLength(mailsBefore);
      expect(await queuedTo(person.contactEmail)).toHaveLength(1);

      const list = await staff.get<MembershipApplication[]>(
        `/api/admin/applications?search=${encodeURIComponent(body.companyName)}`,
      );
      expect(list.body).toEqual([]);
      expect(totalOf(list)).toBe(0);
      expect((await staff.get('/api/admin/applications/counts')).body).toEqual(counts);
      const detail = await staff.get<ApiError>(`/api/admin/applications/${spam!.id}`);
      expect(detail.status).toBe(404);
      expect(detail.body.error).toBe(APPLICATION_NOT_FOUND);
      expect((await decide(staff, spam!, 'review', { version: 1 })).status).toBe(404);
    });

    it('accepts a second application for the same company or address like a first, and shows staff the two together', async () => {
      const first = await applied({
        organisationNumber: '556677-8899',
        country: 'SE',
        region: 'nordic',
        contactEmail: 'karin@nordlight.example',
      });
      const mailsBefore = (await queuedTo(CHAMBER)).length;
      // Whoever sends it gets the normal answer: nothing tells them the company has applied.
      const sameCompany = await apply(
        applicationBody({
          organisationNumber: '556677 8899',
          country: 'SE',
          region: 'nordic',
          contactEmail: 'someone.else@nordlight.example',
        }),
      );
      expect([sameCompany.status, sameCompany.body]).toEqual([201, { received: true }]);
      const sameAddress = await apply(applicationBody({ contactEmail: 'KARIN@NordLight.example' }));
      expect([sameAddress.status, sameAddress.body]).toEqual([201, { received: true }]);
      const both = await apply(
        applicationBody({
          organisationNumber: '5566778899',
          country: 'SE',
          region: 'nordic',
          contactEmail: 'karin@nordlight.example',
        }),
      );
      expect(both.status).toBe(201);
      // Each one is acknowledged and announced to the chamber, as any application is.
      expect(await queuedTo(CHAMBER)).toHaveLength(mailsBefore + 3);
      expect(await queuedTo('someone.else@nordlight.example')).toHaveLength(1);

      const stored = await server.db.models.MembershipApplication.findAll({
        where: { id: { [Op.gte]: first.id }, spam: false },
        order: [['id', 'ASC']],
      });
      const [, company, address, twice] = stored;
      const detail = await staff.get<ApplicationDetail>(`/api/admin/applications/${first.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.related.map((one) => [one.id, one.same])).toEqual([
        [twice!.id, ['organisationNumber', 'contactEmail']],
        [address!.id, ['contactEmail']],
        [company!.id, ['organisationNumber']],
      ]);
      expect(detail.body.related[0]).toEqual({
        id: twice!.id,
        companyName: twice!.companyName,
        status: 'submitted',
        createdAt: twice!.createdAt.toISOString(),
        same: ['organisationNumber', 'contactEmail'],
      });
      // Whichever one staff open, the others show, whatever their state.
      const reviewed = await decide(staff, first, 'review', { version: first.version });
      expect(reviewed.status).toBe(200);
      await decide(staff, first, 'reject', { version: reviewed.body.version, reason: 'Incomplete' });
      const fromCompany = await staff.get<ApplicationDetail>(`/api/admin/applications/${company!.id}`);
      expect(fromCompany.body.related.map((one) => [one.id, one.status, one.same])).toEqual([
        [twice!.id, 'submitted', ['organisationNumber']],
        [first.id, 'rejected', ['organisationNumber']],
      ]);
      // An unrelated one has none.
      const alone = await applied();
      expect((await staff.get<ApplicationDetail>(`/api/admin/applications/${alone.id}`)).body.related).toEqual([]);
    });

    it('stores every one of several identical applications sent at once, each answered alike', async () => {
      const body = applicationBody();
      const answers = await Promise.all(Array.from({ length: 6 }, () => apply(body)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      expect(await server.db.models.MembershipApplication.count({ where: { emailKey: body.contactEmail } })).toBe(6);
    });

    it('takes organisation numbers as people write them in their country, and refuses what is not one', async () => {
      const numbers: [country: string, region: string, typed: string][] = [
        ['NO', 'nordic', '987 654 321'],
        ['CL', 'ibero-america', '76.123.456-7'],
        ['SE', 'nordic', '556012-3456'],
        ['FI', 'nordic', '1234567-8'],
        ['DK', 'nordic', '12 34 56 78'],
        ['ES', 'ibero-america', 'B-12345678'],
        ['BR', 'ibero-america', '12.345.678/0001-95'],
        ['LV', 'baltic', '4000 300 2109'],
      ];
      for (const [country, region, typed] of numbers) {
        const application = await applied({ country, region, organisationNumber: typed });
        expect(application.organisationNumber, country).toBe(typed);
      }
      for (const [country, typed] of [
        ['NO', '987 654 32'],
        ['CL', '76.123.456-X'],
      ]) {
        const refused = await apply(applicationBody({ country, organisationNumber: typed }));
        expect(refused.status).toBe(400);
        expect(refused.body.fields).toEqual({ organisationNumber: m.invalidOrganisationNumber });
      }
    });

    it('limits applications per client address', async () => {
      // The same database (its counters too) behind a proxy: each test address starts afresh.
      const limited = await startTestServer(kind, {
        reuse: server,
        trustProxy: true,
        rateLimits: { membershipApplication: { max: 2, windowMs: 60_000 } },
      });
      try {
        const client = new ApiClient(limited.baseUrl);
        const address = `203.0.113.${1 + (sequence % 200)}`;
        const send = (from: string) =>
          client.post<ApiError>('/api/membership/applications', applicationBody(), { 'x-forwarded-for': from });
        expect((await send(address)).status).toBe(201);
        expect((await send(address)).status).toBe(201);
        const third = await send(address);
        expect(third.status).toBe(429);
        expect(third.body.error).toBe(RATE_LIMITED_MESSAGE);
        expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
        // Another address is not held back.
        expect((await send('198.51.100.7')).status).toBe(201);
      } finally {
        await limited.close();
      }
    });
  });

  describe('staff decisions', () => {
    it('reviews, then approves a Swedish application: the mails in Swedish, the listing published, the representative invited', async () => {
      const application = await applied({
        companyName: 'Fjällkraft Energi AB',
        organisationNumber: '559123-4567',
        country: 'SE',
        region: 'nordic',
        industry: 'energy',
        companyWebsite: 'https://fjallkraft.example',
        contactName: 'Sven Ek',
        contactEmail: 'sven@fjallkraft.example',
        contactPhone: '+46 70 123 45 67',
        message: null,
        language: 'sv',
      });
      await awaitMail('sven@fjallkraft.example', `Vi har tagit emot din medlemsansökan – ${SITE_NAME}`);

      const reviewed = await decide(staff, application, 'review', { version: 1 });
      expect(reviewed.status).toBe(200);
      expect(reviewed.body).toMatchObject({ status: 'under-review', version: 2, decidedBy: null, memberId: null });
      const underReview = await awaitMail(
        'sven@fjallkraft.example',
        'Vi går igenom din medlemsansökan: Fjällkraft Energi AB',
      );
      expect(underReview.parsed.text).toContain('Hej Sven Ek!');

      // Reviewing twice is not a move the state allows.
      const twice = await decide(staff, application, 'review', { version: 2 });
      expect([twice.status, twice.body.error]).toEqual([409, APPLICATION_DECIDED]);

      const approved = await decide(staff, application, 'approve', { version: 2, publish: true });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', version: 3, reason: null });
      expect(approved.body.decidedBy?.fullName).toBe('Edith Editor');
      expect(typeof approved.body.decidedBy?.id).toBe('number');
      expect(Date.parse(approved.body.decidedAt!)).not.toBeNaN();
      const memberId = approved.body.memberId!;

      const listing = await server.db.models.Member.findByPk(memberId);
      expect(listing).toMatchObject({
        name: 'Fjällkraft Energi AB',
        industry: 'energy',
        region: 'nordic',
        website: 'https://fjallkraft.example',
        organisationNumber: '559123-4567',
        location: 'Sweden',
        // The company's name, until the representatives write the description.
        description: 'Fjällkraft Energi AB',
        // The representative's details were given to the chamber, not for the public listing.
        contactName: null,
        contactEmail: null,
        contactPhone: null,
        published: true,
        featured: false,
        hidden: false,
      });
      const invitation = await server.db.models.AccountToken.findOne({
        where: { kind: 'invitation', email: 'sven@fjallkraft.example' },
      });
      expect(invitation).toMatchObject({ role: 'member', memberId, language: 'sv', fullName: 'Sven Ek' });

      const welcome = await awaitMail('sven@fjallkraft.example', 'Välkommen som medlem: Fjällkraft Energi AB');
      expect(welcome.parsed.text).toContain('syns redan nu');
      expect(welcome.parsed.text).toContain('separat mejl');
      expect(mailLinks(welcome)).toContain(`${server.baseUrl}/sv/members/${memberId}`);
      const invited = await awaitMail('sven@fjallkraft.example', `Du är inbjuden till ${SITE_NAME}`);
      expect(invited.parsed.text).toContain('Fjällkraft Energi AB');

      // Decided: nothing more can be done with it.
      const reject = await decide(staff, application, 'reject', { version: 3, reason: 'Changed our minds' });
      expect([reject.status, reject.body.error]).toEqual([409, APPLICATION_DECIDED]);
    });

    it('rejects a submitted Spanish application with the reason, mailed in Spanish; approving it afterwards is refused', async () => {
      const application = await applied({ companyName: 'Pesquera del Sur SA', contactEmail: 'marta@pesquera.example' });
      const rejected = await decide(staff, application, 'reject', {
        version: 1,
        reason: 'Su empresa no tiene actividad en nuestras regiones.',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        reason: 'Su empresa no tiene actividad en nuestras regiones.',
        version: 2,
        memberId: null,
      });
      expect(rejected.body.decidedBy?.fullName).toBe('Edith Editor');
      const mail = await awaitMail('marta@pesquera.example', 'Su solicitud de adhesión: Pesquera del Sur SA');
      expect(mail.parsed.text).toContain('Su empresa no tiene actividad en nuestras regiones.');
      expect(mail.parsed.text).toContain('hemos decidido no aprobarla');

      const approve = await decide(staff, application, 'approve', { version: 2, publish: true });
      expect([approve.status, approve.body.error]).toEqual([409, APPLICATION_DECIDED]);
      expect(await server.db.models.Member.count({ where: { name: 'Pesquera del Sur SA' } })).toBe(0);
    });

    it('refuses a decision based on an older version with the application as stored', async () => {
      const application = await applied();
      expect((await decide(staff, application, 'review', { version: 1 })).status).toBe(200);
      const stale = await decide(otherStaff, application, 'reject', { version: 1, reason: 'Too late' });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(STALE_VERSION_MESSAGE);
      expect(stale.body.current).toMatchObject({ id: application.id, status: 'under-review', version: 2 });
      const future = await decide(otherStaff, application, 'approve', { version: 9, publish: false });
      expect(future.status).toBe(409);
      expect(future.body.error).toBe(STALE_VERSION_MESSAGE);
      expect(
        (await staff.get<ApplicationDetail>(`/api/admin/applications/${application.id}`)).body.application,
      ).toMatchObject({ status: 'under-review', version: 2, reason: null });
    });

    it('validates decisions: a version, the publish choice, a reason; 404 for an unknown application', async () => {
      const application = await applied();
      expect((await decide(staff, application, 'review', {})).body.fields).toEqual({ version: m.invalidNumber });
      expect((await decide(staff, application, 'approve', { version: 1 })).body.fields).toEqual({
        publish: m.invalidChoice,
      });
      const noReason = await decide(staff, application, 'reject', { version: 1, reason: '  ' });
      expect([noReason.status, noReason.body.fields]).toEqual([400, { reason: m.required }]);
      const unknown = await decide(staff, { id: 999_999 }, 'review', { version: 1 });
      expect([unknown.status, unknown.body.error]).toEqual([404, APPLICATION_NOT_FOUND]);
      expect((await staff.get(`/api/admin/applications/999999`)).status).toBe(404);
    });

    it('makes the listing unpublished when asked, from the application, with the member and approval audited', async () => {
      const application = await applied({
        companyName: 'Tallinn Timber OÜ',
        organisationNumber: '12345678',
        country: 'EE',
        region: 'baltic',
        industry: 'manufacturing',
        companyWebsite: null,
        contactEmail: 'mari@timber.example',
        message: 'Sawn timber for Spanish builders.',
        language: 'en',
      });
      const approved = await decide(otherStaff, application, 'approve', { version: 1, publish: false });
      expect(approved.status).toBe(200);
      const listing = await server.db.models.Member.findByPk(approved.body.memberId!);
      expect(listing).toMatchObject({
        location: 'Estonia',
        // The message was written to the chamber: it is not made public.
        description: 'Tallinn Timber OÜ',
        website: null,
        published: false,
      });
      const welcome = await awaitMail('mari@timber.example', 'Welcome as a member: Tallinn Timber OÜ');
      expect(welcome.parsed.text).toContain('once we publish it');
      // No link to a listing that is not shown yet.
      expect(mailLinks(welcome).some((href) => href.includes('/members/'))).toBe(false);
      const entries = await server.db.models.AuditEntry.findAll({
        where: { userFullName: 'Ada Admin' },
        order: [['id', 'ASC']],
      });
      expect(entries.slice(-3).map((entry) => [entry.action, entry.entity, entry.label])).toEqual([
        ['create', 'member', 'Tallinn Timber OÜ'],
        ['approve', 'application', 'Tallinn Timber OÜ'],
        ['invite', 'invitation', 'Lucía Fernández <mari@timber.example>'],
      ]);
    });

    it('undoes the whole approval when the representative cannot be invited: an account or a pending invitation', async () => {
      const cases = [
        {
          email: 'taken@andes.example',
          prepare: (email: string) => createUser(server.db, { email }),
          message: EMAIL_TAKEN_MESSAGE,
        },
        {
          email: 'invited@andes.example',
          prepare: (email: string) => createInvitation(server.db, { email }),
          message: INVITATION_PENDING_MESSAGE,
        },
      ];
      for (const { email, prepare, message } of cases) {
        const application = await applied({ contactEmail: email });
        await prepare(email);
        const mailsBefore = (await queuedTo(email)).length;
        const auditBefore = await server.db.models.AuditEntry.count();
        const refused = await decide(staff, application, 'approve', { version: 1, publish: true });
        expect(refused.status).toBe(409);
        expect(refused.body.error).toBe(message);
        expect(
          await server.db.models.Member.count({ where: { organisationNumber: application.organisationNumber } }),
        ).toBe(0);
        expect((await staff.get<ApplicationDetail>(`/api/admin/applications/${application.id}`)).body).toMatchObject({
          application: { status: 'submitted', version: 1, memberId: null, decidedBy: null },
          history: [],
        });
        expect(await queuedTo(email)).toHaveLength(mailsBefore);
        expect(await server.db.models.AuditEntry.count()).toBe(auditBefore);
      }
    });

    it('lets exactly one of two staff approving at once win: one listing, one invitation', async () => {
      for (let round = 0; round < 3; round += 1) {
        const application = await applied();
        const answers = await Promise.all([
          decide(staff, application, 'approve', { version: 1, publish: true }),
          decide(otherStaff, application, 'approve', { version: 1, publish: false }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.status === 409)!.body.error).toBe(APPLICATION_DECIDED);
        const { models } = server.db;
        expect(await models.Member.count({ where: { organisationNumber: application.organisationNumber } })).toBe(1);
        expect(
          await models.AccountToken.count({ where: { kind: 'invitation', email: application.contactEmail } }),
        ).toBe(1);
        const winner = answers.find((answer) => answer.status === 200)!.body;
        expect((await models.Member.findByPk(winner.memberId!))!.published).toBe(
          winner.decidedBy!.fullName === 'Edith Editor',
        );
      }
    });
  });

  describe('the staff list and one application', () => {
    it('searches company, organisation number, name and address ignoring case and accents, newest first, with counts of every state', async () => {
      const tag = `Q${Date.now().toString(36)}`;
      const older = await applied({ companyName: `Peña Ødegård ${tag} SL`, contactName: 'José Núñez' });
      const newer = await applied({
        companyName: `Kalnins ${tag} SIA`,
        organisationNumber: '40003-123456',
        country: 'LV',
        region: 'baltic',
      });
      const search = async (term: string, extra = '') => {
        const response = await staff.get<MembershipApplication[]>(
          `/api/admin/applications?search=${encodeURIComponent(term)}${extra}`,
        );
        return { items: response.body, total: totalOf(response), links: linksOf(response.headers.get('link')) };
      };

      expect((await search(`pena odegard ${tag.toLowerCase()}`)).items.map((item) => item.id)).toEqual([older.id]);
      expect((await search('JOSE NUNEZ')).items.map((item) => item.id)).toContain(older.id);
      expect((await search(older.contactEmail.toUpperCase())).items.map((item) => item.id)).toEqual([older.id]);
      expect((await search('40003123456')).items.map((item) => item.id)).toEqual([newer.id]);
      expect((await search('40003-1234')).items.map((item) => item.id)).toEqual([newer.id]);
      const both = await search(tag);
      expect(both.items.map((item) => item.id)).toEqual([newer.id, older.id]);
      expect(both.total).toBe(2);
      expect(both.items[1]).toMatchObject({
        companyName: `Peña Ødegård ${tag} SL`,
        contactName: 'José Núñez',
        status: 'submitted',
        language: 'es',
        decidedBy: null,
      });

      const paged = await search(tag, '&pageSize=1&page=2');
      expect([paged.items.map((item) => item.id), paged.total]).toEqual([[older.id], 2]);
      expect(Object.keys(paged.links).sort()).toEqual(['first', 'prev']);

      expect((await decide(staff, newer, 'review', { version: 1 })).status).toBe(200);
      expect((await search(tag, '&status=under-review')).items.map((item) => item.id)).toEqual([newer.id]);
      expect((await search(tag, '&status=submitted')).items.map((item) => item.id)).toEqual([older.id]);
      expect((await search(tag, '&status=approved')).total).toBe(0);

      // The counts cover every visible application, whatever the search and filter.
      const { models } = server.db;
      const expected = Object.fromEntries(
        await Promise.all(
          APPLICATION_STATUSES.map(async (status): Promise<[string, number]> => [
            status,
            await models.MembershipApplication.count({ where: { status, spam: false } }),
          ]),
        ),
      );
      const counts = await staff.get<Record<ApplicationStatus, number>>('/api/admin/applications/counts');
      expect([counts.status, counts.body]).toEqual([200, expected]);
      // Read by staff who review applications only.
      expect((await anonymous().get('/api/admin/applications/counts')).status).toBe(401);

      const invalid = await staff.get<ApiError>('/api/admin/applications?status=pending');
      expect([invalid.status, invalid.body.fields]).toEqual([400, { status: m.invalidChoice }]);
    });

    it('shows one application with its history in order', async () => {
      const application = await applied();
      expect((await staff.get<ApplicationDetail>(`/api/admin/applications/${application.id}`)).body.history).toEqual(
        [],
      );
      await decide(staff, application, 'review', { version: 1 });
      await decide(otherStaff, application, 'reject', { version: 2, reason: 'Not a company' });
      const { body } = await staff.get<ApplicationDetail>(`/api/admin/applications/${application.id}`);
      expect(body.application).toMatchObject({ id: application.id, status: 'rejected', reason: 'Not a company' });
      expect(
        body.history.map((entry: AuditEntry) => [entry.action, entry.entity, entry.entityId, entry.user?.fullName]),
      ).toEqual([
        ['review', 'application', application.id, 'Edith Editor'],
        ['reject', 'application', application.id, 'Ada Admin'],
      ]);
      expect(body.history[0]!.label).toBe(application.companyName);
    });
  });

  it('lets only those who review applications reach the staff routes', async () => {
    const application = await applied();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/applications'],
      ['GET', `/api/admin/applications/${application.id}`],
      ['POST', `/api/admin/applications/${application.id}/review`, { version: 1 }],
      ['POST', `/api/admin/applications/${application.id}/approve`, { version: 1, publish: true }],
      ['POST', `/api/admin/applications/${application.id}/reject`, { version: 1, reason: 'No' }],
    ];
    for (const [method, path, json] of routes) {
      const options = json === undefined ? {} : { json };
      expect((await anonymous().request(method, path, options)).status, `${method} ${path}`).toBe(401);
      expect((await viewer.request(method, path, options)).status, `${method} ${path}`).toBe(403);
      expect((await member.request(method, path, options)).status, `${method} ${path}`).toBe(403);
    }
    // Nothing changed.
    expect(
      (await staff.get<ApplicationDetail>(`/api/admin/applications/${application.id}`)).body.application,
    ).toMatchObject({ status: 'submitted', version: 1 });
  });
});
