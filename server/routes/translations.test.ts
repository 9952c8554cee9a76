import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiError,
  ChamberEvent,
  ManagedEvent,
  ManagedMember,
  ManagedNewsArticle,
  Member,
  NewsArchivePage,
  NewsArticle,
} from '../../shared/entities';
import { eventInput, memberInput, newsInput } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { updateBodyOf } from '../../tests/helpers/content-shapes';

const INCOMPLETE = 'Fill in this field before marking the translation ready';
const token = () => `t${randomBytes(4).toString('hex')}`;

describe.each(testDatabaseKinds())('content in three languages on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { seed: true });
    ({ client: editor } = await signedInClient(server, 'editor'));
    visitor = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  const translate = (
    path: 'members' | 'events' | 'news',
    id: number,
    language: string,
    body: { version: number; ready: boolean; fields: Record<string, string | null> },
  ) =>
    editor.put<ManagedEvent & ManagedMember & ManagedNewsArticle>(
      `/api/admin/${path}/${id}/translations/${language}`,
      body,
    );

  async function newEvent(overrides: Record<string, unknown> = {}): Promise<ManagedEvent> {
    const response = await editor.post<ManagedEvent>('/api/admin/events', eventInput(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body;
  }

  describe('the public API in each language (?lang=)', () => {
    it('serves the seeded translations with lang, and English (lang en) where there is none', async () => {
      const english = (await visitor.get<Member[]>('/api/members')).body;
      const swedish = (await visitor.get<Member[]>('/api/members?lang=sv')).body;
      expect(swedish.map((member) => member.id)).toEqual(english.map((member) => member.id));
      expect(english.every((member) => member.lang === 'en')).toBe(true);
      const translated = swedish.filter((member) => member.lang === 'sv');
      // The sample data translates at least the featured members.
      expect(translated.length).toBeGreaterThanOrEqual(english.filter((member) => member.featured).length);
      for (const member of translated) {
        const original = english.find((candidate) => candidate.id === member.id)!;
        expect(member.description).not.toBe(original.description);
        expect(member.name).toBe(original.name);
      }
      const spanish = (await visitor.get<NewsArticle[]>('/api/news?lang=es')).body;
      expect(spanish.slice(0, 3).every((article) => article.lang === 'es')).toBe(true);
    });

    it('answers 400 for a language the site does not have, and serves one item in a language', async () => {
      const bad = await visitor.get<ApiError>('/api/events?lang=de');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ lang: 'Please choose one of the options' });
      const [first] = (await visitor.get<ChamberEvent[]>('/api/events?lang=es')).body;
      const one = await visitor.get<ChamberEvent>(`/api/events/${first!.id}?lang=es`);
      expect(one.body).toEqual(first);
    });
  });

  describe('staff translate one language at a time', () => {
    it('a draft is not public; ready shows it; changing the English marks it stale', async () => {
      const event = await newEvent({ title: `Forum ${token()}`, location: 'Stockholm' });
      expect(event.translations.es).toMatchObject({ state: 'missing', ready: false, updatedAt: null });

      const draft = await translate('events', event.id, 'es', {
        version: event.version,
        ready: false,
        fields: { title: 'Foro', description: 'Descripción', location: 'Estocolmo' },
      });
      expect(draft.status, draft.text).toBe(200);
      expect(draft.body.version).toBe(event.version + 1);
      expect(draft.body.translations.es).toMatchObject({ state: 'draft', ready: false });
      expect(draft.body.translations.sv.state).toBe('missing');
      const whileDraft = await visitor.get<ChamberEvent>(`/api/events/${event.id}?lang=es`);
      expect(whileDraft.body).toMatchObject({ title: event.title, lang: 'en' });

      const ready = await translate('events', event.id, 'es', {
        version: draft.body.version,
        ready: true,
        fields: { title: 'Foro', description: 'Descripción', location: 'Estocolmo' },
      });
      expect(ready.body.translations.es.state).toBe('ready');
      const shown = await visitor.get<ChamberEvent>(`/api/events/${event.id}?lang=es`);
      expect(shown.body).toMatchObject({
        title: 'Foro',
        description: 'Descripción',
        location: 'Estocolmo',
        lang: 'es',
      });
      const listed = (await visitor.get<ChamberEvent[]>('/api/events?lang=es')).body.find((e) => e.id === event.id);
      expect(listed).toMatchObject({ title: 'Foro', lang: 'es' });

      // The English text changes: the translation still shows, marked for staff as older than it.
      const fields = updateBodyOf(ready.body);
      const edited = await editor.put<ManagedEvent>(`/api/admin/events/${event.id}`, {
        ...fields,
        description: 'A new English description.',
      });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.translations.es.state).toBe('stale');
      // A change that leaves the English text alone (the featured flag) does not.
      const again = await editor.put<ManagedEvent>(`/api/admin/events/${event.id}`, {
        ...fields,
        description: 'A new English description.',
        version: edited.body.version,
        featured: !fields.featured,
      });
      expect(again.body.translations.es.state).toBe('stale');
      const reviewed = await translate('events', event.id, 'es', {
        version: again.body.version,
        ready: true,
        fields: { title: 'Foro', description: 'Una nueva descripción.', location: 'Estocolmo' },
      });
      expect(reviewed.body.translations.es.state).toBe('ready');
    });

    it('ready needs every field the English text has; an empty English field needs none', async () => {
      const event = await newEvent({ title: `Gala ${token()}` });
      const incomplete = await translate('events', event.id, 'sv', {
        version: event.version,
        ready: true,
        fields: { title: 'Gala', description: null, location: '' },
      });
      expect(incomplete.status).toBe(400);
      expect((incomplete.body as unknown as ApiError).fields).toEqual({
        'fields.description': INCOMPLETE,
        'fields.location': INCOMPLETE,
      });
      // Nothing was saved, not even the version.
      expect((await editor.get<ManagedEvent>(`/api/admin/events/${event.id}`)).body.version).toBe(event.version);
      const complete = await translate('events', event.id, 'sv', {
        version: event.version,
        ready: true,
        fields: { title: 'Gala', description: 'Beskrivning', location: 'Online', imageAlt: null },
      });
      expect(complete.status, complete.text).toBe(200);
    });

    it('two people saving two languages from the same version: one 409, nothing overwritten', async () => {
      const event = await newEvent({ title: `Summit ${token()}` });
      const [spanish, swedish] = await Promise.all([
        translate('events', event.id, 'es', {
          version: event.version,
          ready: false,
          fields: { title: 'Cumbre' },
        }),
        translate('events', event.id, 'sv', {
          version: event.version,
          ready: false,
          fields: { title: 'Toppmöte' },
        }),
      ]);
      expect([spanish.status, swedish.status].sort()).toEqual([200, 409]);
      const conflicted = spanish.status === 409 ? spanish : swedish;
      expect((conflicted.body as unknown as { current: ManagedEvent }).current.version).toBe(event.version + 1);
      const stored = (await editor.get<ManagedEvent>(`/api/admin/events/${event.id}`)).body;
      const saved = spanish.status === 200 ? 'es' : 'sv';
      const lost = saved === 'es' ? 'sv' : 'es';
      expect(stored.translations[saved].fields.title).toBe(saved === 'es' ? 'Cumbre' : 'Toppmöte');
      expect(stored.translations[lost].state).toBe('missing');

      // Saving the other language from the new version keeps the first one's text.
      const retried = await translate('events', event.id, lost, {
        version: stored.version,
        ready: false,
        fields: { title: lost === 'es' ? 'Cumbre' : 'Toppmöte' },
      });
      expect(retried.status).toBe(200);
      expect(retried.body.translations[saved].fields.title).toBe(saved === 'es' ? 'Cumbre' : 'Toppmöte');
      // And an English save from the old version is refused too.
      const english = await editor.put(`/api/admin/events/${event.id}`, updateBodyOf(event));
      expect(english.status).toBe(409);
    });

    it('answers 404 for an unknown language or item, and records who translated what', async () => {
      const member = (await editor.post<ManagedMember>('/api/admin/members', memberInput())).body;
      expect((await translate('members', member.id, 'de', { version: 1, ready: false, fields: {} })).status).toBe(404);
      expect((await translate('members', 2147483647, 'sv', { version: 1, ready: false, fields: {} })).status).toBe(404);
      const saved = await translate('members', member.id, 'sv', {
        version: member.version,
        ready: true,
        fields: { description: 'Ett svenskt företag.' },
      });
      expect(saved.status, saved.text).toBe(200);
      const audit = await server.db.models.AuditEntry.findAll({ where: { entityId: member.id, entity: 'member' } });
      expect(audit.map((entry) => [entry.action, entry.label])).toContainEqual(['translate', `${member.name} (sv)`]);
    });
  });

  describe('lists and search across languages', () => {
    it('staff lists show each language and filter to what is missing', async () => {
      const done = await newEvent({ title: `Done ${token()}` });
      await translate('events', done.id, 'sv', {
        version: done.version,
        ready: true,
        fields: { title: 'Klart', description: 'Text', location: 'Plats' },
      });
      const open = await newEvent({ title: `Open ${token()}` });
      const missingSv = await editor.get<ManagedEvent[]>('/api/admin/events?missing=sv&pageSize=100');
      const ids = missingSv.body.map((item) => item.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(done.id);
      expect(missingSv.body.every((item) => item.translations.sv.state !== 'ready')).toBe(true);
      const missingEs = await editor.get<ManagedEvent[]>('/api/admin/events?missing=es&pageSize=100');
      expect(missingEs.body.map((item) => item.id)).toEqual(expect.arrayContaining([open.id, done.id]));
      expect((await editor.get('/api/admin/events?missing=de')).status).toBe(400);
    });

    it('staff search finds an item by any language; the public archive by ready translations only', async () => {
      const word = token();
      const event = await newEvent({ title: `Evening ${token()}` });
      await translate('events', event.id, 'sv', {
        version: event.version,
        ready: false,
        fields: { title: `Kväll ${word}` },
      });
      const found = await editor.get<ManagedEvent[]>(`/api/admin/events?search=${word}`);
      expect(found.body.map((item) => item.id)).toEqual([event.id]);

      const article = (
        await editor.post<ManagedNewsArticle>(
          '/api/admin/news',
          newsInput({ status: 'published', publishDate: new Date(Date.now() - 3_600_000).toISOString() }),
        )
      ).body;
      const draftWord = token();
      const draft = await translate('news', article.id, 'es', {
        version: article.version,
        ready: false,
        fields: { title: `Noticia ${draftWord}` },
      });
      const archive = (query: string) => visitor.get<NewsArchivePage>(`/api/news/archive?search=${query}&pageSize=50`);
      expect((await archive(draftWord)).body.items).toEqual([]);
      await translate('news', article.id, 'es', {
        version: draft.body.version,
        ready: true,
        fields: { title: `Noticia ${draftWord}`, excerpt: 'Resumen', content: 'Texto' },
      });
      expect((await archive(draftWord)).body.items.map((item) => item.id)).toEqual([article.id]);
      // Asked in Spanish, the archive answers with the Spanish text (what a Spanish page shows).
      const spanish = await visitor.get<NewsArchivePage>(`/api/news/archive?search=${draftWord}&lang=es`);
      expect(spanish.body.items.map((item) => [item.title, item.lang])).toEqual([[`Noticia ${draftWord}`, 'es']]);
      expect((await visitor.get(`/api/news/archive?lang=de`)).status).toBe(400);
    });
  });
});
