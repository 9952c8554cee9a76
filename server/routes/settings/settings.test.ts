import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/constants';
import type { ApiError, AuditEntry, SiteSettings } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { settingsInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { SITE_SETTINGS_KEY } from '../../settings';

describe.each(testDatabaseKinds())('site settings on %s', (kind) => {
  let server: TestServer;
  let admin: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: admin } = await signedInClient(server, 'admin', { fullName: 'Ada Admin' }));
  });
  afterAll(() => server.close());

  it('serves the defaults to anyone until an admin saves', async () => {
    const response = await anonymous().get<SiteSettings>('/api/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual(DEFAULT_SITE_SETTINGS);
    expect((await admin.get<SiteSettings>('/api/settings')).body).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('refuses anonymous callers (401), editors and viewers (403)', async () => {
    expect((await anonymous().put('/api/admin/settings', settingsInput())).status).toBe(401);
    for (const role of ['editor', 'viewer'] as const) {
      const { client } = await signedInClient(server, role);
      const response = await client.put<ApiError>('/api/admin/settings', settingsInput());
      expect(response.status).toBe(403);
      expect(response.body.error).toBe('This requires admin privileges');
    }
    expect(await server.db.models.AppMeta.findByPk(SITE_SETTINGS_KEY)).toBeNull();
  });

  it.each([
    ['siteName', { siteName: '   ' }, m.required],
    ['siteName', { siteName: undefined }, m.required],
    ['siteName', { siteName: 'x'.repeat(101) }, m.tooLong],
    ['defaultLanguage', { defaultLanguage: 'de' }, m.invalidChoice],
    ['contactEmail', { contactEmail: 'no-at-sign' }, m.invalidEmail],
    ['contactEmail', { contactEmail: undefined }, m.required],
    ['theme', { theme: 'dark' }, 'Unknown field: theme'],
  ])('refuses a bad %s with 400 and saves nothing', async (field, change, message) => {
    const response = await admin.put<ApiError>('/api/admin/settings', settingsInput(change));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(await server.db.models.AppMeta.findByPk(SITE_SETTINGS_KEY)).toBeNull();
  });

  it('saves (200), serves the saved settings at once (cache cleared) and records the change', async () => {
    // Warm the cache first: the save must clear it.
    expect((await anonymous().get<SiteSettings>('/api/settings')).body).toEqual(DEFAULT_SITE_SETTINGS);
    const response = await admin.put<SiteSettings>(
      '/api/admin/settings',
      settingsInput({ siteName: '  Cámara Nórdica  ', contactEmail: ' Hola@Camara.EXAMPLE ' }),
    );
    expect(response.status).toBe(200);
    const saved = { siteName: 'Cámara Nórdica', defaultLanguage: 'es', contactEmail: 'hola@camara.example' };
    expect(response.body).toEqual(saved);
    expect((await anonymous().get<SiteSettings>('/api/settings')).body).toEqual(saved);

    const activity = await admin.get<AuditEntry[]>('/api/admin/activity');
    expect(activity.body[0]).toMatchObject({
      action: 'update',
      entity: 'settings',
      label: 'Cámara Nórdica',
      user: { fullName: 'Ada Admin' },
    });
    // Others than admins do not see settings changes in the activity feed.
    const { client: editor } = await signedInClient(server, 'editor');
    const forEditor = await editor.get<AuditEntry[]>('/api/admin/activity');
    expect(forEditor.body.some((entry) => entry.entity === 'settings')).toBe(false);

    const second = await admin.put<SiteSettings>('/api/admin/settings', settingsInput({ defaultLanguage: 'sv' }));
    expect(second.body.defaultLanguage).toBe('sv');
    expect((await anonymous().get<SiteSettings>('/api/settings')).body.defaultLanguage).toBe('sv');
    expect(await server.db.models.AuditEntry.count({ where: { entity: 'settings' } })).toBe(2);
  });

  it('falls back to the defaults when the stored value is unreadable', async () => {
    await server.db.models.AppMeta.upsert({ key: SITE_SETTINGS_KEY, value: '{"siteName":' });
    server.app.context.services.cache.invalidate('settings');
    expect((await anonymous().get<SiteSettings>('/api/settings')).body).toEqual(DEFAULT_SITE_SETTINGS);
  });
});
