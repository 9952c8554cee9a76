import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PersonalData, PersonalDataExport } from '../../../shared/personal-data';
import { createContactSubmission, createEvent, createRegistration, createSubscription } from '../../../tests/factories';
import type { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { ApiError } from '../../ui/api';
import { initTestI18n, renderScreen, stubSignedInFetch } from '../screen-test-support';
import { USER_QUERY_KEY } from '../session';
import { PrivacyScreen } from './PrivacyScreen';
import { erasePersonalData, personalDataExportUrl, personalDataQuery } from './queries';

// The privacy screen's requests against the real server: what it asks for is what the API answers,
// and what the API answers is what the screen shows.

let server: TestServer;
let admin: ApiClient;
let adminEmail: string;
const eva = 'eva.ek@example.com';

beforeAll(async () => {
  await initTestI18n();
  server = await startTestServer('sqlite');
  const signed = await signedInClient(server, 'admin');
  admin = signed.client;
  adminEmail = signed.user.email;
  const event = await createEvent(server.db, { title: 'Baltic energy day', registrationMode: 'internal' });
  await createContactSubmission(server.db, {
    email: 'Eva.Ek@Example.com',
    fullName: 'Eva Ek',
    message: 'Call me back.',
  });
  await createRegistration(server.db, event.id, { email: eva, emailKey: eva, fullName: 'Eva Ek' });
  await createSubscription(server.db, { email: eva });
});
afterAll(() => server.close());
afterEach(() => vi.unstubAllGlobals());

const signedInFetch = () => stubSignedInFetch(server.baseUrl, admin);

/** Looks `email` up through the screen's own query, then renders the screen at `url` with the answer. */
async function renderLookUp(email: string, url: string) {
  const loaded = new QueryClient();
  const query = personalDataQuery(email);
  await loaded.prefetchQuery(query);
  const data = loaded.getQueryData<PersonalData>(query.queryKey);
  const html = renderScreen(
    <PrivacyScreen />,
    (queryClient) => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.setQueryData(query.queryKey, data);
    },
    url,
  );
  return { html, data };
}

describe('the privacy screen against the server', () => {
  it('shows the search form alone until an address is looked up', () => {
    const html = renderScreen(<PrivacyScreen />, () => undefined, '/admin/privacy');
    expect(html).toContain('<h1');
    expect(html).toContain('Personal data');
    expect(html).toMatch(/<label[^>]*>E-mail address/);
    expect(html).toContain('Find');
    expect(html).not.toContain('Export JSON');
    // An address that is not one looks nothing up.
    expect(renderScreen(<PrivacyScreen />, () => undefined, '/admin/privacy?email=nope')).not.toContain('Loading');
  });

  it('lists what the server found, grouped by kind, with Export and Erase', async () => {
    signedInFetch();
    const { html, data } = await renderLookUp(eva, `/admin/privacy?email=${encodeURIComponent('Eva.Ek@Example.com')}`);
    expect(data?.counts).toMatchObject({ contacts: 1, registrations: 1, subscriptions: 1, account: 0 });
    expect(html).toContain('Enquiries (1)');
    expect(html).toContain('Call me back.');
    expect(html).toContain('Event registrations (1)');
    expect(html).toContain('Baltic energy day');
    expect(html).toContain('Subscriptions (1)');
    expect(html).toContain('Newsletter');
    expect(html).not.toContain('User account (');
    expect(html).toContain(`href="${personalDataExportUrl(eva)}"`);
    expect(html).toContain('Export JSON');
    expect(html).toContain('Erase…');
    expect(await server.db.models.AuditEntry.count({ where: { action: 'look-up', entity: 'personal-data' } })).toBe(1);
  });

  it('downloads the export its link names', async () => {
    signedInFetch();
    const response = await fetch(personalDataExportUrl(eva));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = (await response.json()) as PersonalDataExport;
    expect(file.data.contacts[0]?.fullName).toBe('Eva Ek');
  });

  it('erases through the screen’s request; the next look-up finds nothing; the last admin is refused', async () => {
    signedInFetch();
    const refused = await erasePersonalData({ email: adminEmail, confirm: adminEmail }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);

    const result = await erasePersonalData({ email: eva, confirm: eva });
    expect(result.erased).toMatchObject({ contacts: 1, registrations: 1, subscriptions: 1, account: 0 });
    const { html } = await renderLookUp(eva, `/admin/privacy?email=${encodeURIComponent(eva)}`);
    expect(html).toContain('Nothing found');
    expect(html).not.toContain('Erase…');
  });
});
