import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, AuditEntity, Role } from '../../shared/entities';
import { validationMessages as m } from '../../shared/messages';
import { RESOURCE_AUDIT_ENTITIES, type ResourceKind } from '../../shared/resources';
import { createSubscription } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { mailLinks, mailTo, startSmtpServer, type TestSmtpServer } from '../../tests/helpers/smtp';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { STALE_VERSION_MESSAGE } from '../errors';
import {
  REGULATORY_UPDATE_ALREADY_MAILED_MESSAGE,
  REGULATORY_UPDATE_NO_SUBSCRIBERS_MESSAGE,
} from './regulatory-updates';
import { unsubscribeTokenOf } from '../subscriptions/unsubscribe-links';

// The staff and public API of the resource collections, one table of what differs between them.

interface Item {
  id: number;
  version: number;
  deletedAt: string | null;
  [field: string]: unknown;
}

const unique = () => randomBytes(3).toString('hex');

/** What a test needs to know of one collection. */
interface Collection {
  kind: ResourceKind;
  /** A valid create body; `overrides` replace fields. */
  input: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  /** The field that names the item (the audit label). */
  label: string;
  /** A field sent with the wrong type, and the message it gets. */
  wrongType: { field: string; value: unknown; message: string };
  /** Whether items carry a file or an external address. */
  document: boolean;
  /** Two inputs' overrides, in the order the collection lists them (first, then second). */
  ordered: [Record<string, unknown>, Record<string, unknown>];
  /** A complete Spanish translation. */
  spanish: Record<string, string>;
}

