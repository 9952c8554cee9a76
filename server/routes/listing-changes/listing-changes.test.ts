import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import type { DashboardSummary, ManagedMember, Member } from '../../../shared/entities';
import type { ListingChange, ListingFields, MyCompany } from '../../../shared/membership';
import { createMember, createUser, FACTORY_PASSWORD, siteSettings } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { totalOf } from '../../../tests/helpers/paging';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { mailsTo, startSmtpServer, type TestSmtpServer } from '../../../tests/helpers/smtp';
import { STALE_VERSION_MESSAGE } from '../../errors';
import type { MemberModel, UserModel } from '../../models';
import { writeSiteSettings } from '../../settings';
import { ALREADY_DECIDED, LISTING_CHANGE_NOT_FOUND } from '.';

const SITE_NAME = 'Cámara Nórdica';

/** A proposal for a listing: every field a representative may change. */
const proposal = (overrides: Partial<ListingFields> = {}): ListingFields => ({
  description: 'Fresh fruit from Chile to the Nordic countries.',
  descriptionEs: 'Fruta fresca de Chile a los países nórdicos.',
  descriptionSv: null,
  logo: '/api/images/1',
  logoAlt: 'The company logo',
  website: 'https://frutas.example',
  location: 'Valparaíso, Chile',
  contactName: 'Lucía Fernández',
  contactEmail: 'lucia@frutas.example',
  contactPhone: '+56 32 555 0101',
  ...overrides,
});

interface ErrorBody {
  error: string;
  current?: ListingChange;
}

