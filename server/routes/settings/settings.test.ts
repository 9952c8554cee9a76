import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../../shared/constants';
import type { ApiError, AuditEntry, PublicSiteSettings } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import { settingsInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { SITE_SETTINGS_KEY } from '../../settings';

/** What GET /api/settings answers for `settings` in English. */
const inEnglish = <T extends object>(settings: T) => ({ ...settings, lang: { siteName: 'en', tagline: 'en' } });
const DEFAULTS = inEnglish(DEFAULT_SITE_SETTINGS);
const RETENTION = DEFAULT_SITE_SETTINGS.retention;

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
    const response = await anonymous().get<PublicSiteSettings>('/api/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual(DEFAULTS);
    expect((await admin.get<PublicSiteSettings>('/api/settings')).body).toEqual(DEFAULTS);
  });

  it('serves the name and footer line in the language asked for (?lang=), 400 for another', async () => {
    for (const language of ['es', 'sv'] as const) {
      const response = await anonymous().get<PublicSiteSettings>(`/api/settings?lang=${language}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...DEFAULT_SITE_SETTINGS,
        ...DEFAULT_SITE_SETTINGS.translations[language],
        lang: { siteName: language, tagline: language },
      });
    }
    const bad = await anonymous().get<ApiError>('/api/settings?lang=de');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ lang: m.invalidChoice });
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
    ['tagline', { tagline: ' ' }, m.required],
    ['tagline', { tagline: 'x'.repeat(301) }, m.tooLong],
    ['translations.es.siteName', { translations: { es: { siteName: 'x'.repeat(101), tagline: '' } } }, m.tooLong],
    ['translations.sv.tagline', { translations: { sv: { siteName: '' } } }, m.required],
    ['theme', { theme: 'dark' }, 'Unknown field: theme'],
    ['retention.spamDays', { retention: { ...RETENTION, spamDays: 0 } }, m.retentionDays],
    ['retention.rateLimitDays', { retention: { ...RETENTION, rateLimitDays: 366 } }, m.retentionDays],
    ['retention.expiredSessionDays', { retention: { ...RETENTION, expiredSessionDays: 31 } }, m.retentionSessionDays],
    ['retention.expiredSessionDays', { retention: { ...RETENTION, expiredSessionDays: -1 } }, m.retentionSessionDays],
    ['retention.spamDays', { retention: { ...RETENTION, spamDays: '30' } }, m.retentionDays],
    [
      'retention.processedEnquiryMonths',
      { retention: { ...RETENTION, processedEnquiryMonths: 1.5 } },
      m.retentionMonths,
    ],
    [
      'retention.pastEventRegistrationMonths',
      { retention: { ...RETENTION, pastEventRegistrationMonths: 121 } },
      m.retentionMonths,
    ],
    [
      'retention.processedEnquiryMonths',
      { retention: { spamDays: 30, rateLimitDays: 1, pastEventRegistrationMonths: 24 } },
      m.retentionMonths,
    ],
    ['forever', { retention: { ...RETENTION, forever: true } }, 'Unknown field: forever'],
    ['social.linkedin', { social: { linkedin: 'http://www.linkedin.com/company/inb' } }, m.invalidHttpsUrl],
    ['social.x', { social: { x: 'javascript:alert(1)' } }, m.invalidHttpsUrl],
    ['social.facebook', { social: { facebook: 'facebook.com/inb' } }, m.invalidHttpsUrl],
    ['social.instagram', { social: { instagram: 'not a url' } }, m.invalidHttpsUrl],
    ['social.youtube', { social: { youtube: 'https://localhost/inb' } }, m.invalidHttpsUrl],
    ['social.youtube', { social: { youtube: 42 } }, m.invalidHttpsUrl],
    ['social.linkedin', { social: { linkedin: `https://www.linkedin.com/${'x'.repeat(476)}` } }, m.tooLong],
    ['tiktok', { social: { tiktok: 'https://www.tiktok.com/@inb' } }, 'Unknown field: tiktok'],
  ])('refuses a bad %s with 400 and saves nothing', async (field, change, message) => {
    const response = await admin.put<ApiError>('/api/admin/settings', settingsInput(change));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(await server.db.models.AppMeta.findByPk(SITE_SETTINGS_KEY)).toBeNull();
  });

  it('saves (200), serves the saved settings at once (cache cleared) and records the change', async () => {
    // Warm the cache first: the save must clear it.
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body).toEqual(DEFAULTS);
    const response = await admin.put<PublicSiteSettings>(
      '/api/admin/settings',
      settingsInput({ siteName: '  Cámara Nórdica  ', contactEmail: ' Hola@Camara.EXAMPLE ' }),
    );
    expect(response.status).toBe(200);
    // The body has no footer line or translations: the stored ones (here the defaults) stay.
    const saved = inEnglish({
      ...DEFAULT_SITE_SETTINGS,
      siteName: 'Cámara Nórdica',
      defaultLanguage: 'es',
      contactEmail: 'hola@camara.example',
    });
    expect(response.body).toEqual(saved);
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body).toEqual(saved);

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

    const second = await admin.put<PublicSiteSettings>('/api/admin/settings', settingsInput({ defaultLanguage: 'sv' }));
    expect(second.body.defaultLanguage).toBe('sv');
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body.defaultLanguage).toBe('sv');
    expect(await server.db.models.AuditEntry.count({ where: { entity: 'settings' } })).toBe(2);
  });

  it('saves the name and footer line per language; an empty one shows the English text', async () => {
    const translations = {
      es: { siteName: ' Cámara Ibero-Nórdica ', tagline: '' },
      sv: { siteName: '', tagline: 'Vi förenar företag i tre regioner.' },
    };
    const response = await admin.put<PublicSiteSettings>(
      '/api/admin/settings',
      settingsInput({ siteName: 'Ibero-Nordic Chamber', tagline: 'We link companies.', translations }),
    );
    expect(response.status).toBe(200);
    const stored = {
      es: { siteName: 'Cámara Ibero-Nórdica', tagline: '' },
      sv: { siteName: '', tagline: 'Vi förenar företag i tre regioner.' },
    };
    expect(response.body).toMatchObject({ siteName: 'Ibero-Nordic Chamber', tagline: 'We link companies.' });
    expect(response.body.translations).toEqual(stored);

    const es = (await anonymous().get<PublicSiteSettings>('/api/settings?lang=es')).body;
    expect(es).toMatchObject({ siteName: 'Cámara Ibero-Nórdica', tagline: 'We link companies.' });
    expect(es.lang).toEqual({ siteName: 'es', tagline: 'en' });
    const sv = (await anonymous().get<PublicSiteSettings>('/api/settings?lang=sv')).body;
    expect(sv).toMatchObject({ siteName: 'Ibero-Nordic Chamber', tagline: 'Vi förenar företag i tre regioner.' });
    expect(sv.lang).toEqual({ siteName: 'en', tagline: 'sv' });

    // A body without translations (the English-only shape older clients send) changes the English texts and keeps the others.
    const english = await admin.put<PublicSiteSettings>('/api/admin/settings', settingsInput({ siteName: 'INB' }));
    expect(english.body).toMatchObject({ siteName: 'INB', tagline: 'We link companies.', translations: stored });
    // One language sent: the other stays.
    const spanish = await admin.put<PublicSiteSettings>(
      '/api/admin/settings',
      settingsInput({ siteName: 'INB', translations: { es: { siteName: '', tagline: 'Unimos empresas.' } } }),
    );
    expect(spanish.body.translations).toEqual({ es: { siteName: '', tagline: 'Unimos empresas.' }, sv: stored.sv });
  });

  it('saves the retention periods, keeps them when a body leaves them out, and records the change', async () => {
    const retention = {
      processedEnquiryMonths: 12,
      spamDays: 7,
      rateLimitDays: 2,
      pastEventRegistrationMonths: 36,
      expiredSessionDays: 2,
      sentMailDays: 45,
    };
    const response = await admin.put<PublicSiteSettings>('/api/admin/settings', settingsInput({ retention }));
    expect(response.status).toBe(200);
    expect(response.body.retention).toEqual(retention);
    expect((await anonymous().get<PublicSiteSettings>('/api/settings?lang=sv')).body.retention).toEqual(retention);

    const without = await admin.put<PublicSiteSettings>('/api/admin/settings', settingsInput({ siteName: 'INB' }));
    expect(without.body.retention).toEqual(retention);

    // The save that set them says what they were and what they became.
    const entries = await server.db.models.AuditEntry.findAll({
      where: { entity: 'settings' },
      order: [['id', 'DESC']],
    });
    expect(entries[1]!.changes?.retention).toEqual([JSON.stringify(RETENTION), JSON.stringify(retention)]);
    expect(entries[0]!.changes?.retention).toBeUndefined();
  });

  it('saves the social profiles (admins only), keeps them when a body leaves them out, clears one sent empty', async () => {
    const social = {
      linkedin: ' https://www.linkedin.com/company/inb-chamber ',
      x: 'https://x.com/inbchamber',
      facebook: '',
      instagram: null,
    };
    const stored = {
      linkedin: 'https://www.linkedin.com/company/inb-chamber',
      x: 'https://x.com/inbchamber',
      facebook: null,
      instagram: null,
      youtube: null,
    };
    // Not for editors or viewers: nothing changes.
    for (const role of ['editor', 'viewer'] as const) {
      const { client } = await signedInClient(server, role);
      expect((await client.put('/api/admin/settings', settingsInput({ social }))).status).toBe(403);
    }
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body.social).toEqual(
      DEFAULT_SITE_SETTINGS.social,
    );

    const response = await admin.put<PublicSiteSettings>('/api/admin/settings', settingsInput({ social }));
    expect(response.status).toBe(200);
    expect(response.body.social).toEqual(stored);
    for (const language of ['en', 'es', 'sv'] as const) {
      const read = await anonymous().get<PublicSiteSettings>(`/api/settings?lang=${language}`);
      expect(read.body.social).toEqual(stored);
    }

    // A body without them (the older shape) keeps them; so does one leaving a network out.
    const without = await admin.put<PublicSiteSettings>('/api/admin/settings', settingsInput({ siteName: 'INB' }));
    expect(without.body.social).toEqual(stored);
    const youtube = await admin.put<PublicSiteSettings>(
      '/api/admin/settings',
      settingsInput({ social: { youtube: 'https://www.youtube.com/@inbchamber', x: '' } }),
    );
    const next = { ...stored, x: null, youtube: 'https://www.youtube.com/@inbchamber' };
    expect(youtube.body.social).toEqual(next);
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body.social).toEqual(next);

    // A refused address saves nothing: the stored ones stay.
    const refused = await admin.put<ApiError>(
      '/api/admin/settings',
      settingsInput({ social: { linkedin: 'http://www.linkedin.com/company/inb-chamber', youtube: null } }),
    );
    expect(refused.status).toBe(400);
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body.social).toEqual(next);

    const entries = await server.db.models.AuditEntry.findAll({
      where: { entity: 'settings' },
      order: [['id', 'DESC']],
    });
    expect(entries[0]!.changes?.social).toEqual([JSON.stringify(stored), JSON.stringify(next)]);
    expect(entries[1]!.changes?.social).toBeUndefined();
  });

  it('reads settings saved before the footer line existed with the line they showed', async () => {
    const before = { siteName: 'Old Chamber', defaultLanguage: 'sv', contactEmail: 'old@chamber.example' };
    await server.db.models.AppMeta.upsert({ key: SITE_SETTINGS_KEY, value: JSON.stringify(before) });
    server.app.context.services.cache.invalidate('settings');
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body).toEqual(
      inEnglish({
        ...before,
        tagline: DEFAULT_SITE_SETTINGS.tagline,
        translations: {
          es: { siteName: '', tagline: DEFAULT_SITE_SETTINGS.translations.es.tagline },
          sv: { siteName: '', tagline: DEFAULT_SITE_SETTINGS.translations.sv.tagline },
        },
        // Saved before retention could be set: the default periods.
        retention: DEFAULT_SITE_SETTINGS.retention,
        // Saved before the social profiles: none.
        social: DEFAULT_SITE_SETTINGS.social,
      }),
    );
    // Its name had no translation: Spanish pages keep the English name, with the Spanish line.
    const es = (await anonymous().get<PublicSiteSettings>('/api/settings?lang=es')).body;
    expect(es).toMatchObject({ siteName: 'Old Chamber', tagline: DEFAULT_SITE_SETTINGS.translations.es.tagline });
    expect(es.lang).toEqual({ siteName: 'en', tagline: 'es' });
  });

  it('falls back to the defaults when the stored value is unreadable', async () => {
    await server.db.models.AppMeta.upsert({ key: SITE_SETTINGS_KEY, value: '{"siteName":' });
    server.app.context.services.cache.invalidate('settings');
    expect((await anonymous().get<PublicSiteSettings>('/api/settings')).body).toEqual(DEFAULTS);
  });
});
