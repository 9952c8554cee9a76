import { QueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../shared/entities';
import { validationMessages } from '../../../shared/messages';
import type {
  ManagedComplianceSector,
  ManagedInsight,
  ManagedOffice,
  ManagedRegulatoryUpdate,
  ManagedReport,
  ManagedTariffRow,
  ResourceFile,
} from '../../../shared/resources';
import {
  ComplianceSectorInputSchema,
  InsightInputSchema,
  OfficeInputSchema,
  TariffInputSchema,
} from '../../../shared/schemas/resources';
import type { ItemTranslations } from '../../../shared/schemas/translations';
import common from '../../web/src/locales/en/common.json';
import { adminQueries, type ContentKind, type ListParams } from '../queries/content';
import en from '../locales/en/admin.json';
import es from '../locales/es/admin.json';
import sv from '../locales/sv/admin.json';
import { initTestI18n, renderScreen, testI18n } from '../screen-test-support';
import { USER_QUERY_KEY } from '../session';
import { complianceSectorForm, ComplianceSectorsScreen } from './compliance-sectors';
import { FileFieldView, uploadChosenFile } from './DocumentFields';
import { guideForm } from './guides';
import { insightForm, InsightsScreen } from './insights';
import { mailConfirmTexts } from './MailAction';
import { officeForm, OfficesScreen } from './offices';
import { authorsFromText, publicationForm } from './publications';
import { regulatoryUpdateForm, RegulatoryUpdatesScreen } from './regulatory-updates';
import { reportForm, ReportsScreen } from './reports';
import { mailRegulatoryUpdate, uploadResourceFile } from './resource-queries';
import { tariffForm, TariffsScreen } from './tariffs';

beforeAll(initTestI18n);
afterEach(() => vi.unstubAllGlobals());

const admin: CurrentUser = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  fullName: 'Ada Admin',
  role: 'admin',
  memberId: null,
  passwordGenerated: false,
  language: null,
} as unknown as CurrentUser;

const translations: ItemTranslations = {
  es: { fields: {}, ready: true, state: 'ready', updatedAt: '2026-11-20T10:00:00.000Z' },
  sv: { fields: {}, ready: false, state: 'missing', updatedAt: null },
};

const managed = {
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  deletedAt: null,
};

const pdf: ResourceFile = { id: 12, name: 'Nordic energy outlook.pdf', format: 'pdf', size: 2_516_582 };

const fileReport: ManagedReport = {
  ...managed,
  id: 5,
  title: 'Nordic energy outlook',
  description: 'Wind, solar and the grid.',
  category: 'energy',
  publishedOn: '2026-10-15',
  featured: true,
  thumbnail: null,
  lang: 'en',
  downloadUrl: '/api/reports/5/download',
  file: pdf,
  externalUrl: null,
  external: false,
  membersOnly: true,
  downloads: 42,
  translations,
};

const linkReport: ManagedReport = {
  ...fileReport,
  id: 6,
  title: 'Baltic fintech map',
  category: 'finance',
  featured: false,
  file: null,
  externalUrl: 'https://example.org/fintech',
  membersOnly: false,
  downloads: 7,
};

/** A fetch that answers every request with `status` and `body` (JSON), recording the requests. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn((_path: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const firstPage: ListParams = { page: 1, search: '', filters: {}, deleted: false };

/** Reads the first page of a list through its real query (the mocked fetch answers), then renders the screen. */
async function renderList(kind: ContentKind, items: object[], screen: React.ReactNode) {
  // A staff list answers its page as an array, the total in X-Total-Count.
  const fetch = answer(200, items, { 'X-Total-Count': String(items.length) });
  const loaded = new QueryClient();
  const query = adminQueries.list(kind, firstPage);
  await loaded.prefetchQuery(query);
  const html = renderScreen(screen, (queryClient: QueryClient) => {
    queryClient.setQueryData(USER_QUERY_KEY, admin);
    queryClient.setQueryData(query.queryKey, loaded.getQueryData(query.queryKey));
  });
  return { html, fetch };
}

