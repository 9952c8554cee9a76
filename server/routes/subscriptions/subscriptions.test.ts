import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, AuditEntry, Subscription } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { createSubscription } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { UNSUBSCRIBE_INVALID_MESSAGE } from './index';
import { totalOf } from '../../../tests/helpers/paging';
import { unsubscribeTokenOf } from '../../subscriptions/unsubscribe-links';

const SUBSCRIPTION_KEYS = [
  'confirmedAt',
  'consentedAt',
  'email',
  'form',
  'id',
  'language',
  'list',
  'region',
  'status',
  'unsubscribeUrl',
];
const tokenOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('token') ?? '';

describe.each(testDatabaseKinds())('subscriptions on %s', (kind) => {
  let server: TestServer;
  const unsubscribeTokenFor = (subscription: Parameters<typeof unsubscribeTokenOf>[1]) =>
    unsubscribeTokenOf(server.app.context.services.keyRing, subscription);
  let admin: ApiClient;
  let editor: ApiClient;
  let viewer: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);
  const rowsOf = (email: string) => server.db.models.Subscription.findAll({ where: { email } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: admin } = await signedInClient(server, 'admin'));
    ({ client: editor } = await signedInClient(server, 'editor', { fullName: 'Elsa Editor' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(() => server.close());

  describe('POST /api/subscriptions', () => {
    it('stores a newsletter subscription with consent time, language and an unguessable token (202)', async () => {
      const before = Date.now();
      const response = await anonymous().post('/api/subscriptions', {
        list: 'newsletter',
        email: ' New.Reader@Example.com ',
        language: 'sv',
      });
      expect(response.status).toBe(202);
      expect(response.body).toEqual({ status: 'subscribed' });
      const [row, ...more] = await rowsOf('new.reader@example.com');
      expect(more).toHaveLength(0);
      expect(row).toMatchObject({ list: 'newsletter', region: null, language: 'sv' });
      expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers a second subscribe identically, keeps one pending row and sends no second link right away', async () => {
      const body = { list: 'regulatory-updates', email: 'twice@example.com', region: 'nordic', language: 'en' };
      const first = await anonymous().post('/api/subscriptions', body);
      const [row] = await rowsOf('twice@example.com');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await anonymous().post('/api/subscriptions', { ...body, region: 'baltic', language: 'es' });
      expect(second.status).toBe(first.status);
      expect(second.text).toBe(first.text);
      expect([...second.headers.keys()].sort()).toEqual([...first.headers.keys()].sort());
      const rows = await rowsOf('twice@example.com');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(row!.id);
      expect(rows[0]!.createdAt.getTime()).toBe(row!.createdAt.getTime());
      // Still pending on the first link (a stranger cannot change it, nor flood the inbox).
      expect(rows[0]).toMatchObject({
        region: 'nordic',
        language: 'en',
        confirmedAt: null,
        form: '/trade-regulations',
      });
      expect(rows[0]!.confirmationTokenHash).toBe(row!.confirmationTokenHash);
      expect(await server.db.models.OutboxMail.count({ where: { toAddress: 'twice@example.com' } })).toBe(1);
    });

    it('keeps the two lists apart for one address', async () => {
      await anonymous().post('/api/subscriptions', { list: 'newsletter', email: 'both@example.com', language: 'en' });
      await anonymous().post('/api/subscriptions', {
        list: 'regulatory-updates',
        email: 'both@example.com',
        region: 'ibero-america',
        language: 'es',
      });
      expect((await rowsOf('both@example.com')).map((row) => row.list).sort()).toEqual([
        'newsletter',
        'regulatory-updates',
      ]);
    });

    it.each([
      ['email', { list: 'newsletter', email: 'nope', language: 'en' }, m.invalidEmail],
      ['email', { list: 'newsletter', language: 'en' }, m.required],
      ['language', { list: 'newsletter', email: 'a@example.com', language: 'de' }, m.invalidChoice],
      ['region', { list: 'regulatory-updates', email: 'a@example.com', language: 'en' }, m.required],
      ['region', { list: 'regulatory-updates', email: 'a@example.com', region: 'mars', language: 'en' }, m.required],
      ['list', { list: 'spam', email: 'a@example.com', language: 'en' }, m.invalidChoice],
      [
        'region',
        { list: 'newsletter', email: 'a@example.com', language: 'en', region: 'nordic' },
        'Unknown field: region',
      ],
    ])('refuses a bad %s with 400 and stores nothing', async (field, body, message) => {
      const count = await server.db.models.Subscription.count();
      const response = await anonymous().post<ApiError>('/api/subscriptions', body);
      expect(response.status).toBe(400);
      expect(response.body.fields?.[field]).toBe(message);
      expect(await server.db.models.Subscription.count()).toBe(count);
    });
  });

  describe('POST /api/unsubscribe', () => {
    it('removes the subscription of a token without signing in; the token is then dead (404)', async () => {
      const subscription = await createSubscription(server.db, { list: 'regulatory-updates', region: 'nordic' });
      const response = await anonymous().post('/api/unsubscribe', { token: unsubscribeTokenFor(subscription) });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ list: 'regulatory-updates' });
      expect(await server.db.models.Subscription.findByPk(subscription.id)).toBeNull();
      const again = await anonymous().post<ApiError>('/api/unsubscribe', { token: unsubscribeTokenFor(subscription) });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'This unsubscribe link is not valid or was already used' });
    });

    it('answers 404 to an unknown token and 400 to a malformed one', async () => {
      const unknown = await anonymous().post<ApiError>('/api/unsubscribe', { token: 'A'.repeat(43) });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(UNSUBSCRIBE_INVALID_MESSAGE);
      for (const token of ['short', 'x'.repeat(20), 'has spaces and more than thirty-two chars!!', '']) {
        const response = await anonymous().post<ApiError>('/api/unsubscribe', { token });
        expect(response.status, token).toBe(400);
        expect(response.body.fields).toHaveProperty('token');
      }
      expect((await anonymous().post<ApiError>('/api/unsubscribe', {})).status).toBe(400);
    });
  });

  describe('staff list, removal and export', () => {
    it('answers 401 to anonymous callers and 403 to viewers', async () => {
      const subscription = await createSubscription(server.db);
      for (const [client, status] of [
        [anonymous(), 401],
        [viewer, 403],
      ] as const) {
        expect((await client.get('/api/admin/subscriptions?list=newsletter')).status).toBe(status);
        expect((await client.get('/api/admin/subscriptions/export?list=newsletter')).status).toBe(status);
        const removal = await client.delete<ApiError>(`/api/admin/subscriptions/${subscription.id}`);
        expect(removal.status).toBe(status);
      }
      expect((await viewer.get<ApiError>('/api/admin/subscriptions?list=newsletter')).body.error).toBe(
        'This requires admin or editor privileges',
      );
      expect(await server.db.models.Subscription.findByPk(subscription.id)).not.toBeNull();
    });

    it('lists one list, newest consent first, searched by e-mail, for admins and editors', async () => {
      const older = await createSubscription(server.db, {
        list: 'regulatory-updates',
        email: 'older@list.example',
        region: 'baltic',
        consentedAt: new Date(Date.now() - 60_000),
      });
      const newer = await createSubscription(server.db, {
        list: 'regulatory-updates',
        email: 'newer@list.example',
        region: 'nordic',
        language: 'sv',
      });
      await createSubscription(server.db, { list: 'newsletter', email: 'other@list.example' });
      for (const client of [admin, editor]) {
        const response = await client.get<Subscription[]>(
          '/api/admin/subscriptions?list=regulatory-updates&search=LIST.example',
        );
        expect(response.status).toBe(200);
        expect(totalOf(response)).toBe(2);
        expect(response.body.map((item) => item.id)).toEqual([newer.id, older.id]);
        const [first] = response.body;
        expect(Object.keys(first!).sort()).toEqual(SUBSCRIPTION_KEYS);
        expect(first).toEqual({
          id: newer.id,
          list: 'regulatory-updates',
          email: 'newer@list.example',
          region: 'nordic',
          language: 'sv',
          consentedAt: newer.consentedAt.toISOString(),
          status: 'confirmed',
          confirmedAt: newer.consentedAt.toISOString(),
          form: null,
          // In the subscriber's language (Swedish here).
          unsubscribeUrl: `/sv/unsubscribe?token=${unsubscribeTokenFor(newer)}`,
        });
      }
      const page = await admin.get<Subscription[]>(
        '/api/admin/subscriptions?list=regulatory-updates&search=list.example&pageSize=1&page=2',
      );
      expect(page.body.map((item) => item.id)).toEqual([older.id]);
      // The link in the list works.
      const link = page.body[0]!.unsubscribeUrl;
      expect((await anonymous().post('/api/unsubscribe', { token: tokenOf(link) })).status).toBe(200);
    });

    it.each([
      ['list', '', m.invalidChoice],
      ['list', 'list=spam', m.invalidChoice],
      ['pageSize', 'list=newsletter&pageSize=0', m.invalidNumber],
      ['search', `list=newsletter&search=${'x'.repeat(201)}`, m.tooLong],
    ])('refuses a bad %s query with 400', async (field, query, message) => {
      const response = await editor.get<ApiError>(`/api/admin/subscriptions?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
    });

    it('removes a subscriber (204), records it for staff only, and 404 for an unknown id', async () => {
      const subscription = await createSubscription(server.db, { email: 'remove.me@example.com' });
      const response = await editor.delete(`/api/admin/subscriptions/${subscription.id}`);
      expect(response.status).toBe(204);
      expect(await server.db.models.Subscription.findByPk(subscription.id)).toBeNull();
      expect((await editor.delete(`/api/admin/subscriptions/${subscription.id}`)).status).toBe(404);
      const activity = await admin.get<AuditEntry[]>('/api/admin/activity');
      expect(activity.body[0]).toMatchObject({
        action: 'delete',
        entity: 'subscription',
        entityId: subscription.id,
        label: 'remove.me@example.com',
        user: { fullName: 'Elsa Editor' },
      });
      const forViewer = await viewer.get<AuditEntry[]>('/api/admin/activity');
      expect(forViewer.body.some((entry) => entry.entity === 'subscription')).toBe(false);
      // The token of a removed subscriber is dead.
      expect((await anonymous().post('/api/unsubscribe', { token: unsubscribeTokenFor(subscription) })).status).toBe(
        404,
      );
    });

    it('exports a list as UTF-8 CSV with a header row, escaped formulas and RFC 4180 quoting', async () => {
      const list = 'regulatory-updates';
      await server.db.models.Subscription.destroy({ where: { list } });
      const tricky = ['=SUM(1)', '+1', '-1', '@x', '\tTab', 'say "hi"', 'a,b', 'line\nbreak', 'ñandú@åland.example'];
      const start = Date.now() - tricky.length * 1000;
      const rows = [];
      for (const [index, email] of tricky.entries()) {
        rows.push(
          await createSubscription(server.db, {
            list,
            email,
            region: 'nordic',
            language: 'es',
            consentedAt: new Date(start + index * 1000),
          }),
        );
      }
      const response = await editor.get(`/api/admin/subscriptions/export?list=${list}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const day = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${list}-${day}.csv"`);

      const expected = [
        'email,region,language,consented_at,confirmed_at,form,unsubscribe_url',
        ...[...rows].reverse().map((row) => {
          const email =
            {
              '=SUM(1)': "'=SUM(1)",
              '+1': "'+1",
              '-1': "'-1",
              '@x': "'@x",
              // A tab is a separator of some locales: the field is quoted too.
              '\tTab': `"'\tTab"`,
              'say "hi"': '"say ""hi"""',
              'a,b': '"a,b"',
              'line\nbreak': '"line\nbreak"',
            }[row.email] ?? row.email;
          const at = row.consentedAt.toISOString();
          return `${email},nordic,es,${at},${at},,${server.baseUrl}/es/unsubscribe?token=${unsubscribeTokenFor(row)}`;
        }),
      ];
      expect(response.text).toBe(`${expected.join('\r\n')}\r\n`);
      expect(response.text).toContain('ñandú@åland.example');
      // The bytes are UTF-8 after its byte order mark, so spreadsheets show ñ and å as typed.
      const raw = await fetch(`${server.baseUrl}/api/admin/subscriptions/export?list=${list}`, {
        headers: { cookie: [...editor.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      const bytes = Buffer.from(await raw.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.subarray(3, 8).toString('utf8')).toBe('email');
      expect(bytes.includes(Buffer.from('ñandú', 'utf8'))).toBe(true);
      // The export is in the audit trail, with how many addresses left.
      const entry = await server.db.models.AuditEntry.findOne({
        where: { action: 'export', entity: 'subscription' },
        order: [['id', 'DESC']],
      });
      expect(entry?.label).toBe(`${list}.csv (${tricky.length} rows)`);

      const empty = await admin.get('/api/admin/subscriptions/export?list=newsletter&search=nothing-matches');
      expect(empty.status).toBe(200);
      expect((await admin.get<ApiError>('/api/admin/subscriptions/export')).status).toBe(400);
      expect((await admin.get<ApiError>('/api/admin/subscriptions/export?list=spam')).status).toBe(400);
    });
  });

  describe('the honeypot (`website`)', () => {
    const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
    const listed = async (list: string, email: string) => {
      const response = await editor.get<Subscription[]>(
        `/api/admin/subscriptions?list=${list}&search=${encodeURIComponent(email)}`,
      );
      return { items: response.body, total: totalOf(response) };
    };
    const exported = async (list: string) => (await editor.get(`/api/admin/subscriptions/export?list=${list}`)).text;

    it.each([
      ['newsletter', {}],
      ['regulatory-updates', { region: 'baltic' }],
    ] as const)(
      'answers a bot on the %s list exactly as a person (202), stores it as spam, never lists or exports it',
      async (list, extra) => {
        const email = `bot.${tag()}@example.com`;
        const humanEmail = `human.${tag()}@example.com`;
        const human = await anonymous().post('/api/subscriptions', {
          list,
          email: humanEmail,
          language: 'en',
          ...extra,
        });
        const bot = await anonymous().post('/api/subscriptions', {
          list,
          email,
          language: 'en',
          website: 'https://spam.example',
          ...extra,
        });
        expect(bot.status).toBe(202);
        expect(bot.status).toBe(human.status);
        expect(bot.text).toBe(human.text);
        expect([...bot.headers.keys()].sort()).toEqual([...human.headers.keys()].sort());

        const [row, ...more] = await rowsOf(email);
        expect(more).toHaveLength(0);
        expect(row).toMatchObject({ list, spam: true });
        expect(Boolean((await rowsOf(humanEmail))[0]!.spam)).toBe(false);

        expect(await listed(list, email)).toMatchObject({ items: [], total: 0 });
        expect((await listed(list, humanEmail)).total).toBe(1);
        const csv = await exported(list);
        expect(csv).not.toContain(email);
        expect(csv).not.toContain(unsubscribeTokenFor(row!));
        // The person has not confirmed yet: listed (pending), not exported.
        expect(csv).not.toContain(humanEmail);
        // The list's total counts people only.
        const all = await editor.get<Subscription[]>(`/api/admin/subscriptions?list=${list}&pageSize=100`);
        expect(totalOf(all)).toBe(await server.db.models.Subscription.count({ where: { list, spam: false } }));
      },
    );

    it('a person subscribing an address a bot used gets a real subscription (listed, exported)', async () => {
      const email = `taken.by.bot.${tag()}@example.com`;
      await anonymous().post('/api/subscriptions', { list: 'newsletter', email, language: 'en', website: 'x' });
      const [spamRow] = await rowsOf(email);
      expect(Boolean(spamRow!.spam)).toBe(true);

      const real = await anonymous().post('/api/subscriptions', { list: 'newsletter', email, language: 'sv' });
      expect(real.status).toBe(202);
      const rows = await rowsOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ spam: false, language: 'sv', confirmedAt: null });
      expect(rows[0]!.consentedAt.getTime()).toBeGreaterThanOrEqual(spamRow!.consentedAt.getTime());
      expect((await listed('newsletter', email)).items.map((item) => [item.email, item.status])).toEqual([
        [email, 'pending'],
      ]);
      // Its confirmation link was mailed; until it is used the address is not exported.
      expect(await server.db.models.OutboxMail.count({ where: { toAddress: email } })).toBe(1);
      expect(await exported('newsletter')).not.toContain(email);
    });

    it('a bot using a subscribed address changes nothing: the subscription stays real, consent and language kept', async () => {
      const email = `real.first.${tag()}@example.com`;
      const body = { list: 'regulatory-updates', email, region: 'nordic', language: 'es' };
      await anonymous().post('/api/subscriptions', body);
      const [before] = await rowsOf(email);
      const bot = await anonymous().post('/api/subscriptions', {
        ...body,
        region: 'baltic',
        language: 'en',
        website: 'bot',
      });
      expect(bot.status).toBe(202);
      const [after, ...more] = await rowsOf(email);
      expect(more).toHaveLength(0);
      expect(after).toMatchObject({ spam: false, region: 'nordic', language: 'es', id: before!.id });
      expect(after!.consentedAt.getTime()).toBe(before!.consentedAt.getTime());
      expect((await listed('regulatory-updates', email)).total).toBe(1);
      // A second bot on a spam address stays one spam row.
      const spamEmail = `bot.twice.${tag()}@example.com`;
      for (let i = 0; i < 2; i += 1) {
        const again = await anonymous().post('/api/subscriptions', {
          list: 'newsletter',
          email: spamEmail,
          language: 'en',
          website: 'bot',
        });
        expect(again.status).toBe(202);
      }
      expect((await rowsOf(spamEmail)).map((row) => Boolean(row.spam))).toEqual([true]);
    });
  });
});
