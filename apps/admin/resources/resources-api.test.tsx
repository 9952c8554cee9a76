import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../../shared/messages';
import type { ManagedRegulatoryUpdate, ManagedReport } from '../../../shared/resources';
import { createSubscription } from '../../../tests/factories';
import { minimalPdf } from '../../../tests/helpers/documents';
import type { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { ApiError, apiRequest } from '../../ui/api';
import { adminQueries, type ItemOfKind } from '../queries/content';
import { complianceSectorForm } from './compliance-sectors';
import { initTestI18n, renderScreen, stubSignedInFetch } from '../screen-test-support';
import { USER_QUERY_KEY } from '../session';
import { uploadChosenFile } from './DocumentFields';
import { insightForm } from './insights';
import { officeForm } from './offices';
import { regulatoryUpdateForm } from './regulatory-updates';
import { reportForm, ReportsScreen } from './reports';
import { mailRegulatoryUpdate, uploadResourceFile } from './resource-queries';
import { tariffForm } from './tariffs';

// The screens' requests against the real server: what the forms send is what the staff API takes,
// and what it answers is what the lists show.

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  await initTestI18n();
  server = await startTestServer('sqlite');
  ({ client: admin } = await signedInClient(server, 'admin'));
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

const signedInFetch = () => stubSignedInFetch(server.baseUrl, admin);

describe('the resource screens against the server', () => {
  it('upload a file, save a report that keeps it, and list it with its file', async () => {
    signedInFetch();
    const pdf = new File([new Uint8Array(minimalPdf('Outlook'))], 'Nordic outlook 2027.pdf', {
      type: 'application/pdf',
    });
    const uploaded = await uploadChosenFile(pdf, uploadResourceFile);
    if (!('stored' in uploaded)) throw new Error(`upload refused: ${uploaded.problem}`);
    expect(uploaded.stored).toMatchObject({ name: 'Nordic outlook 2027.pdf', format: 'pdf', size: pdf.size });

    const payload = reportForm.schema.parse({
      ...reportForm.empty(),
      title: 'Nordic outlook 2027',
      description: 'Power prices and the grid.',
      category: 'energy',
      membersOnly: true,
      fileId: uploaded.stored.id,
      file: uploaded.stored,
    });
    const saved = await apiRequest<ManagedReport>('POST', '/api/admin/reports', payload);
    expect(saved.file?.id).toBe(uploaded.stored.id);

    // The form of the saved report shows the file again; saving it unchanged keeps it.
    const values = reportForm.toInput(saved);
    expect(values.file).toEqual(uploaded.stored);
    const again = await apiRequest<ManagedReport>('PUT', `/api/admin/reports/${saved.id}`, {
      ...reportForm.schema.parse(values),
      version: saved.version,
    });
    expect(again.file?.name).toBe('Nordic outlook 2027.pdf');

    const params = { page: 1, search: '', filters: { category: 'energy' }, deleted: false };
    const loaded = new QueryClient();
    const query = adminQueries.list('reports', params);
    await loaded.prefetchQuery(query);
    expect(loaded.getQueryData(query.queryKey)?.items.map((report) => report.id)).toEqual([saved.id]);
    // The server's array and X-Total-Count, read back as the page the screens use.
    expect(loaded.getQueryData(query.queryKey)).toMatchObject({ total: 1, page: 1, pageSize: 20 });

    const html = renderScreen(<ReportsScreen />, (queryClient) => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.setQueryData(
        adminQueries.list('reports', { ...params, filters: {} }).queryKey,
        loaded.getQueryData(query.queryKey),
      );
    });
    expect(html).toContain('Nordic outlook 2027.pdf');
    expect(html).toContain('>Members only<');
  });

  it('gets 415 for a file that is no document, shown as the wrong type', async () => {
    signedInFetch();
    // Bytes of no accepted format (a PNG's signature).
    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    const fake = new File([image], 'report.pdf', { type: 'application/pdf' });
    expect(await uploadChosenFile(fake, uploadResourceFile)).toEqual({ problem: 'wrongType' });
  });

  it('mails a regulatory update once; the second time is a 409 with its reason', async () => {
    signedInFetch();
    const payload = regulatoryUpdateForm.schema.parse({
      ...regulatoryUpdateForm.empty(),
      title: 'New customs code',
      description: 'From January.',
      region: 'nordic',
    });
    const update = await apiRequest<ManagedRegulatoryUpdate>('POST', '/api/admin/regulatory-updates', payload);
    expect(update.mailedAt).toBeNull();
    await createSubscription(server.db, { list: 'regulatory-updates', region: 'nordic' });
    const mailed = await mailRegulatoryUpdate(update.id);
    expect(mailed.mailedAt).not.toBeNull();
    expect(mailed.recipients).toBe(1);
    const again = await mailRegulatoryUpdate(update.id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).status).toBe(409);
  });
});

