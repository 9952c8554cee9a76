import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManagedRegulatoryUpdate, ManagedReport } from '../../../shared/resources';
import { createSubscription } from '../../../tests/factories';
import { minimalPdf } from '../../../tests/helpers/documents';
import type { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { ApiError, apiRequest } from '../../ui/api';
import { adminQueries } from '../admin-queries';
import { initTestI18n, renderScreen } from '../screen-test-support';
import { USER_QUERY_KEY } from '../session';
import { uploadChosenFile } from './DocumentFields';
import { regulatoryUpdateForm } from './regulatory-updates';
import { reportForm, ReportsScreen } from './reports';
import { mailRegulatoryUpdate, uploadResourceFile } from './resource-queries';

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

/** The browser's fetch for the admin's relative /api paths: to the test server, with the admin's session. */
function signedInFetch() {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) =>
    realFetch(server.baseUrl + path, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    }),
  );
}

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