describe('the resource list screen', () => {
  it('lists a page of items read from the server, with their facts, file or link, lock and downloads', async () => {
    const { html, fetch } = await renderList('reports', [fileReport, linkReport], <ReportsScreen />);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/reports?page=1&pageSize=20');

    expect(html).toMatch(/<h1[^>]*>Market reports<\/h1>/);
    expect(html).toContain('Add report');
    for (const header of ['Title', 'Category', 'Published', 'Featured', 'File', 'Downloads', 'Actions']) {
      expect(html).toContain(`>${header}<`);
    }
    // Rows: titles, the category names, the file with its size, or the external link.
    expect(html).toContain('Nordic energy outlook');
    expect(html).toContain('Baltic fintech map');
    expect(html).toContain('>Energy<');
    expect(html).toContain('>Finance<');
    expect(html).toContain('Nordic energy outlook.pdf');
    expect(html).toContain('PDF · 2.4 MB');
    expect(html).toContain('External link');
    expect(html).toContain('>42<');
    expect(html).toContain('>7<');
    // One lock: only the first report is members-only.
    expect(html.match(/>Members only</g)).toHaveLength(1);
    // Translation states as the other lists show them.
    expect(html).toContain('ES ✓');
    expect(html).toContain('SV –');
    // The filters of the list query: category, then translations; admins may list deleted items.
    expect(html).toContain('>Technology<');
    expect(html).toContain('Missing Spanish');
    expect(html).toContain('Show deleted items');
    expect(html).toContain('aria-label="Edit Nordic energy outlook"');
  });
});

describe('the file field', () => {
  it('uploads a chosen file at once with its name, and the form then sends the stored id (not the shown file)', async () => {
    const fetch = answer(201, pdf);
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'Nordic energy outlook.pdf', {
      type: 'application/pdf',
    });
    const outcome = await uploadChosenFile(file, uploadResourceFile);
    expect(outcome).toEqual({ stored: pdf });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/files');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
    expect((init?.headers as Record<string, string>)['X-File-Name']).toBe('Nordic%20energy%20outlook.pdf');

    // What the field then holds: the id and, to show it, the file.
    const values = { ...reportForm.empty(), title: 'Outlook', description: 'Text', category: 'energy' as const };
    const payload = reportForm.schema.parse({ ...values, fileId: pdf.id, file: pdf });
    expect(payload.fileId).toBe(12);
    expect(payload).not.toHaveProperty('file');

    const html = renderToStaticMarkup(
      <I18nextProvider i18n={testI18n}>
        <FileFieldView
          state={{ shown: pdf, uploading: null, uploaded: true, problem: null, error: undefined }}
          onChosen={() => {}}
          onRemove={() => {}}
        />
      </I18nextProvider>,
    );
    expect(html).toContain('Nordic energy outlook.pdf');
    expect(html).toContain('(2.4 MB)');
    expect(html).toContain('aria-label="Remove the file Nordic energy outlook.pdf"');
    expect(html).toContain('Replace file');
    expect(html).toContain('type="file"');
    expect(html).toContain('File uploaded. Save the form to keep it.');
  });

  it("shows the server's 415 as the field's message, in each language", async () => {
    answer(415, { error: 'Unsupported file type' });
    const file = new File(['PK'], 'slides.pptx');
    const outcome = await uploadChosenFile(file, uploadResourceFile);
    expect(outcome).toEqual({ problem: 'wrongType' });
    if (!('problem' in outcome)) throw new Error('the upload should have failed');

    const html = renderToStaticMarkup(
      <I18nextProvider i18n={testI18n}>
        <FileFieldView
          state={{ shown: null, uploading: null, uploaded: false, problem: outcome.problem, error: undefined }}
          onChosen={() => {}}
          onRemove={() => {}}
        />
      </I18nextProvider>,
    );
    expect(html).toContain('The file must be a PDF, DOCX, XLSX, PPTX, CSV or ZIP file.');
    expect(html).toContain('Choose file');
    expect(es.resources.file.wrongType).toContain('PDF');
    expect(sv.resources.file.wrongType).toContain('PDF');
    expect(new Set([en.resources.file.wrongType, es.resources.file.wrongType, sv.resources.file.wrongType]).size).toBe(
      3,
    );
  });

  it('refuses a file of another format, or over 25 MB, without sending it', async () => {
    const fetch = answer(201, pdf);
    expect(await uploadChosenFile(new File(['x'], 'photo.png'), uploadResourceFile)).toEqual({ problem: 'wrongType' });
    const huge = new File(['x'], 'big.zip');
    Object.defineProperty(huge, 'size', { value: 25 * 1024 * 1024 + 1 });
    expect(await uploadChosenFile(huge, uploadResourceFile)).toEqual({ problem: 'tooLarge' });
    expect(fetch).not.toHaveBeenCalled();
    answer(413, { error: 'File too large' });
    expect(await uploadChosenFile(new File(['x'], 'a.csv'), uploadResourceFile)).toEqual({ problem: 'tooLarge' });
  });
});