const COLLECTIONS: Collection[] = [
  {
    kind: 'reports',
    input: (overrides = {}) => ({
      title: `Energy outlook ${unique()}`,
      description: 'Where the Nordic power market goes next.',
      category: 'energy',
      publishedOn: '2026-10-01',
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'publishedOn', value: 'yesterday', message: m.invalidDate },
    document: true,
    ordered: [{ publishedOn: '2026-11-02' }, { publishedOn: '2026-03-04' }],
    spanish: { title: 'Perspectivas energéticas', description: 'Hacia dónde va el mercado eléctrico nórdico.' },
  },
  {
    kind: 'guides',
    input: (overrides = {}) => ({
      kind: 'country',
      title: `Investing in Chile ${unique()}`,
      description: 'Rules, incentives and contacts for investors.',
      region: 'ibero-america',
      updatedOn: '2026-09-15',
      pages: 24,
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'pages', value: 'many', message: m.invalidNumber },
    document: true,
    // Country guides come before market-entry ones, whatever their dates.
    ordered: [
      { kind: 'country', updatedOn: '2020-01-01' },
      { kind: 'market-entry', region: null, category: 'tax', updatedOn: '2026-11-01' },
    ],
    spanish: { title: 'Invertir en Chile', description: 'Normas, incentivos y contactos para inversores.' },
  },
  {
    kind: 'tools',
    input: (overrides = {}) => ({
      title: `Tariff calculator ${unique()}`,
      description: 'Estimate the duties of a shipment.',
      url: 'https://tools.example.org/tariffs',
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'position', value: 'first', message: m.invalidNumber },
    document: false,
    ordered: [{ position: 1 }, { position: 7 }],
    spanish: { title: 'Calculadora de aranceles', description: 'Calcule los aranceles de un envío.' },
  },
  {
    kind: 'publications',
    input: (overrides = {}) => ({
      type: 'white-paper',
      title: `Green corridors ${unique()}`,
      abstract: 'How shipping lanes between the regions decarbonise.',
      authors: ['Ingrid Holm', 'Mateo Rojas'],
      publishedOn: '2026-06-30',
      themes: ['sustainable-trade'],
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'upcoming', value: 'yes', message: m.invalidChoice },
    document: true,
    ordered: [{ publishedOn: '2026-08-01' }, { publishedOn: '2025-08-01' }],
    spanish: { title: 'Corredores verdes', abstract: 'Cómo se descarbonizan las rutas marítimas entre las regiones.' },
  },
  {
    kind: 'team',
    input: (overrides = {}) => ({
      name: `Sofia Lindqvist ${unique()}`,
      role: 'Trade advisor',
      bio: 'Helps members find partners in the Baltic states.',
      office: 'Stockholm',
      ...overrides,
    }),
    label: 'name',
    wrongType: { field: 'position', value: '2', message: m.invalidNumber },
    document: false,
    ordered: [{ position: 0 }, { position: 3 }],
    spanish: { role: 'Asesora comercial', bio: 'Ayuda a los socios a encontrar contrapartes en los países bálticos.' },
  },
  {
    kind: 'agreements',
    input: (overrides = {}) => ({
      title: `EU–Chile Advanced Framework ${unique()}`,
      description: 'Trade, investment and political dialogue.',
      status: 'pending-ratification',
      year: 2025,
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'status', value: 'signed', message: m.invalidChoice },
    document: false,
    ordered: [{ position: 2 }, { position: 9 }],
    spanish: { title: 'Marco Avanzado UE–Chile', description: 'Comercio, inversión y diálogo político.' },
  },
  {
    kind: 'regulatory-updates',
    input: (overrides = {}) => ({
      title: `New customs declarations ${unique()}`,
      description: 'From January, the declarations need the new form.',
      region: 'nordic',
      publishedOn: '2026-11-20',
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'region', value: 'arctic', message: m.invalidChoice },
    document: false,
    ordered: [{ publishedOn: '2026-11-25' }, { publishedOn: '2026-01-25' }],
    spanish: {
      title: 'Nuevas declaraciones aduaneras',
      description: 'Desde enero, las declaraciones usan el nuevo formulario.',
    },
  },
  {
    kind: 'insights',
    input: (overrides = {}) => ({
      title: `Port volumes recover ${unique()}`,
      description: 'Container traffic between the regions is back above its 2019 level.',
      source: 'Chamber estimate from port statistics, 2026',
      category: 'general',
      change: -2.35,
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'change', value: '8.6', message: m.invalidPercentage },
    document: false,
    ordered: [{ position: 1 }, { position: 4 }],
    spanish: {
      title: 'Los volúmenes portuarios se recuperan',
      description: 'El tráfico de contenedores entre las regiones supera su nivel de 2019.',
      source: 'Estimación de la Cámara a partir de estadísticas portuarias, 2026',
    },
  },
  {
    kind: 'tariffs',
    input: (overrides = {}) => ({
      title: `Frozen tuna ${unique()}`,
      hsCode: '0303.42',
      euMfn: 22,
      euPreferential: 0,
      mercosurCet: 10.5,
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'euMfn', value: 'high', message: m.invalidPercentage },
    document: false,
    ordered: [{ position: 0 }, { position: 2 }],
    spanish: { title: 'Atún congelado' },
  },
  {
    kind: 'compliance-sectors',
    input: (overrides = {}) => ({
      title: `Medical devices ${unique()}`,
      requirements: 'EU Medical Device Regulation, clinical evaluation and post-market surveillance.',
      certification: 'CE marking through a notified body.',
      leadTimeMinWeeks: 12,
      leadTimeMaxWeeks: 52,
      ...overrides,
    }),
    label: 'title',
    wrongType: { field: 'leadTimeMinWeeks', value: 'soon', message: m.invalidNumber },
    document: false,
    ordered: [{ position: 3 }, { position: 5 }],
    spanish: {
      title: 'Productos sanitarios',
      requirements: 'Reglamento europeo de productos sanitarios, evaluación clínica y vigilancia poscomercialización.',
      certification: 'Marcado CE a través de un organismo notificado.',
    },
  },
  {
    kind: 'offices',
    input: (overrides = {}) => ({
      city: `Gothenburg ${unique()}`,
      country: 'Sweden',
      region: 'nordic',
      street: 'Södra Hamngatan 2',
      postalCode: '411 06',
      phone: '+46 31 555 010 40',
      email: 'gothenburg@inbchamber.example',
      membershipEmail: null,
      headquarters: false,
      ...overrides,
    }),
    label: 'city',
    wrongType: { field: 'headquarters', value: 'yes', message: m.invalidChoice },
    document: false,
    ordered: [{ position: 1 }, { position: 6 }],
    spanish: { city: 'Gotemburgo', country: 'Suecia' },
  },
];

describe.each(testDatabaseKinds())('resource collections API on %s', (databaseKind) => {
  let server: TestServer;
  const unsubscribeTokenFor = (subscription: Parameters<typeof unsubscribeTokenOf>[1]) =>
    unsubscribeTokenOf(server.app.context.services.keyRing, subscription);
  let smtp: TestSmtpServer;
  let admin: ApiClient;
  let editor: ApiClient;
  let anonymous: ApiClient;
  const refused: [Role, ApiClient][] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(databaseKind, { mail: { smtpUrl: smtp.url, sender: { pollMs: 100 } } });
    ({ client: admin } = await signedInClient(server, 'admin'));
    ({ client: editor } = await signedInClient(server, 'editor'));
    for (const role of ['viewer', 'member', 'registered'] as const) {
      refused.push([role, (await signedInClient(server, role)).client]);
    }
    anonymous = new ApiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  /** An uploaded document file, stored as the upload route stores one. */
  async function storedFile(name = 'outlook.pdf') {
    const data = Buffer.from('%PDF-1.7\n%%EOF\n');
    return server.db.models.ResourceFile.create({
      name,
      format: 'pdf',
      size: data.length,
      sha256: 'a'.repeat(64),
      data,
      createdBy: null,
    });
  }

  describe.each(COLLECTIONS)('/api/admin/$kind', (collection) => {
    const base = `/api/admin/${collection.kind}`;
    const publicBase = `/api/${collection.kind}`;
    const entity: AuditEntity = RESOURCE_AUDIT_ENTITIES[collection.kind];

    async function create(client: ApiClient = editor, overrides: Record<string, unknown> = {}): Promise<Item> {
      const response = await client.post<Item>(base, collection.input(overrides));
      expect(response.status, response.text).toBe(201);
      return response.body;
    }

    /** The public list's items, in `lang` when given. */
    async function publicList(lang?: string): Promise<Item[]> {
      const response = await anonymous.get<Item[]>(lang ? `${publicBase}?lang=${lang}` : publicBase);
      expect(response.status, response.text).toBe(200);
      return response.body;
    }

    /** The update body of `item`: its input fields as read, changed by `changes`, with `version`. */
    function updateOf(item: Item, changes: Record<string, unknown> = {}) {
      const body: Record<string, unknown> = {};
      for (const key of Object.keys(collection.input())) body[key] = item[key];
      return { ...body, ...changes, version: item.version };
    }

    it('lets editors and admins write, audited; refuses other roles (403) and anonymous callers (401)', async () => {
      const byEditor = await create(editor);
      const byAdmin = await create(admin);
      expect(byAdmin.id).not.toBe(byEditor.id);
      const audit = await server.db.models.AuditEntry.findOne({ where: { entity, entityId: byEditor.id } });
      expect(audit).toMatchObject({ action: 'create', label: byEditor[collection.label] });

      const calls: [string, string, unknown?][] = [
        ['GET', base],
        ['POST', base, collection.input()],
        ['PUT', `${base}/${byEditor.id}`, updateOf(byEditor)],
        ['DELETE', `${base}/${byEditor.id}`],
      ];
      for (const [method, path, json] of calls) {
        const options = json === undefined ? {} : { json };
        expect((await anonymous.request(method, path, options)).status, `${method} ${path}`).toBe(401);
        for (const [role, client] of refused) {
          expect((await client.request(method, path, options)).status, `${role} ${method} ${path}`).toBe(403);
        }
      }
      expect((await server.db.models.AuditEntry.count({ where: { entity, entityId: byEditor.id } })) === 1).toBe(true);
    });

    it('refuses an unknown field and a wrong type with 400 naming the field', async () => {
      const unknownField = await editor.post<ApiError>(base, { ...collection.input(), color: 'red' });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.fields).toEqual({ color: 'Unknown field: color' });
      const { field, value, message } = collection.wrongType;
      const wrong = await editor.post<ApiError>(base, collection.input({ [field]: value }));
      expect(wrong.status, wrong.text).toBe(400);
      expect(wrong.body.fields).toMatchObject({ [field]: message });
    });

    it('shows a created item to the public; a stale update is refused with 409', async () => {
      const item = await create();
      expect((await publicList()).find((shown) => shown.id === item.id)).toMatchObject({
        [collection.label]: item[collection.label],
        lang: 'en',
      });
      expect(Object.keys((await publicList()).find((shown) => shown.id === item.id)!)).not.toContain('version');

      const changedLabel = `${String(item[collection.label])} (revised)`;
      const saved = await editor.put<Item>(`${base}/${item.id}`, updateOf(item, { [collection.label]: changedLabel }));
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.version).toBe(item.version + 1);
      // Every field reads back as sent (lists such as authors and themes included).
      const { version: _version, ...sent } = updateOf(item, { [collection.label]: changedLabel });
      expect(saved.body).toMatchObject(sent);
      expect((await publicList()).find((shown) => shown.id === item.id)?.[collection.label]).toBe(changedLabel);

      const stale = await admin.put<ApiError & { current: Item }>(
        `${base}/${item.id}`,
        updateOf(item, { [collection.label]: 'Overwritten' }),
      );
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(STALE_VERSION_MESSAGE);
      expect(stale.body.current[collection.label]).toBe(changedLabel);
    });

    it('hides a deleted item from the public; only an admin restores it', async () => {
      const item = await create();
      expect((await editor.request('DELETE', `${base}/${item.id}`)).status).toBe(204);
      expect((await publicList()).some((shown) => shown.id === item.id)).toBe(false);
      expect((await editor.post(`${base}/${item.id}/restore`)).status).toBe(403);
      const deletedList = await admin.get<Item[]>(`${base}?deleted=true`);
      expect(deletedList.body.some((shown) => shown.id === item.id)).toBe(true);
      const restored = await admin.post<Item>(`${base}/${item.id}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.body.deletedAt).toBeNull();
      expect((await publicList()).some((shown) => shown.id === item.id)).toBe(true);
    });

    it('lists in the collection order, publicly and for staff', async () => {
      const [firstOverrides, secondOverrides] = collection.ordered;
      // Created in the opposite order, so that creation order alone cannot pass.
      const second = await create(editor, secondOverrides);
      const first = await create(editor, firstOverrides);
      const ids = (await publicList()).map((item) => item.id);
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const staff = await editor.get<Item[]>(`${base}?pageSize=100`);
      const staffIds = staff.body.map((item) => item.id);
      expect(staffIds.indexOf(first.id)).toBeLessThan(staffIds.indexOf(second.id));
    });

    it('finds an item by its text in the staff search', async () => {
      const item = await create();
      const term = String(item[collection.label]).split(' ').at(-1)!;
      const found = await editor.get<Item[]>(`${base}?search=${encodeURIComponent(term)}`);
      expect(found.status, found.text).toBe(200);
      expect(found.body.map((shown) => shown.id)).toEqual([item.id]);
    });

    it('shows a translation marked ready in /api/<kind>?lang=es', async () => {
      const item = await create();
      const draft = await editor.put<Item>(`${base}/${item.id}/translations/es`, {
        version: item.version,
        ready: false,
        fields: collection.spanish,
      });
      expect(draft.status, draft.text).toBe(200);
      const [field, spanish] = Object.entries(collection.spanish)[0]!;
      expect((await publicList('es')).find((shown) => shown.id === item.id)).toMatchObject({
        [field]: item[field],
        lang: 'en',
      });
      const ready = await editor.put<Item>(`${base}/${item.id}/translations/es`, {
        version: draft.body.version,
        ready: true,
        fields: collection.spanish,
      });
      expect(ready.status, ready.text).toBe(200);
      expect((await publicList('es')).find((shown) => shown.id === item.id)).toMatchObject({
        [field]: spanish,
        lang: 'es',
      });
      expect((await publicList()).find((shown) => shown.id === item.id)?.[field]).toBe(item[field]);
    });

    // Only documents carry a file: the other collections have no such test (rather than a skipped one).
    if (collection.document) {
      it('takes an uploaded file by id, and refuses an unknown one', async () => {
        const unknownFile = await editor.post<ApiError>(base, collection.input({ fileId: 987_654 }));
        expect(unknownFile.status).toBe(400);
        expect(unknownFile.body.fields).toEqual({ fileId: m.invalidFile });

        const file = await storedFile();
        const item = await create(editor, { fileId: file.id, membersOnly: true });
        expect(item).toMatchObject({
          file: { id: file.id, name: 'outlook.pdf', format: 'pdf', size: file.size },
          externalUrl: null,
          membersOnly: true,
          downloads: 0,
          downloadUrl: `/api/${collection.kind}/${item.id}/download`,
        });
        const shown = (await publicList()).find((candidate) => candidate.id === item.id);
        expect(shown).toMatchObject({
          file: { name: 'outlook.pdf', format: 'pdf', size: file.size },
          membersOnly: true,
          downloadUrl: `/api/${collection.kind}/${item.id}/download`,
        });
        expect(shown?.file).not.toHaveProperty('id');

        const both = await editor.post<ApiError>(
          base,
          collection.input({ fileId: file.id, externalUrl: 'https://example.org/report.pdf' }),
        );
        expect(both.status).toBe(400);
        expect(both.body.fields).toMatchObject({ externalUrl: m.fileOrUrl });

        const external = await create(editor, { externalUrl: 'https://example.org/report.pdf' });
        expect(external).toMatchObject({ file: null, downloadUrl: `/api/${collection.kind}/${external.id}/download` });
        const nothing = await create();
        expect(nothing).toMatchObject({ file: null, externalUrl: null, downloadUrl: null });

        const unknownOnUpdate = await editor.put<ApiError>(`${base}/${item.id}`, updateOf(item, { fileId: 987_654 }));
        expect(unknownOnUpdate.status).toBe(400);
        expect(unknownOnUpdate.body.fields).toEqual({ fileId: m.invalidFile });
      });
    }
  });

  describe('the rules of the site tables', () => {
    const tariff = {
      title: 'Frozen tuna',
      hsCode: '0303.42',
      euMfn: 22,
      euPreferential: 0,
      mercosurCet: 10,
    };

    it('takes duties with up to two decimals and an HS heading or subheading; refuses others', async () => {
      const saved = await editor.post<Item>('/api/admin/tariffs', { ...tariff, hsCode: '0303', euMfn: 12.25 });
      expect(saved.status, saved.text).toBe(201);
      expect(saved.body).toMatchObject({ hsCode: '0303', euMfn: 12.25 });
      for (const [field, value, message] of [
        ['hsCode', '03A3.42', m.invalidHsCode],
        ['hsCode', '0303.4', m.invalidHsCode],
        ['euMfn', 12.255, m.invalidPercentage],
        ['euPreferential', -1, m.invalidPercentage],
        ['mercosurCet', 1001, m.invalidPercentage],
      ] as const) {
        const refused = await editor.post<ApiError>('/api/admin/tariffs', { ...tariff, [field]: value });
        expect(refused.status, `${field} ${value}`).toBe(400);
        expect(refused.body.fields).toEqual({ [field]: message });
      }
    });

    it('refuses a sector whose longest lead time is shorter than its shortest, on create and update', async () => {
      const sector = {
        title: 'Toys',
        requirements: 'Toy Safety Regulation.',
        certification: 'CE marking.',
        leadTimeMinWeeks: 4,
        leadTimeMaxWeeks: 4,
      };
      const saved = await editor.post<Item>('/api/admin/compliance-sectors', sector);
      expect(saved.status, saved.text).toBe(201);
      const inverted = await editor.post<ApiError>('/api/admin/compliance-sectors', { ...sector, leadTimeMaxWeeks: 3 });
      expect(inverted.status).toBe(400);
      expect(inverted.body.fields).toEqual({ leadTimeMaxWeeks: m.leadTimeOrder });
      const update = await editor.put<ApiError>(`/api/admin/compliance-sectors/${saved.body.id}`, {
        ...sector,
        leadTimeMinWeeks: 9,
        version: saved.body.version,
      });
      expect(update.status).toBe(400);
      expect(update.body.fields).toEqual({ leadTimeMaxWeeks: m.leadTimeOrder });
    });

    it('keeps an office without a membership mailbox as null, and refuses a bad address or phone', async () => {
      const office = {
        city: 'Riga',
        country: 'Latvia',
        region: 'baltic',
        street: 'Brīvības iela 21',
        postalCode: 'LV-1010',
        phone: '+371 6700 1030',
        email: 'Riga@InbChamber.example',
      };
      const saved = await editor.post<Item>('/api/admin/offices', { ...office, membershipEmail: '' });
      expect(saved.status, saved.text).toBe(201);
      expect(saved.body).toMatchObject({
        email: 'riga@inbchamber.example',
        membershipEmail: null,
        headquarters: false,
      });
      for (const [field, value, message] of [
        ['email', 'riga at chamber', m.invalidEmail],
        ['membershipEmail', 'members@', m.invalidEmail],
        ['phone', 'call us', m.invalidPhone],
        ['region', 'arctic', m.invalidChoice],
      ] as const) {
        const refused = await editor.post<ApiError>('/api/admin/offices', { ...office, [field]: value });
        expect(refused.status, `${field} ${value}`).toBe(400);
        expect(refused.body.fields).toEqual({ [field]: message });
      }
    });
  });

  describe('mailing a regulatory update', () => {
    it('queues one mail per confirmed subscriber of its region, once', async () => {
      const { db } = server;
      const list = 'regulatory-updates' as const;
      const nordicEn = await createSubscription(db, { list, region: 'nordic', language: 'en' });
      const nordicEs = await createSubscription(db, { list, region: 'nordic', language: 'es' });
      const pending = await createSubscription(db, { list, region: 'nordic', confirmedAt: null });
      const baltic = await createSubscription(db, { list, region: 'baltic' });
      const newsletterOnly = await createSubscription(db, { list: 'newsletter', region: 'nordic' });

      const created = await editor.post<Item>('/api/admin/regulatory-updates', {
        title: `Customs forms ${unique()}`,
        description: 'From January, every declaration uses the new form.',
        region: 'nordic',
        publishedOn: '2026-11-20',
      });
      expect(created.status).toBe(201);
      expect(created.body.mailedAt).toBeNull();
      const path = `/api/admin/regulatory-updates/${created.body.id}/mail`;
      const spanishTitle = `Formularios aduaneros ${unique()}`;
      const translated = await editor.put(`/api/admin/regulatory-updates/${created.body.id}/translations/es`, {
        version: created.body.version,
        ready: true,
        fields: { title: spanishTitle, description: 'Desde enero, cada declaración usa el nuevo formulario.' },
      });
      expect(translated.status, translated.text).toBe(200);

      expect((await anonymous.post(path)).status).toBe(401);
      for (const [role, client] of refused) expect((await client.post(path)).status, role).toBe(403);

      const mailed = await editor.post<Item & { recipients: number }>(path);
      expect(mailed.status, mailed.text).toBe(202);
      expect(mailed.body.recipients).toBe(2);
      expect(mailed.body.mailedAt).toEqual(expect.any(String));

      // Delivered through the real SMTP relay: one mail to each of the region's confirmed subscribers.
      const received = await smtp.waitFor(2);
      const to = received.flatMap((mail) => mail.envelopeTo).sort();
      expect(to).toEqual([nordicEn.email, nordicEs.email].sort());
      for (const other of [pending, baltic, newsletterOnly]) expect(to).not.toContain(other.email);
      const spanish = mailTo(received, nordicEs.email);
      expect(spanish.parsed.subject).toBe(`Actualización normativa: ${spanishTitle}`);
      expect(mailLinks(spanish)).toContain(`${server.baseUrl}/es/unsubscribe?token=${unsubscribeTokenFor(nordicEs)}`);
      // The header block (up to the first empty line), unfolded.
      const headers = spanish.raw.slice(0, spanish.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toContain(
        `List-Unsubscribe: <${server.baseUrl}/api/unsubscribe/one-click?token=${unsubscribeTokenFor(nordicEs)}>`,
      );
      expect(mailLinks(spanish)).toContain(`${server.baseUrl}/es/trade-regulations`);
      const english = mailTo(received, nordicEn.email);
      expect(english.parsed.subject).toBe(`Regulatory update: ${String(created.body.title)}`);

      const again = await admin.post<ApiError>(path);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe(REGULATORY_UPDATE_ALREADY_MAILED_MESSAGE);
      expect(await db.models.OutboxMail.count({ where: { template: 'regulatory-update' } })).toBe(2);
      const audit = await db.models.AuditEntry.findAll({
        where: { entity: 'regulatory-update', entityId: created.body.id, action: 'send' },
      });
      expect(audit).toHaveLength(1);

      const read = await editor.get<Item>(`/api/admin/regulatory-updates/${created.body.id}`);
      expect(read.body.mailedAt).toBe(mailed.body.mailedAt);
    });

    it('mails nothing (409) while nobody has confirmed a subscription to its region, and can be mailed later', async () => {
      const { db } = server;
      const created = await editor.post<Item>('/api/admin/regulatory-updates', {
        title: `Port fees ${unique()}`,
        description: 'New port fees from March.',
        region: 'ibero-america',
        publishedOn: '2026-11-22',
      });
      const path = `/api/admin/regulatory-updates/${created.body.id}/mail`;
      await createSubscription(db, { list: 'regulatory-updates', region: 'ibero-america', confirmedAt: null });
      const early = await editor.post<ApiError>(path);
      expect(early.status).toBe(409);
      expect(early.body.error).toBe(REGULATORY_UPDATE_NO_SUBSCRIBERS_MESSAGE);
      const unchanged = await editor.get<Item>(`/api/admin/regulatory-updates/${created.body.id}`);
      expect(unchanged.body.mailedAt).toBeNull();

      await createSubscription(db, { list: 'regulatory-updates', region: 'ibero-america', language: 'sv' });
      const later = await editor.post<Item & { recipients: number }>(path);
      expect(later.status, later.text).toBe(202);
      expect(later.body.recipients).toBe(1);
    });

    it('refuses to mail a deleted update (404)', async () => {
      const created = await editor.post<Item>('/api/admin/regulatory-updates', {
        title: `Withdrawn rule ${unique()}`,
        description: 'Never mind.',
        region: 'baltic',
        publishedOn: '2026-11-21',
      });
      expect((await editor.request('DELETE', `/api/admin/regulatory-updates/${created.body.id}`)).status).toBe(204);
      expect((await editor.post(`/api/admin/regulatory-updates/${created.body.id}/mail`)).status).toBe(404);
    });
  });
});