describe.each(testDatabaseKinds())('reviewing listing changes on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let editor: ApiClient;
  let editorUser: UserModel;
  let admin: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  /** A company and a signed-in representative of it, writing in `language` (null: the site's). */
  async function companyWithRepresentative(name: string, language: Language | null, description = 'Before.') {
    const member = await createMember(server.db, { name, description });
    const user = await createUser(server.db, { role: 'member', fullName: `Rep of ${name}` });
    await user.update({ memberId: member.id, language });
    const client = new ApiClient(server.baseUrl);
    await client.login(user.username, FACTORY_PASSWORD);
    return { member, user, client };
  }
  /** The representative proposes `fields`; the change as it then stands. */
  async function propose(client: ApiClient, fields: ListingFields): Promise<ListingChange> {
    const response = await client.put<MyCompany>('/api/company/listing', fields);
    expect(response.status).toBe(200);
    return response.body.latestChange!;
  }
  const decide = (client: ApiClient, change: ListingChange, action: 'approve' | 'reject', extra = {}) =>
    client.post<ListingChange & ErrorBody>(`/api/admin/listing-changes/${change.id}/${action}`, {
      version: change.version,
      ...extra,
    });
  const publicMember = async (member: MemberModel, language: Language = 'en') =>
    (await anonymous().get<Member>(`/api/members/${member.id}?lang=${language}`)).body;
  /** The mail to `address` with `subject`, once it has arrived. */
  const awaitMail = async (address: string, subject: string) => {
    const find = () => mailsTo(smtp.received, address).find((mail) => mail.parsed.subject === subject);
    await expect.poll(() => find() !== undefined, { timeout: 10_000 }).toBe(true);
    return find()!;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { mail: { smtpUrl: smtp.url, sender: { pollMs: 100 } } });
    await server.db.sequelize.transaction((transaction) =>
      writeSiteSettings(
        server.db.models,
        siteSettings({ siteName: SITE_NAME, defaultLanguage: 'en', contactEmail: 'hello@chamber.example' }),
        transaction,
      ),
    );
    ({ client: editor, user: editorUser } = await signedInClient(server, 'editor', { fullName: 'Edith Editor' }));
    ({ client: admin } = await signedInClient(server, 'admin', { fullName: 'Ana Admin' }));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('lets only staff who review members in: anonymous 401; members, viewers and registered accounts 403', async () => {
    const { client: member } = await companyWithRepresentative('Access Probe SA', null);
    const change = await propose(member, proposal());
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/listing-changes', undefined],
      ['POST', `/api/admin/listing-changes/${change.id}/approve`, { version: change.version }],
      ['POST', `/api/admin/listing-changes/${change.id}/reject`, { version: change.version, reason: 'No.' }],
    ];
    const refused = [member];
    for (const role of ['viewer', 'registered'] as const) refused.push((await signedInClient(server, role)).client);
    for (const [method, path, json] of routes) {
      const options = json === undefined ? {} : { json };
      expect((await anonymous().request(method, path, options)).status, path).toBe(401);
      for (const client of refused) {
        const response = await client.request<ErrorBody>(method, path, options);
        expect(response.status, path).toBe(403);
        expect(response.body.error).toBe('This requires admin or editor privileges');
      }
    }
    expect((await server.db.models.ListingChange.findByPk(change.id))!.status).toBe('pending');
    // Both staff roles that review may decide.
    expect((await decide(admin, change, 'reject', { reason: 'Only a probe.' })).status).toBe(200);
  });

  it('approves: the listing, its Spanish description and the cached public list change; the proposer is told in Spanish', async () => {
    const { member, user, client } = await companyWithRepresentative('Frutas del Sur SpA', 'es');
    const before = await server.db.models.Member.findByPk(member.id);
    // The public list is cached before the proposal…
    const listed = async (language: Language) =>
      (await anonymous().get<Member[]>(`/api/members?lang=${language}`)).body.find((item) => item.id === member.id);
    expect((await listed('en'))?.description).toBe('Before.');
    expect((await listed('es'))?.description).toBe('Before.');
    const change = await propose(client, proposal());
    expect((await publicMember(member)).description).toBe('Before.');

    const response = await decide(editor, change, 'approve');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: change.id,
      status: 'approved',
      reason: null,
      decidedBy: { id: editorUser.id, fullName: 'Edith Editor' },
      version: change.version + 1,
    });
    expect(response.body.decidedAt).not.toBeNull();
    expect(response.body.current).toEqual(proposal());

    // …and every public read shows the new listing at once.
    const english = await publicMember(member);
    expect(english).toMatchObject({
      description: 'Fresh fruit from Chile to the Nordic countries.',
      logo: '/api/images/1',
      logoAlt: 'The company logo',
      website: 'https://frutas.example',
      location: 'Valparaíso, Chile',
      contact: { name: 'Lucía Fernández', email: 'lucia@frutas.example', phone: '+56 32 555 0101' },
    });
    expect((await publicMember(member, 'es')).description).toBe('Fruta fresca de Chile a los países nórdicos.');
    // No Swedish description was proposed: the English one shows.
    expect((await publicMember(member, 'sv')).description).toBe('Fresh fruit from Chile to the Nordic countries.');
    expect((await listed('en'))?.description).toBe('Fresh fruit from Chile to the Nordic countries.');
    expect((await listed('es'))?.description).toBe('Fruta fresca de Chile a los países nórdicos.');

    // Staff see the member one version on, its English text newer, the Spanish translation current.
    const managed = (await editor.get<ManagedMember>(`/api/admin/members/${member.id}`)).body;
    expect(managed.version).toBe(before!.version + 1);
    expect(managed.translations.es).toMatchObject({
      ready: true,
      state: 'ready',
      fields: { description: 'Fruta fresca de Chile a los países nórdicos.' },
    });
    expect(managed.translations.sv.state).toBe('missing');
    const after = await server.db.models.Member.findByPk(member.id);
    expect(after!.textChangedAt.getTime()).toBeGreaterThan(before!.textChangedAt.getTime());

    const audit = await server.db.models.AuditEntry.findAll({
      where: { userId: editorUser.id },
      order: [['id', 'ASC']],
    });
    expect(audit.slice(-2).map((entry) => [entry.entity, entry.action, entry.entityId, entry.label])).toEqual([
      ['listing-change', 'approve', change.id, 'Frutas del Sur SpA'],
      ['member', 'update', member.id, 'Frutas del Sur SpA'],
    ]);

    const mail = await awaitMail(user.email, `Sus cambios en la ficha han sido aprobados – ${SITE_NAME}`);
    expect(mail.parsed.text).toContain('Los cambios que propuso en la ficha de Frutas del Sur SpA han sido aprobados');
    // The member sees the decision.
    expect((await client.get<MyCompany>('/api/company')).body).toMatchObject({
      listing: proposal(),
      latestChange: { id: change.id, status: 'approved' },
    });
  });

  it('rejects with a reason: the listing stays; the member sees why, and is told in their language', async () => {
    const { member, user, client } = await companyWithRepresentative('Nordljus AB', 'sv');
    const change = await propose(client, proposal({ description: 'Something we will not publish.' }));
    const response = await decide(editor, change, 'reject', { reason: 'The description reads like an advert.' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'rejected',
      reason: 'The description reads like an advert.',
      decidedBy: { id: editorUser.id, fullName: 'Edith Editor' },
    });
    expect((await publicMember(member)).description).toBe('Before.');
    expect((await server.db.models.Member.findByPk(member.id))!.version).toBe(member.version);
    const company = (await client.get<MyCompany>('/api/company')).body;
    expect(company.listing.description).toBe('Before.');
    expect(company.latestChange).toMatchObject({
      id: change.id,
      status: 'rejected',
      reason: 'The description reads like an advert.',
    });
    const audit = await server.db.models.AuditEntry.findOne({
      where: { entity: 'listing-change', entityId: change.id, action: 'reject' },
    });
    expect(audit?.label).toBe('Nordljus AB');

    const mail = await awaitMail(user.email, `Dina ändringar i presentationen har inte godkänts – ${SITE_NAME}`);
    expect(mail.parsed.text).toContain('The description reads like an advert.');
    expect(mail.parsed.text).toContain('Skäl');
    // The reason is required.
    const next = await propose(client, proposal());
    expect((await decide(editor, next, 'reject', { reason: '  ' })).status).toBe(400);
    expect((await decide(editor, next, 'reject')).status).toBe(400);
  });

  it('lets exactly one of two staff deciding at once win; the other is told it is already decided', async () => {
    const { member, client } = await companyWithRepresentative('Race Condition Lda', 'en');
    const change = await propose(client, proposal({ description: 'Raced.' }));
    const answers = await Promise.all([decide(editor, change, 'approve'), decide(admin, change, 'approve')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe(ALREADY_DECIDED);
    // Applied once: one version on, one approval in the trail.
    expect((await server.db.models.Member.findByPk(member.id))!.version).toBe(member.version + 1);
    expect(
      await server.db.models.AuditEntry.count({
        where: { entity: 'listing-change', entityId: change.id, action: 'approve' },
      }),
    ).toBe(1);

    // An approval against a rejection at once: the same.
    const second = await propose(client, proposal({ description: 'Raced again.' }));
    const mixed = await Promise.all([
      decide(editor, second, 'reject', { reason: 'Not this time.' }),
      decide(admin, second, 'approve'),
    ]);
    expect(mixed.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const decided = await server.db.models.ListingChange.findByPk(second.id);
    expect((await publicMember(member)).description).toBe(decided!.status === 'approved' ? 'Raced again.' : 'Raced.');
    // Deciding a decided change again is the same 409.
    expect((await decide(editor, { ...second, version: decided!.version }, 'approve')).body.error).toBe(
      ALREADY_DECIDED,
    );
  });

  it('refuses a decision on a stale version with the change as it is now, and an unknown change with 404', async () => {
    const { member, client } = await companyWithRepresentative('Stale Bread AS', 'en');
    const read = await propose(client, proposal({ description: 'First thought.' }));
    // The representative replaces the proposal while staff look at the first one.
    await propose(client, proposal({ description: 'Second thought.' }));
    const stale = await decide(editor, read, 'approve');
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_VERSION_MESSAGE);
    expect(stale.body.current).toMatchObject({
      id: read.id,
      version: read.version + 1,
      status: 'pending',
      proposed: { description: 'Second thought.' },
    });
    expect((await publicMember(member)).description).toBe('Before.');
    expect((await decide(editor, stale.body.current, 'approve')).status).toBe(200);
    expect((await publicMember(member)).description).toBe('Second thought.');

    const unknown = await editor.post<ErrorBody>('/api/admin/listing-changes/999999/approve', { version: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(LISTING_CHANGE_NOT_FOUND);
    expect((await editor.post('/api/admin/listing-changes/999999/reject', { version: 1, reason: 'x' })).status).toBe(
      404,
    );
  });

  it('clears a translation the proposal leaves empty, and keeps the English text time when no English text changed', async () => {
    const { member, client } = await companyWithRepresentative('Empty Spanish SL', 'en');
    const first = await propose(
      client,
      proposal({ description: 'Before.', descriptionEs: 'Antes.', descriptionSv: 'Förut.', logoAlt: null }),
    );
    expect((await decide(editor, first, 'approve')).status).toBe(200);
    expect((await publicMember(member, 'es')).description).toBe('Antes.');
    const textChangedAt = (await server.db.models.Member.findByPk(member.id))!.textChangedAt;

    // Only the Spanish text goes (and a contact changes): Spanish readers see the English description.
    const second = await propose(
      client,
      proposal({
        description: 'Before.',
        descriptionEs: null,
        descriptionSv: 'Förut.',
        logoAlt: null,
        contactName: 'Erik',
      }),
    );
    expect((await decide(editor, second, 'approve')).status).toBe(200);
    expect((await publicMember(member, 'es')).description).toBe('Before.');
    expect((await publicMember(member, 'sv')).description).toBe('Förut.');
    expect((await publicMember(member)).contact?.name).toBe('Erik');
    const stored = await server.db.models.Member.findByPk(member.id);
    expect(stored!.textChangedAt.getTime()).toBe(textChangedAt.getTime());
    const managed = (await editor.get<ManagedMember>(`/api/admin/members/${member.id}`)).body;
    expect(managed.translations.es.state).toBe('missing');
    expect(managed.translations.sv.state).toBe('ready');
    expect((await client.get<MyCompany>('/api/company')).body.listing).toMatchObject({
      descriptionEs: null,
      descriptionSv: 'Förut.',
    });
  });

  it('lists pending changes first, oldest first, then decided ones newest first, each beside the listing now', async () => {
    await server.db.models.ListingChange.destroy({ where: {} });
    const a = await companyWithRepresentative('List Alpha', 'en', 'Alpha now.');
    const b = await companyWithRepresentative('List Beta', 'en', 'Beta now.');
    const c = await companyWithRepresentative('List Gamma', 'en', 'Gamma now.');
    const d = await companyWithRepresentative('List Delta', 'en', 'Delta now.');
    const alpha = await propose(a.client, proposal({ description: 'Alpha next.' }));
    const beta = await propose(b.client, proposal({ description: 'Beta next.' }));
    const gamma = await propose(c.client, proposal({ description: 'Gamma next.' }));
    const delta = await propose(d.client, proposal({ description: 'Delta next.' }));
    expect((await decide(editor, beta, 'reject', { reason: 'No.' })).status).toBe(200);
    expect((await decide(editor, delta, 'approve')).status).toBe(200);
    // Replacing a waiting proposal keeps its place in the line.
    await propose(a.client, proposal({ description: 'Alpha, second thought.' }));

    const list = async (query = '') => {
      const response = await editor.get<ListingChange[]>(`/api/admin/listing-changes${query}`);
      return { items: response.body, total: totalOf(response) };
    };
    const page = await list();
    expect(page.items.map((item) => item.id)).toEqual([alpha.id, gamma.id, delta.id, beta.id]);
    expect(page.total).toBe(4);
    const counts = await editor.get('/api/admin/listing-changes/counts');
    expect([counts.status, counts.body]).toEqual([200, { pending: 2, approved: 1, rejected: 1 }]);
    expect(page.items[0]).toMatchObject({
      memberId: a.member.id,
      memberName: 'List Alpha',
      proposed: { description: 'Alpha, second thought.' },
      current: { description: 'Alpha now.' },
      proposedBy: { id: a.user.id, fullName: a.user.fullName },
      decidedBy: null,
    });
    expect(page.items[2]).toMatchObject({ current: { description: 'Delta next.' }, status: 'approved' });

    const pending = await list('?status=pending');
    expect(pending.items.map((item) => item.id)).toEqual([alpha.id, gamma.id]);
    expect(pending.total).toBe(2);
    const second = await list('?page=2&pageSize=3');
    expect(second.items.map((item) => item.id)).toEqual([beta.id]);
    expect((await editor.get('/api/admin/listing-changes?status=maybe')).status).toBe(400);

    // The dashboard counts the waiting ones for those who review them only.
    const summary = (await editor.get<DashboardSummary>('/api/admin/dashboard')).body;
    expect(summary.listingChanges).toEqual({ pending: 2 });
    const { client: viewer } = await signedInClient(server, 'viewer');
    expect((await viewer.get<DashboardSummary>('/api/admin/dashboard')).body.listingChanges).toBeNull();
  });
});