describe('the document forms', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it.each([
    ['reports', reportForm, { title: 'T', description: 'D', category: 'energy' }],
    ['guides', guideForm, { kind: 'country', region: 'nordic', title: 'T', description: 'D' }],
    ['publications', publicationForm, { type: 'report', title: 'T', abstract: 'A', authors: ['Ana'] }],
  ] as const)(
    '%s: refuse a file and an external address together, with the shared message',
    async (_kind, form, own) => {
      const resolve = zodResolver(form.schema as never) as (
        values: object,
        context: undefined,
        options: object,
      ) => Promise<{ errors: Record<string, { message?: string }> }>;
      const values = { ...form.empty(), ...own, fileId: pdf.id, file: pdf, externalUrl: 'https://example.org/doc' };
      const { errors } = await resolve(values, undefined, options);
      expect(errors.externalUrl?.message).toBe(validationMessages.fileOrUrl);
      expect(common.validation.fileOrUrl).toBe('Upload a file or enter an address, not both');

      const one = await resolve({ ...values, externalUrl: '' }, undefined, options);
      expect(one.errors).toEqual({});
    },
  );

  it('keeps only the field of a guide’s kind, and reads authors one per line', () => {
    const guide = guideForm.schema.parse({
      ...guideForm.empty(),
      kind: 'market-entry',
      category: 'tax',
      region: 'nordic',
      title: 'Taxes',
      description: 'How.',
    });
    expect(guide.region).toBeNull();
    expect(guide.category).toBe('tax');
    expect(authorsFromText(' Ana Pérez \n\nErik Lund\n')).toEqual(['Ana Pérez', 'Erik Lund']);
  });
});

