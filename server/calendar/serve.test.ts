import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCalendarPath, EVENTS_CALENDAR_PATH } from '../../shared/calendar-links';
import { LANGUAGES } from '../../shared/constants';
import type { ManagedEvent } from '../../shared/entities';
import { localizedPath } from '../../shared/routes';
import { siteTextsIn } from '../../shared/site-texts';
import { createEvent, eventInput } from '../../tests/factories';
import { testDatabaseKinds } from '../../tests/helpers/databases';
import { fetchWithHost, type ApiClient } from '../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../tests/helpers/server';
import { readSiteSettings } from '../settings';
import { eventIcs } from './serve';
import { readIcs, type ReadEvent } from '../../tests/helpers/read-ics';

const DAY_MS = 86_400_000;

// The calendars as a calendar client gets them: plain HTTP, parsed with ical.js.
describe.each(testDatabaseKinds())('iCalendar files of the events on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let host: string;
  const ids: Record<string, number> = {};

  const get = (path: string, init: RequestInit = {}) => fetch(server.baseUrl + path, { redirect: 'manual', ...init });
  const calendarAt = async (path: string, headers: Record<string, string> = {}) => {
    // Over node:http, so that a forged Host reaches the server (fetch sends the real one).
    const response = await fetchWithHost(server.baseUrl + path, { headers });
    expect(response.status, path).toBe(200);
    const ics = await response.text();
    return { response, ics, calendar: readIcs(ics) };
  };
  const byUid = (events: ReadEvent[], id: number) => events.find((event) => event.uid === `event-${id}@${host}`);
  const uidsOf = (events: ReadEvent[]) => events.map((event) => event.uid);
  const uid = (id: number) => `event-${id}@${host}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    host = new URL(server.baseUrl).hostname;
    ({ client: editor } = await signedInClient(server, 'editor'));
    const now = Date.now();
    const made = {
      upcomingNordic: { eventType: 'in-person', region: 'nordic', date: new Date(now + 10 * DAY_MS) },
      upcomingVirtualIbero: {
        eventType: 'virtual',
        region: 'ibero-america',
        timeZone: 'America/Mexico_City',
        date: new Date(now + 20 * DAY_MS),
        registrationLink: 'https://meet.example/ibero',
      },
      hybridBaltic: {
        eventType: 'hybrid',
        region: 'baltic',
        timeZone: 'Europe/Riga',
        date: new Date(now + 5 * DAY_MS),
      },
      noRegion: { eventType: 'in-person', region: null, date: new Date(now + 30 * DAY_MS) },
      recentPast: { eventType: 'in-person', region: 'nordic', date: new Date(now - 300 * DAY_MS) },
      oldPast: { eventType: 'in-person', region: 'nordic', date: new Date(now - 400 * DAY_MS) },
      deleted: { eventType: 'in-person', region: 'nordic', date: new Date(now + 3 * DAY_MS), deletedAt: new Date() },
      // On both sides of the changes of 2026 (fixed dates: read through their own files).
      springBefore: {
        eventType: 'in-person',
        region: null,
        timeZone: 'Europe/Stockholm',
        date: new Date('2026-03-28T09:00:00Z'),
      },
      springAfter: {
        eventType: 'in-person',
        region: null,
        timeZone: 'Europe/Stockholm',
        date: new Date('2026-03-29T08:00:00Z'),
      },
      autumnBefore: {
        eventType: 'in-person',
        region: null,
        timeZone: 'Europe/Stockholm',
        date: new Date('2026-10-24T08:00:00Z'),
      },
      autumnAfter: {
        eventType: 'in-person',
        region: null,
        timeZone: 'Europe/Stockholm',
        date: new Date('2026-10-25T09:00:00Z'),
      },
      mexicoSummer: {
        eventType: 'in-person',
        region: null,
        timeZone: 'America/Mexico_City',
        date: new Date('2026-07-15T16:00:00Z'),
      },
    } as const;
    for (const [name, overrides] of Object.entries(made)) {
      ids[name] = (await createEvent(server.db, { title: `Event ${name}`, ...overrides })).id;
    }
    // A ready Spanish translation of one event, an unfinished Swedish one.
    await server.db.models.ContentTranslation.bulkCreate([
      {
        kind: 'events',
        itemId: ids.upcomingNordic as number,
        language: 'es',
        title: 'Encuentro nórdico',
        description: 'Una **reunión** de socios.',
        location: 'Estocolmo',
        ready: true,
        sourceChangedAt: new Date(),
      },
      {
        kind: 'events',
        itemId: ids.upcomingNordic as number,
        language: 'sv',
        title: 'Nordisk träff (utkast)',
        ready: false,
        sourceChangedAt: new Date(),
      },
    ]);
  });
  afterAll(() => server.close());

  it.each(LANGUAGES)('%s: /events.ics is a calendar of the events, with headers for a calendar', async (language) => {
    const path = localizedPath(EVENTS_CALENDAR_PATH, language);
    const { response, calendar } = await calendarAt(path);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(calendar.name).toBe(siteTextsIn(await readSiteSettings(server.db.models), language).siteName);
    const uids = uidsOf(calendar.events);
    for (const name of ['upcomingNordic', 'upcomingVirtualIbero', 'hybridBaltic', 'noRegion', 'recentPast'])
      expect(uids, name).toContain(uid(ids[name] as number));
    // Over for more than a year, or deleted: not there.
    expect(uids).not.toContain(uid(ids.oldPast as number));
    expect(uids).not.toContain(uid(ids.deleted as number));
    // Each event's page, in the calendar's language, on PUBLIC_URL.
    const nordic = byUid(calendar.events, ids.upcomingNordic as number);
    expect(nordic?.url).toBe(`${server.baseUrl}${localizedPath(`/events/${ids.upcomingNordic}`, language)}`);
  });

  it('writes the texts in the language asked for where a ready translation exists', async () => {
    const spanish = byUid((await calendarAt('/es/events.ics')).calendar.events, ids.upcomingNordic as number);
    expect(spanish).toMatchObject({ summary: 'Encuentro nórdico', location: 'Estocolmo' });
    expect(spanish?.description).toBe(`Una reunión de socios.\n\n${server.baseUrl}/es/events/${ids.upcomingNordic}`);
    const single = readIcs(await (await get(`/es/events/${ids.upcomingNordic}/calendar.ics`)).text()).events[0];
    expect(single?.summary).toBe('Encuentro nórdico');
    // The Swedish draft is not shown: English text, Swedish page.
    const swedish = byUid((await calendarAt('/sv/events.ics')).calendar.events, ids.upcomingNordic as number);
    expect(swedish?.summary).toBe('Event upcomingNordic');
    expect(swedish?.url).toBe(`${server.baseUrl}/sv/events/${ids.upcomingNordic}`);
    const english = byUid((await calendarAt('/events.ics')).calendar.events, ids.upcomingNordic as number);
    expect(english?.summary).toBe('Event upcomingNordic');
  });

  it('filters by ?type= and ?region=, together too', async () => {
    const uidsAt = async (query: string) => uidsOf((await calendarAt(`/events.ics?${query}`)).calendar.events);
    const virtual = await uidsAt('type=virtual');
    expect(virtual).toEqual([uid(ids.upcomingVirtualIbero as number)]);
    const hybrid = await uidsAt('type=hybrid');
    expect(hybrid).toEqual([uid(ids.hybridBaltic as number)]);
    const nordic = await uidsAt('region=nordic');
    expect(nordic).toContain(uid(ids.upcomingNordic as number));
    expect(nordic).toContain(uid(ids.recentPast as number));
    expect(nordic).not.toContain(uid(ids.noRegion as number));
    expect(nordic).not.toContain(uid(ids.hybridBaltic as number));
    expect(await uidsAt('region=baltic&type=in-person')).toEqual([]);
    expect(await uidsAt('region=ibero-america&type=virtual')).toEqual([uid(ids.upcomingVirtualIbero as number)]);
    const online = byUid((await calendarAt('/events.ics?type=virtual')).calendar.events, ids.upcomingVirtualIbero!);
    expect(online?.description).toContain('https://meet.example/ibero');
  });

  it.each(['type=webinar', 'region=europe', 'type=virtual&region=Nordic', 'type=virtual&type=hybrid'])(
    'answers 400 to an unknown filter value (%s)',
    async (query) => {
      const response = await get(`/es/events.ics?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/must be one of/);
    },
  );

  it('serves one event as a download, 404 for an unknown, deleted or non-numeric id', async () => {
    const id = ids.upcomingNordic as number;
    const { response, calendar } = await calendarAt(eventCalendarPath(id));
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="event-${id}.ics"`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(uidsOf(calendar.events)).toEqual([uid(id)]);
    // Fetched again unchanged: 304 on its validator (fetch would add `Cache-Control: no-cache`, which asks for a full answer).
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get(eventCalendarPath(id), {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    for (const path of [
      eventCalendarPath(ids.deleted as number),
      eventCalendarPath(999_999),
      '/events/abc/calendar.ics',
      '/sv/events/0/calendar.ics',
    ]) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('content-type'), path).not.toMatch(/calendar/);
    }
  });

  it('writes no control character of a stored title, place or description into the file', async () => {
    const event = await createEvent(server.db, { eventType: 'in-person', date: new Date(Date.now() + 8 * DAY_MS) });
    await server.db.sequelize.query(
      'UPDATE events SET title = :title, location = :location, description = :description WHERE id = :id',
      {
        replacements: {
          id: event.id,
          title: 'Trade\u0001 evening\u000B',
          location: 'Riga\u0007',
          description: 'Talks\u001B and\u000C networking.',
        },
      },
    );
    const { ics, calendar } = await calendarAt(`/events/${event.id}/calendar.ics`);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(ics).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    expect(calendar.events[0]).toMatchObject({ summary: 'Trade evening', location: 'Riga' });
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const path of ['/events.ics', eventCalendarPath(ids.upcomingNordic as number)]) {
      const head = await get(path, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
      expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(await head.text()).toBe('');
    }
    expect((await get(eventCalendarPath(999_999), { method: 'HEAD' })).status).toBe(404);
  });

  it.each([
    ['springBefore', '2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00', 'Europe/Stockholm'],
    ['springAfter', '2026-03-29T08:00:00.000Z', '2026-03-29T10:00:00', 'Europe/Stockholm'],
    ['autumnBefore', '2026-10-24T08:00:00.000Z', '2026-10-24T10:00:00', 'Europe/Stockholm'],
    ['autumnAfter', '2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00', 'Europe/Stockholm'],
    ['mexicoSummer', '2026-07-15T16:00:00.000Z', '2026-07-15T10:00:00', 'America/Mexico_City'],
  ])('%s: starts at %s (%s in %s)', async (name, instant, local, timeZone) => {
    const { calendar } = await calendarAt(eventCalendarPath(ids[name] as number));
    expect(calendar.timeZones).toEqual([timeZone]);
    expect(calendar.events[0]).toMatchObject({ startZone: timeZone, startLocal: local, start: instant });
  });

  it('keeps UIDs across fetches and an update, with a growing SEQUENCE', async () => {
    const created = await editor.post<ManagedEvent>('/api/admin/events', eventInput({ title: 'Before' }));
    expect(created.status).toBe(201);
    const event = created.body;
    const first = (await calendarAt('/events.ics')).calendar.events;
    const second = (await calendarAt('/events.ics')).calendar.events;
    expect(uidsOf(second)).toEqual(uidsOf(first));
    const before = byUid(first, event.id);
    expect(before).toMatchObject({ uid: uid(event.id), summary: 'Before', sequence: event.version });

    const updated = await editor.put<ManagedEvent>(`/api/admin/events/${event.id}`, {
      ...eventInput(),
      title: 'After',
      date: event.date,
      version: event.version,
    });
    expect(updated.status).toBe(200);
    const after = byUid((await calendarAt('/events.ics')).calendar.events, event.id);
    expect(after).toMatchObject({ uid: uid(event.id), summary: 'After' });
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
    const single = (await calendarAt(eventCalendarPath(event.id))).calendar.events[0];
    expect(single).toMatchObject({ uid: uid(event.id), sequence: after?.sequence });

    // Deleted: gone from the calendar, its file a 404.
    expect((await editor.delete(`/api/admin/events/${event.id}`)).status).toBeLessThan(300);
    expect(uidsOf((await calendarAt('/events.ics')).calendar.events)).not.toContain(uid(event.id));
    expect((await get(eventCalendarPath(event.id))).status).toBe(404);
  });

  it('takes every address from PUBLIC_URL, never from the Host header', async () => {
    const headers = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };
    for (const path of ['/es/events.ics', eventCalendarPath(ids.upcomingVirtualIbero as number)]) {
      const { ics, calendar } = await calendarAt(path, headers);
      expect(ics).not.toContain('attacker.example');
      for (const event of calendar.events) {
        expect(event.uid).toMatch(new RegExp(`@${host.replace(/\./g, '\\.')}$`));
        expect(event.url?.startsWith(`${server.baseUrl}/`)).toBe(true);
      }
    }
  });

  it('gives the registration mails the same file: eventIcs', async () => {
    const id = ids.upcomingNordic as number;
    const ics = await eventIcs(server.db.models, id, 'es', 'https://mail.example');
    const [event] = readIcs(ics ?? '').events;
    expect(event).toMatchObject({ uid: `event-${id}@mail.example`, summary: 'Encuentro nórdico' });
    expect(event?.url).toBe(`https://mail.example/es/events/${id}`);
    expect(await eventIcs(server.db.models, ids.deleted as number, 'es', 'https://mail.example')).toBeNull();
  });
});
