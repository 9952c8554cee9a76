import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChamberEvent, ManagedEvent } from '../../../shared/entities';
import { eventInput } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

// A members-only event held elsewhere: its registration link opens the organiser's form to anyone
// who has it, so the public answers and pages (the same for every visitor, and cached so) carry only
// the site's gate to it, which checks who asks.

describe.each(testDatabaseKinds())('a members-only event registration link on %s', (kind) => {
  let server: TestServer;
  let editor: ApiClient;
  let viewer: ApiClient;
  let member: ApiClient;
  let registered: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);
  const html = { accept: 'text/html' };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: editor } = await signedInClient(server, 'editor'));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
    ({ client: member } = await signedInClient(server, 'member'));
    ({ client: registered } = await signedInClient(server, 'registered'));
  });
  afterAll(() => server.close());

  async function createEvent(overrides: Record<string, unknown>): Promise<ManagedEvent> {
    const created = await editor.post<ManagedEvent>('/api/admin/events', eventInput(overrides));
    expect(created.status).toBe(201);
    return created.body;
  }

  it('keeps the link out of every public answer and page, for everyone, and shows staff the link', async () => {
    const hidden = `https://members.example.org/register/${Date.now()}`;
    const open = `https://public.example.org/register/${Date.now()}`;
    const locked = await createEvent({
      registrationMode: 'external',
      registrationLink: hidden,
      membersOnly: true,
      eventType: 'virtual',
    });
    const free = await createEvent({ registrationMode: 'external', registrationLink: open });
    const gate = `/api/events/${locked.id}/registration-link`;

    for (const [who, client] of [
      ['anonymous', anonymous()],
      ['registered', registered],
      ['member', member],
    ] as const) {
      const list = await client.get<ChamberEvent[]>('/api/events');
      expect(list.text, who).not.toContain(hidden);
      expect(list.body.find((event) => event.id === locked.id)).toMatchObject({
        registrationMode: 'external',
        registrationLink: gate,
        membersOnly: true,
      });
      expect(list.body.find((event) => event.id === free.id)?.registrationLink).toBe(open);
      const item = await client.get<ChamberEvent>(`/api/events/${locked.id}?lang=sv`);
      expect(item.body.registrationLink, who).toBe(gate);

      // The pages twice (the second from the page cache), in the three languages, and the calendar files.
      for (const path of [
        '/events',
        '/events',
        '/es/events',
        `/events/${locked.id}`,
        `/events/${locked.id}`,
        `/sv/events/${locked.id}`,
        `/events/${locked.id}/calendar.ics`,
        '/events.ics',
        '/',
      ]) {
        const page = await client.get(path);
        expect(page.status, `${who} ${path}`).toBe(200);
        expect(page.text, `${who} ${path}`).not.toContain(hidden);
      }
      // The event page's register button leads to the gate, in the page's language.
      expect((await client.get(`/es/events/${locked.id}`)).text).toContain(`${gate}?lang=es`);
    }

    const staff = await editor.get<ManagedEvent>(`/api/admin/events/${locked.id}`);
    expect(staff.body.registrationLink).toBe(hidden);
  });

  it('opens the link for members and staff, sends anyone else to sign in, and keeps no copy', async () => {
    const hidden = `https://members.example.org/register/${Date.now()}`;
    const locked = await createEvent({ registrationMode: 'external', registrationLink: hidden, membersOnly: true });
    const gate = `/api/events/${locked.id}/registration-link`;

    for (const client of [member, viewer, editor]) {
      const opened = await client.get(gate, html);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(hidden);
      expect(opened.headers.get('cache-control')).toBe('no-store');
    }
    for (const client of [anonymous(), registered]) {
      const refused = await client.get(`${gate}?lang=sv`, html);
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toBe(`/auth?next=%2Fsv%2Fevents%2F${locked.id}&lang=sv`);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.text).not.toContain(hidden);
      const api = await client.get(gate);
      expect(api.status).toBe(403);
      expect(api.text).not.toContain(hidden);
    }
  });

  it('forwards anyone to the link of an event open to all, and knows no link of an event without one', async () => {
    const open = `https://public.example.org/register/${Date.now()}`;
    const free = await createEvent({ registrationMode: 'external', registrationLink: open });
    const opened = await anonymous().get(`/api/events/${free.id}/registration-link`, html);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(open);

    const here = await createEvent({ registrationMode: 'internal', registrationLink: null, membersOnly: true });
    expect((await member.get(`/api/events/${here.id}/registration-link`)).status).toBe(404);
    expect((await member.get('/api/events/999999/registration-link')).status).toBe(404);
    expect((await editor.delete(`/api/admin/events/${free.id}`)).status).toBe(204);
    expect((await anonymous().get(`/api/events/${free.id}/registration-link`)).status).toBe(404);
  });
});