/** What the round trip below uses of a site table's form, whatever its kind. */
interface AnyForm {
  schema: { parse: (values: unknown) => Record<string, unknown> };
  empty: () => object;
  toInput: (item: never) => object;
}

describe('the site table screens against the server', () => {
  it.each([
    {
      kind: 'insights',
      form: insightForm,
      values: {
        title: 'Trade in goods keeps growing',
        description: 'Up for the third year in a row.',
        source: 'Chamber estimate, 2025',
        category: 'finance',
        change: -3.25,
        position: 1,
      },
      change: { change: 8.6 },
      filters: { category: 'finance' },
      spanish: {
        title: 'El comercio de bienes sigue creciendo',
        description: 'Sube por tercer año.',
        source: 'Estimación, 2025',
      },
    },
    {
      kind: 'tariffs',
      form: tariffForm,
      values: {
        title: 'Fresh avocados',
        hsCode: '0804.40',
        euMfn: 5.1,
        euPreferential: 0,
        mercosurCet: 10,
        position: 2,
      },
      change: { euPreferential: 0.75 },
      filters: {},
      spanish: { title: 'Aguacates frescos' },
    },
    {
      kind: 'compliance-sectors',
      form: complianceSectorForm,
      values: {
        title: 'Machinery',
        requirements: 'Machinery Regulation.',
        certification: 'CE marking.',
        leadTimeMinWeeks: 4,
        leadTimeMaxWeeks: 12,
        position: 3,
      },
      change: { leadTimeMaxWeeks: 16 },
      filters: {},
      spanish: { title: 'Maquinaria', requirements: 'Reglamento de máquinas.', certification: 'Marcado CE.' },
    },
    {
      kind: 'offices',
      form: officeForm,
      values: {
        city: 'Tallinn',
        country: 'Estonia',
        region: 'baltic',
        street: 'Narva mnt 5',
        postalCode: '10117',
        phone: '+372 600 1234',
        email: 'tallinn@inbchamber.example',
        membershipEmail: '',
        headquarters: false,
        position: 2,
      },
      change: { membershipEmail: 'members@inbchamber.example', headquarters: true },
      filters: { region: 'baltic' },
      spanish: { city: 'Tallin', country: 'Estonia' },
    },
  ] as const)(
    '$kind: the form saves a new item, reads it back and saves it changed; its Spanish texts save; the list finds it',
    async ({ kind, form: spec, values, change, filters, spanish }) => {
      signedInFetch();
      const form: AnyForm = spec;
      const created = await apiRequest<ItemOfKind[typeof kind]>(
        'POST',
        `/api/admin/${kind}`,
        form.schema.parse({ ...form.empty(), ...values }),
      );
      expect(created).toMatchObject({ ...form.schema.parse(values), version: 1 });

      // The edit form shows the stored item as it was typed, and saving it changed keeps the change.
      const shown = form.toInput(created as never);
      expect(shown).toEqual({ ...form.empty(), ...values });
      const updated = await apiRequest<ItemOfKind[typeof kind]>('PUT', `/api/admin/${kind}/${created.id}`, {
        ...form.schema.parse({ ...shown, ...change }),
        version: created.version,
      });
      expect(updated).toMatchObject(change);

      const translated = await apiRequest<ItemOfKind[typeof kind]>(
        'PUT',
        `/api/admin/${kind}/${created.id}/translations/es`,
        { version: updated.version, ready: true, fields: spanish },
      );
      expect(translated.translations.es).toMatchObject({ ready: true, fields: spanish });

      const loaded = new QueryClient();
      const query = adminQueries.list(kind, {
        page: 1,
        search: '',
        filters: filters as Record<string, string>,
        deleted: false,
      });
      await loaded.prefetchQuery(query);
      expect(loaded.getQueryData(query.queryKey)?.items.map((item) => item.id)).toContain(created.id);
    },
  );

  it('refuses a lead time whose longest is shorter than its shortest, at the field the form shows it', async () => {
    signedInFetch();
    const payload = {
      title: 'Chemicals',
      requirements: 'REACH.',
      certification: 'Registration.',
      leadTimeMinWeeks: 12,
      leadTimeMaxWeeks: 4,
      position: 0,
    };
    const refused = await apiRequest('POST', '/api/admin/compliance-sectors', payload).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect((refused as ApiError).fields?.leadTimeMaxWeeks).toBe(validationMessages.leadTimeOrder);
    expect(complianceSectorForm.fields).toContain('leadTimeMaxWeeks');
  });
});
