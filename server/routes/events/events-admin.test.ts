import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ChamberEvent, ManagedEvent } from '../../../shared/entities';
import { eventInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { updateBodyOf } from '../../../tests/helpers/content-shapes';

const m = {
  required: 'This field is required',
  invalidUrl: 'Please enter a valid URL starting with http:// or https://',
  invalidImage: 'Please enter an https:// image address or upload an image',
  invalidDate: 'Please enter a valid date',
  endBeforeStart: 'The end date cannot be before the start date',
  invalidChoice: 'Please choose one of the options',
};

const token = () => `t${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
const isoIn = (days: number) => new Date(Math.round((Date.now() + days * DAY) / 1000) * 1000).toISOString();

describe.each(testDatabaseKinds())('staff events API on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: editor } = await signedInClient(server, 'editor'));
  });
  afterAll(() => server.close());

  async function create(overrides: Record<string, unknown>): Promise<ManagedEvent> {
    const response = await editor.post<ManagedEvent>('/api/admin/events', eventInput(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body;
  }

  async function ids(query: string): Promise<number[]> {
    const response = await editor.get<ManagedEvent[]>(`/api/admin/events?${query}&pageSize=100`);
    expect(response.status, response.text).toBe(200);
    return response.body.map((item) => item.id);
  }

  describe('validation (EventInputSchema)', () => {
    it.each([
      ['title', { title: '' }, m.required],
      ['eventType', { eventType: 'webinar' }, m.invalidChoice],
      ['date', { date: undefined }, m.required],
      ['date', { date: 'next friday' }, m.invalidDate],
      ['date', { date: '2026-12-01T10:00:00' }, m.invalidDate], // no zone
      ['endDate', { endDate: '2026-13-01T10:00:00Z' }, m.invalidDate],
      ['image', { image: 'http://example.com/event.jpg' }, m.invalidImage],
      ['image', { image: '/api/images/0' }, m.invalidImage],
      ['registrationLink', { registrationLink: 'register-here' }, m.invalidUrl],
    ])('refuses a bad %s (%j) with 400 and "%s" on the field', async (field, change, message) => {
      const count = await server.db.models.Event.count();
      const response = await editor.post<ApiError>('/api/admin/events', { ...eventInput(), ...change });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
      expect(await server.db.models.Event.count()).toBe(count);
    });

    it('refuses an endDate before the date, with the message on endDate (create and update)', async () => {
      const bad = { date: isoIn(10), endDate: isoIn(9) };
      const created = await editor.post<ApiError>('/api/admin/events', eventInput(bad));
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ error: m.endBeforeStart, fields: { endDate: m.endBeforeStart } });

      const event = await create({});
      const updated = await editor.put<ApiError>(`/api/admin/events/${event.id}`, { ...updateBodyOf(event), ...bad });
      expect(updated.status).toBe(400);
      expect(updated.body.fields).toEqual({ endDate: m.endBeforeStart });
    });

    it('stores a multi-day event with an https image, and an uploaded image path', async () => {
      const date = isoIn(20);
      const endDate = isoIn(22);
      const event = await create({ date, endDate, image: 'https://cdn.example.com/forum.jpg' });
      expect(event).toMatchObject({ date, endDate, image: 'https://cdn.example.com/forum.jpg' });
      expect((await create({ image: '/api/images/42' })).image).toBe('/api/images/42');
      // The public detail shows the same dates.
      const detail = await new ApiClient(server.baseUrl).get<ChamberEvent>(`/api/events/${event.id}`);
      expect(detail.body).toMatchObject({ date, endDate });
    });

    it('accepts a date with an offset and stores it as the same instant', async () => {
      const event = await create({ date: '2027-03-01T10:00:00+02:00' });
      expect(event.date).toBe('2027-03-01T08:00:00.000Z');
    });
  });

  describe('GET /api/admin/events', () => {
    it('orders by date, newest first, then by id', async () => {
      const tag = token();
      const early = await create({ title: `Early ${tag}`, date: isoIn(3) });
      const late = await create({ title: `Late ${tag}`, date: isoIn(30) });
      const sameA = await create({ title: `Same A ${tag}`, date: isoIn(10) });
      const sameB = await create({ title: `Same B ${tag}`, date: sameA.date });
      expect(await ids(`search=${tag}`)).toEqual([late.id, sameB.id, sameA.id, early.id]);
    });

    it('searches title and location, and the format by its label in any language', async () => {
      const tag = token();
      const online = await create({ title: `Webinar ${tag}`, eventType: 'virtual', location: 'Online' });
      const onSite = await create({ title: `Forum ${tag}`, eventType: 'in-person', location: `Vilnius ${tag}` });
      expect(await ids(`search=${tag}`)).toEqual(expect.arrayContaining([online.id, onSite.id]));
      expect(await ids(`search=vilnius ${tag}`)).toEqual([onSite.id]);
      // Swedish 'Digitalt' and Spanish 'Presencial' name the formats.
      const digital = await ids('search=digitalt&eventType=virtual');
      expect(digital).toContain(online.id);
      expect(await ids('search=digitalt')).not.toContain(onSite.id);
      expect(await ids('search=PRESENCIAL')).toContain(onSite.id);
      expect(await ids('search=PRESENCIAL')).not.toContain(online.id);
    });

    it('filters by exact format', async () => {
      const tag = token();
      const hybrid = await create({ title: `Hybrid ${tag}`, eventType: 'hybrid' });
      const virtual = await create({ title: `Virtual ${tag}`, eventType: 'virtual' });
      expect(await ids(`search=${tag}&eventType=hybrid`)).toEqual([hybrid.id]);
      expect(await ids(`search=${tag}&eventType=virtual`)).toEqual([virtual.id]);
      const bad = await editor.get<ApiError>('/api/admin/events?eventType=webinar');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ eventType: m.invalidChoice });
    });
  });
});
