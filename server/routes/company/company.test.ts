import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, type Language } from '../../../shared/constants';
import type { AuditEntry, CurrentUser, ManagedMember, Member, Role, StoredImage } from '../../../shared/entities';
import type { ListingFields, MyCompany, Representative } from '../../../shared/membership';
import { createMember, createUser, FACTORY_PASSWORD, siteSettings } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { fixtureImage } from '../../../tests/helpers/images';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { mailsTo, startSmtpServer, tokenOfLink, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { COMPANY_NOT_FOUND } from '../../membership/listing-changes';
import type { MemberModel } from '../../models';
import { BUILT_IN_RATE_LIMITS, RATE_LIMITED_MESSAGE, type RateLimits } from '../../rate-limit';
import { writeSiteSettings } from '../../settings';
import { EMAIL_TAKEN_MESSAGE } from '../../users/management';
import { validationMessages as m } from '../../../shared/messages';

const CHAMBER_ADDRESS = 'hello@chamber.example';

/** A proposal for a listing: every field a representative may change. */
const proposal = (overrides: Partial<ListingFields> = {}): ListingFields => ({
  description: 'Trade between the Andes and the Baltic, since 1998.',
  descriptionEs: 'Comercio entre los Andes y el Báltico desde 1998.',
  descriptionSv: null,
  logo: null,
  logoAlt: null,
  website: 'https://andes.example',
  location: 'Tallinn, Estonia',
  contactName: 'Lucía Fernández',
  contactEmail: 'lucia@andes.example',
  contactPhone: '+372 555 0101',
  ...overrides,
});

/** Every member route, with a request that a representative with a company gets a 2xx for. */
const MEMBER_ROUTES: { method: string; path: string; json?: unknown; body?: Buffer }[] = [
  { method: 'GET', path: '/api/company' },
  { method: 'PUT', path: '/api/company/listing', json: proposal() },
  { method: 'PUT', path: '/api/company/visibility', json: { hidden: false } },
  {
    method: 'POST',
    path: '/api/company/representatives',
    json: { fullName: 'Probe Person', email: 'probe@andes.example', language: 'en' },
  },
  { method: 'POST', path: '/api/company/logo', body: fixtureImage('png') },
];

describe.each(testDatabaseKinds())('a member representative’s company on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let staff: ApiClient;
  let companyA: MemberModel;
  let companyB: MemberModel;
  let repA: ApiClient;
  let repB: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  /** A signed-in representative (an account with the member role) of `member`, or of no company. */
  async function representative(member: MemberModel | null, options: { fullName?: string; language?: Language } = {}) {
    const user = await createUser(server.db, {
      role: 'member',
      ...(options.fullName ? { fullName: options.fullName } : {}),
    });
    await user.update({ memberId: member?.id ?? null, language: options.language ?? null });
    const client = new ApiClient(server.baseUrl);
    await client.login(user.username, FACTORY_PASSWORD);
    return { client, user };
  }
  /**
   * The mail to `address` whose subject is `subject`, once it has arrived (a mail of an earlier test
   * may still be on its way: a test looks for the one it expects).
   */
  const awaitMail = async (address: string, subject: string) => {
    const find = () => mailsTo(smtp.received, address).find((mail) => mail.parsed.subject === subject);
    await expect.poll(() => find() !== undefined, { timeout: 10_000 }).toBe(true);
    return find()!;
  };
  const companyOf = async (client: ApiClient) => {
    const response = await client.get<MyCompany>('/api/company');
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // No limit is reached, except the one on a representative's invitations, which a test walks.
    const rateLimits = Object.fromEntries(
      Object.keys(BUILT_IN_RATE_LIMITS).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }]),
    ) as unknown as RateLimits;
    server = await startTestServer(kind, {
      mail: { smtpUrl: smtp.url, sender: { pollMs: 100 } },
      rateLimits: { ...rateLimits, representativeInvite: { max: 3, windowMs: 3_600_000 } },
    });
    await server.db.sequelize.transaction((transaction) =>
      writeSiteSettings(
        server.db.models,
        siteSettings({ siteName: 'Cámara Nórdica', defaultLanguage: 'en', contactEmail: CHAMBER_ADDRESS }),
        transaction,
      ),
    );
    ({ client: staff } = await signedInClient(server, 'editor', { fullName: 'Edith Editor' }));
    companyA = await createMember(server.db, { name: 'Andes Trading SA', description: 'The old description.' });
    companyB = await createMember(server.db, { name: 'Baltic Amber AB', description: 'Amber from the coast.' });
    ({ client: repA } = await representative(companyA, { fullName: 'Lucía Fernández' }));
    ({ client: repB } = await representative(companyB, { fullName: 'Björn Berg' }));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('answers 401 to anonymous callers and 403 to staff and registered accounts on every member route', async () => {
    const clients: Partial<Record<Role, ApiClient>> = {};
    for (const role of ['viewer', 'editor', 'admin', 'registered'] as const) {
      clients[role] = (await signedInClient(server, role)).client;
    }
    for (const route of MEMBER_ROUTES) {
      const options = {
        ...(route.json === undefined ? {} : { json: route.json }),
        ...(route.body ? { body: route.body, headers: { 'content-type': 'image/png' } } : {}),
      };
      const label = `${route.method} ${route.path}`;
      expect((await anonymous().request(route.method, route.path, options)).status, label).toBe(401);
      for (const [role, client] of Object.entries(clients)) {
        const response = await client.request<{ error: string }>(route.method, route.path, options);
        expect(response.status, `${role} → ${label}`).toBe(403);
        expect(response.body.error).toBe('This requires member privileges');
      }
    }
    // Nothing of the refused requests was stored.
    expect(await server.db.models.ListingChange.count()).toBe(0);
    expect(await server.db.models.AccountToken.count({ where: { email: 'probe@andes.example' } })).toBe(0);
  });

  it('shows the representative their own company: listing with its translations, representatives, no change yet', async () => {
    await server.db.models.ContentTranslation.create({
      kind: 'members',
      itemId: companyA.id,
      language: 'sv',
      title: null,
      excerpt: null,
      description: 'Den gamla beskrivningen.',
      content: null,
      location: null,
      imageAlt: null,
      logoAlt: null,
      ready: true,
      sourceChangedAt: companyA.textChangedAt,
    });
    const company = await companyOf(repA);
    expect(company).toMatchObject({
      id: companyA.id,
      name: 'Andes Trading SA',
      industry: companyA.industry,
      region: companyA.region,
      published: true,
      hidden: false,
      latestChange: null,
      version: companyA.version,
    });
    expect(company.listing).toEqual({
      description: 'The old description.',
      descriptionEs: null,
      descriptionSv: 'Den gamla beskrivningen.',
      logo: null,
      logoAlt: null,
      website: null,
      location: 'Tallinn, Estonia',
      contactName: null,
      contactEmail: null,
      contactPhone: null,
    });
    expect(company.representatives).toContainEqual(
      expect.objectContaining({ fullName: 'Lucía Fernández', accepted: true }) as Representative,
    );
    // A colleague of another company is not among them.
    expect(company.representatives.map((person) => person.fullName)).not.toContain('Björn Berg');
  });

  it('never reaches another company: the routes take no id, and a body naming one is refused', async () => {
    // Each representative reads their own company, whatever they ask for.
    expect((await companyOf(repA)).id).toBe(companyA.id);
    expect((await companyOf(repB)).id).toBe(companyB.id);
    expect((await repA.get<MyCompany>(`/api/company?id=${companyB.id}&memberId=${companyB.id}`)).body.id).toBe(
      companyA.id,
    );
    // The strict schemas refuse any attempt to name a company.
    for (const extra of [{ memberId: companyB.id }, { id: companyB.id }]) {
      const listing = await repA.put<{ fields: Record<string, string> }>('/api/company/listing', {
        ...proposal(),
        ...extra,
      });
      expect(listing.status).toBe(400);
      expect(Object.keys(listing.body.fields)).toEqual(Object.keys(extra));
      expect((await repA.put('/api/company/visibility', { hidden: true, ...extra })).status).toBe(400);
      const invite = { fullName: 'Probe Person', email: 'probe@andes.example', language: 'en', ...extra };
      expect((await repA.post('/api/company/representatives', invite)).status).toBe(400);
    }
    expect(await server.db.models.ListingChange.count()).toBe(0);
    expect((await server.db.models.Member.findByPk(companyB.id))!.hidden).toBe(false);

    // A proposal is for the representative's own company only.
    const answer = await repA.put<MyCompany>('/api/company/listing', proposal({ description: 'Only for A.' }));
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(companyA.id);
    const changes = await server.db.models.ListingChange.findAll();
    expect(changes.map((change) => change.memberId)).toEqual([companyA.id]);
    expect((await companyOf(repB)).latestChange).toBeNull();
    // The staff routes are closed to representatives.
    expect((await repA.get('/api/admin/listing-changes')).status).toBe(403);
    expect((await repA.post(`/api/admin/listing-changes/${changes[0]!.id}/approve`, { version: 1 })).status).toBe(403);
    expect((await repA.get(`/api/admin/members/${companyB.id}`)).status).toBe(403);
    await changes[0]!.destroy();
  });

  it('keeps a proposal waiting: the public and the staff listing stay as they were; the chamber is told', async () => {
    const company = await createMember(server.db, { name: 'Cóndor Logística', description: 'Before.' });
    const { client, user } = await representative(company);
    const response = await client.put<MyCompany>(
      '/api/company/listing',
      proposal({ description: 'After.', website: 'HTTPS://condor.example', contactEmail: ' Ana@Condor.EXAMPLE ' }),
    );
    expect(response.status).toBe(200);
    const change = response.body.latestChange!;
    expect(change).toMatchObject({
      memberId: company.id,
      memberName: 'Cóndor Logística',
      status: 'pending',
      reason: null,
      proposedBy: { id: user.id, fullName: user.fullName },
      decidedBy: null,
      decidedAt: null,
      version: 1,
    });
    expect(change.proposed).toMatchObject({ description: 'After.', contactEmail: 'ana@condor.example' });
    expect(change.current.description).toBe('Before.');
    // Nothing public, nothing staff see of the listing, has changed.
    expect(response.body.listing.description).toBe('Before.');
    expect((await anonymous().get<Member>(`/api/members/${company.id}`)).body.description).toBe('Before.');
    const managed = (await staff.get<ManagedMember>(`/api/admin/members/${company.id}`)).body;
    expect(managed).toMatchObject({ description: 'Before.', version: 1 });
    expect((await anonymous().get<Member[]>('/api/members')).body.find((m) => m.id === company.id)?.description).toBe(
      'Before.',
    );

    const audit = await server.db.models.AuditEntry.findOne({
      where: { entity: 'listing-change', entityId: change.id },
    });
    expect(audit).toMatchObject({ action: 'create', label: 'Cóndor Logística', userId: user.id });
    const notice = await awaitMail(CHAMBER_ADDRESS, 'Listing change to review: Cóndor Logística');
    expect(notice.parsed.text).toContain('/admin/listing-changes');
    expect(notice.parsed.text).not.toContain('replaces');
  });

  it('replaces a pending proposal: the same change, its version moved on, audited as an update', async () => {
    const company = await createMember(server.db, { name: 'Fjord Foods AS' });
    const { client } = await representative(company);
    const first = (await client.put<MyCompany>('/api/company/listing', proposal({ description: 'First.' }))).body;
    const second = await client.put<MyCompany>('/api/company/listing', proposal({ description: 'Second.' }));
    expect(second.status).toBe(200);
    expect(second.body.latestChange).toMatchObject({
      id: first.latestChange!.id,
      version: 2,
      status: 'pending',
      proposed: { description: 'Second.' },
    });
    expect(await server.db.models.ListingChange.count({ where: { memberId: company.id } })).toBe(1);
    const actions = await server.db.models.AuditEntry.findAll({
      where: { entity: 'listing-change', entityId: first.latestChange!.id },
      order: [['id', 'ASC']],
    });
    expect(actions.map((entry) => entry.action)).toEqual(['create', 'update']);
    const subject = 'Listing change to review: Fjord Foods AS';
    await expect
      .poll(() => mailsTo(smtp.received, CHAMBER_ADDRESS).filter((mail) => mail.parsed.subject === subject).length)
      .toBe(2);
    const notices = mailsTo(smtp.received, CHAMBER_ADDRESS).filter((mail) => mail.parsed.subject === subject);
    expect(notices.filter((mail) => mail.parsed.text?.includes('replaces the one'))).toHaveLength(1);
  });

  it('hides the listing from the public directory at once, and shows it again', async () => {
    const company = await createMember(server.db, { name: 'Hidden Harbour Oy' });
    const { client, user } = await representative(company);
    const publicIds = async () => (await anonymous().get<Member[]>('/api/members')).body.map((member) => member.id);
    expect(await publicIds()).toContain(company.id);

    const hidden = await client.put<MyCompany>('/api/company/visibility', { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, version: company.version + 1 });
    expect(await publicIds()).not.toContain(company.id);
    expect((await anonymous().get(`/api/members/${company.id}`)).status).toBe(404);
    // Staff still see it, marked hidden.
    expect((await staff.get<ManagedMember>(`/api/admin/members/${company.id}`)).body.hidden).toBe(true);
    // Asking again changes nothing.
    expect((await client.put<MyCompany>('/api/company/visibility', { hidden: true })).body.version).toBe(
      company.version + 1,
    );

    const shown = await client.put<MyCompany>('/api/company/visibility', { hidden: false });
    expect(shown.body).toMatchObject({ hidden: false, version: company.version + 2 });
    expect(await publicIds()).toContain(company.id);
    const entries = await staff.get<AuditEntry[]>('/api/admin/activity?limit=50');
    const mine = entries.body.filter((entry) => entry.entity === 'member' && entry.entityId === company.id);
    expect(mine.map((entry) => entry.action)).toEqual(['show', 'hide']);
    expect(mine[0]!.user).toEqual({ id: user.id, fullName: user.fullName });
  });

  it('invites a colleague, who joins the same company with a member account', async () => {
    const company = await createMember(server.db, { name: 'Pampa Energía SRL', website: 'https://www.pampa.example/' });
    const { client, user } = await representative(company);
    const response = await client.post<Representative>('/api/company/representatives', {
      fullName: 'Marta Gómez',
      email: 'Marta@Pampa.example',
      language: 'es',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number) as number,
      fullName: 'Marta Gómez',
      email: 'marta@pampa.example',
      accepted: false,
    });
    expect((await companyOf(client)).representatives).toEqual([
      { id: user.id, fullName: user.fullName, email: user.email, accepted: true },
      response.body,
    ]);
    const invitation = await server.db.models.AccountToken.findByPk(response.body.id);
    expect(invitation).toMatchObject({ kind: 'invitation', role: 'member', memberId: company.id, language: 'es' });
    // An address with an account is answered like any other (no probe of who is registered); the
    // invitation's acceptance is what refuses it, to whoever holds its inbox.
    const taken = await client.post<Representative>('/api/company/representatives', {
      fullName: 'Someone Else',
      email: user.email,
      language: 'en',
    });
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(response.body).sort());
    expect(taken.body).toMatchObject({ email: user.email, accepted: false });
    await expect.poll(() => mailsTo(smtp.received, user.email).length, { timeout: 10_000 }).toBe(1);
    const refused = await anonymous().post<{ error: string }>('/api/invitations/accept', {
      token: tokenOfLink(mailsTo(smtp.received, user.email)[0]!, '/auth/invitation'),
      username: 'someone.else',
      password: 'a-long-secret-42',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(EMAIL_TAKEN_MESSAGE);

    await expect.poll(() => mailsTo(smtp.received, 'marta@pampa.example').length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsTo(smtp.received, 'marta@pampa.example');
    expect(mail!.parsed.text).toContain('Pampa Energía SRL');
    const colleague = anonymous();
    const accepted = await colleague.post<CurrentUser>('/api/invitations/accept', {
      token: tokenOfLink(mail!, '/auth/invitation'),
      username: 'marta.gomez',
      password: 'a-long-secret-42',
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ role: 'member', memberId: company.id, language: 'es' });
    const theirs = await companyOf(colleague);
    expect(theirs.id).toBe(company.id);
    expect(theirs.representatives.filter((person) => person.accepted).map((person) => person.fullName)).toEqual([
      'Marta Gómez',
      user.fullName,
    ]);
  });

  it('invites only addresses at the company’s own domains; anyone else is refused alike, registered or not', async () => {
    const company = await createMember(server.db, { name: 'Domain Rules SA', website: 'https://rules.example' });
    const { client } = await representative(company);
    await createUser(server.db, { email: 'registered@elsewhere.example' });
    for (const email of ['stranger@elsewhere.example', 'registered@elsewhere.example', 'x@sub.rules.example']) {
      const answer = await client.post<{ error: string; fields: Record<string, string> }>(
        '/api/company/representatives',
        { fullName: 'Some Stranger', email, language: 'en' },
      );
      expect(answer.status, email).toBe(400);
      expect(answer.body).toEqual({
        error: m.representativeDomain,
        fields: { email: m.representativeDomain },
      });
      expect(await server.db.models.AccountToken.count({ where: { email } })).toBe(0);
    }
    // The website's domain and the representative's own (example.com) both count.
    const { client: colleague } = await representative(company);
    for (const email of ['ana@rules.example', 'ben@example.com']) {
      const answer = await colleague.post('/api/company/representatives', {
        fullName: 'Colleague Here',
        email,
        language: 'en',
      });
      expect(answer.status, email).toBe(201);
    }
    // A public mail service's domain is nobody's company: a Gmail representative invites no Gmail user.
    const { client: gmailRep, user: gmailUser } = await representative(company);
    await gmailUser.update({ email: 'rep.rules@gmail.com' });
    const gmail = await gmailRep.post('/api/company/representatives', {
      fullName: 'Gmail Person',
      email: 'friend@gmail.com',
      language: 'en',
    });
    expect(gmail.status).toBe(400);
  });

  it('limits the invitations one account sends, not its colleagues’', async () => {
    const company = await createMember(server.db, { name: 'Rate Limited Ltda' });
    const { client: eager } = await representative(company);
    const { client: colleague } = await representative(company);
    const invite = (client: ApiClient, n: number) =>
      client.post<{ error: string }>('/api/company/representatives', {
        fullName: `Person Number ${n}`,
        email: `person${n}@example.com`,
        language: 'en',
      });
    for (const n of [1, 2, 3]) expect((await invite(eager, n)).status).toBe(201);
    const refused = await invite(eager, 4);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.db.models.AccountToken.count({ where: { email: 'person4@example.com' } })).toBe(0);
    expect((await invite(colleague, 5)).status).toBe(201);
  });

  it('stores a logo by the image upload rules: an image is kept, anything else 415, too large 413', async () => {
    const { client, user } = await representative(companyA);
    const stored = await client.postBytes<StoredImage>('/api/company/logo', fixtureImage('webp'), 'image/webp');
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ contentType: 'image/webp', url: `/api/images/${stored.body.id}` });
    expect((await server.db.models.Image.findByPk(stored.body.id))!.createdBy).toBe(user.id);
    const served = await anonymous().get(stored.body.url);
    expect(served.status).toBe(200);
    // The bytes decide: a text declared as an image is refused, and so is a GIF.
    const text = await client.postBytes('/api/company/logo', Buffer.from('not an image at all'), 'image/png');
    expect(text.status).toBe(415);
    expect((await client.postBytes('/api/company/logo', fixtureImage('gif'), 'image/gif')).status).toBe(415);
    // The same size limit as the staff's uploads.
    const png = fixtureImage('png');
    const tooLarge = Buffer.concat([png, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1 - png.length)]);
    expect((await client.postBytes('/api/company/logo', tooLarge, 'image/png')).status).toBe(413);
    // The stored image is what a proposal names as its logo.
    const proposed = await client.put<MyCompany>('/api/company/listing', proposal({ logo: stored.body.url }));
    expect(proposed.body.latestChange?.proposed.logo).toBe(stored.body.url);
    await server.db.models.ListingChange.destroy({ where: { memberId: companyA.id } });
  });

  it('answers 404 to a representative whose company is deleted, or who has none', async () => {
    const company = await createMember(server.db, { name: 'Gone Away GmbH' });
    const { client } = await representative(company);
    await company.update({ deletedAt: new Date() });
    const { client: companyless } = await representative(null);
    for (const who of [client, companyless]) {
      for (const route of MEMBER_ROUTES) {
        const response = await who.request<{ error: string }>(route.method, route.path, {
          ...(route.json === undefined ? {} : { json: route.json }),
          ...(route.body ? { body: route.body, headers: { 'content-type': 'image/png' } } : {}),
        });
        expect(response.status, `${route.method} ${route.path}`).toBe(404);
        expect(response.body.error).toBe(COMPANY_NOT_FOUND);
      }
    }
    expect(await server.db.models.ListingChange.count({ where: { memberId: company.id } })).toBe(0);
  });
});