describe('mailing a regulatory update', () => {
  const update: ManagedRegulatoryUpdate = {
    ...managed,
    id: 7,
    title: 'New customs code',
    description: 'From January.',
    region: 'nordic',
    publishedOn: '2026-11-01',
    lang: 'en',
    mailedAt: null,
    translations,
  };
  const mailed: ManagedRegulatoryUpdate = { ...update, id: 8, title: 'Old rule', mailedAt: '2026-11-20T09:00:00.000Z' };

  it('offers the action while not mailed, says when it was mailed, and calls nothing before it is confirmed', async () => {
    const { html, fetch } = await renderList('regulatory-updates', [update, mailed], <RegulatoryUpdatesScreen />);
    expect(fetch).toHaveBeenCalledOnce();
    expect(html.match(/>Mail to subscribers</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Mail “New customs code” to subscribers"');
    expect(html).toMatch(/Mailed 20 Nov 2026/);
    // The confirmation is not open: nothing was sent.
    expect(html).not.toContain('will be e-mailed');
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it("asks first, naming the region's confirmed subscribers; confirming posts to the update's mail route", async () => {
    expect(mailConfirmTexts(testI18n.t, update)).toEqual({
      title: 'Mail this update to its subscribers?',
      name: 'New customs code',
      text: 'The confirmed regulatory-update subscribers for Nordic countries will be e-mailed this update. An update is mailed only once.',
      confirm: 'Send mail',
      cancel: 'Cancel',
    });

    const fetch = answer(200, { ...update, mailedAt: '2026-11-26T10:00:00.000Z' });
    const saved = await mailRegulatoryUpdate(7);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/regulatory-updates/7/mail');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(saved.mailedAt).toBe('2026-11-26T10:00:00.000Z');
  });

  it('has a form for every field of the input schema', () => {
    expect([...regulatoryUpdateForm.fields].sort()).toEqual(['description', 'publishedOn', 'region', 'title']);
  });
});

describe('the site table screens', () => {
  const insight: ManagedInsight = {
    ...managed,
    id: 21,
    title: 'Trade in goods keeps growing',
    description: 'Up for the third year in a row.',
    source: 'Chamber estimate, 2025',
    category: 'finance',
    change: 8.6,
    position: 1,
    lang: 'en',
    translations,
  };
  const fall: ManagedInsight = { ...insight, id: 22, title: 'Fewer shipments', category: 'agriculture', change: -3.25 };
  const tariff: ManagedTariffRow = {
    ...managed,
    id: 31,
    title: 'Fresh avocados',
    hsCode: '0804.40',
    euMfn: 5.1,
    euPreferential: 0,
    mercosurCet: 10,
    position: 2,
    lang: 'en',
    translations,
  };
  const sector: ManagedComplianceSector = {
    ...managed,
    id: 41,
    title: 'Machinery',
    requirements: 'Machinery Regulation.',
    certification: 'CE marking.',
    leadTimeMinWeeks: 4,
    leadTimeMaxWeeks: 12,
    position: 3,
    lang: 'en',
    translations,
  };
  const headquarters: ManagedOffice = {
    ...managed,
    id: 51,
    city: 'Stockholm',
    country: 'Sweden',
    region: 'nordic',
    street: 'Sveavägen 1',
    postalCode: '111 57',
    phone: '+46 8 123 456',
    email: 'info@inbchamber.example',
    membershipEmail: 'members@inbchamber.example',
    headquarters: true,
    position: 0,
    lang: 'en',
    translations,
  };
  const regional: ManagedOffice = {
    ...headquarters,
    id: 52,
    city: 'Tallinn',
    country: 'Estonia',
    region: 'baltic',
    email: 'tallinn@inbchamber.example',
    membershipEmail: null,
    headquarters: false,
    position: 2,
  };

  it('lists market insights with their category, signed change and order, filtered by category', async () => {
    const { html, fetch } = await renderList('insights', [insight, fall], <InsightsScreen />);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/insights?page=1&pageSize=20');
    expect(html).toMatch(/<h1[^>]*>Market insights<\/h1>/);
    expect(html).toContain('Add insight');
    for (const header of ['Title', 'Category', 'Change', 'Order', 'Actions']) expect(html).toContain(`>${header}<`);
    expect(html).toContain('>Finance<');
    expect(html).toContain('>+8.6 %<');
    expect(html).toContain('>-3.25 %<');
    // The category filter offers every report category; no file or download columns.
    expect(html).toContain('>Technology<');
    expect(html).not.toContain('>Downloads<');
    expect(html).toContain('aria-label="Edit Trade in goods keeps growing"');
  });

  it('lists tariff rows with their HS code and the three duties', async () => {
    const { html, fetch } = await renderList('tariffs', [tariff], <TariffsScreen />);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/tariffs?page=1&pageSize=20');
    expect(html).toMatch(/<h1[^>]*>Tariffs<\/h1>/);
    for (const header of ['Product', 'HS code', 'EU CET', 'EU preferential', 'Mercosur CET', 'Order']) {
      expect(html).toContain(`>${header}<`);
    }
    expect(html).toContain('>0804.40<');
    expect(html).toContain('>5.1 %<');
    expect(html).toContain('>0 %<');
    expect(html).toContain('>10 %<');
  });

  it('lists compliance sectors with their lead time in weeks', async () => {
    const fixed = { ...sector, id: 42, title: 'Chemicals', leadTimeMinWeeks: 8, leadTimeMaxWeeks: 8 };
    const { html } = await renderList('compliance-sectors', [sector, fixed], <ComplianceSectorsScreen />);
    expect(html).toMatch(/<h1[^>]*>Sector compliance<\/h1>/);
    for (const header of ['Sector', 'Lead time', 'Order']) expect(html).toContain(`>${header}<`);
    expect(html).toContain('>4–12 weeks<');
    expect(html).toContain('>8 weeks<');
  });

  it('lists offices by city, with region, mailbox and the headquarters marked, filtered by region', async () => {
    const { html, fetch } = await renderList('offices', [headquarters, regional], <OfficesScreen />);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/offices?page=1&pageSize=20');
    expect(html).toMatch(/<h1[^>]*>Offices<\/h1>/);
    for (const header of ['City', 'Region', 'E-mail', 'Headquarters', 'Order']) expect(html).toContain(`>${header}<`);
    expect(html).toContain('Stockholm');
    expect(html).toContain('Estonia');
    expect(html).toContain('>Nordic countries<');
    expect(html).toContain('tallinn@inbchamber.example');
    expect(html.match(/>Yes</g)).toHaveLength(1);
    expect(html).toContain('>—<');
    expect(html).toContain('>Ibero-America<');
    expect(html).toContain('aria-label="Edit Tallinn"');
  });

  it.each([
    ['insights', insightForm, InsightInputSchema, insight],
    ['tariffs', tariffForm, TariffInputSchema, tariff],
    ['compliance-sectors', complianceSectorForm, ComplianceSectorInputSchema, sector],
    ['offices', officeForm, OfficeInputSchema, headquarters],
  ] as const)(
    '%s: a form field for every field of the input schema, and a stored item reads back',
    (_kind, form, schema, item) => {
      expect([...form.fields].sort()).toEqual(Object.keys(schema.shape).sort());
      const values = (form.toInput as (stored: typeof item) => object)(item);
      expect(Object.keys(values).sort()).toEqual(Object.keys(schema.shape).sort());
      expect(() => form.schema.parse(values)).not.toThrow();
    },
  );
});
