import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ChamberEvent, ManagedEvent } from '../../../shared/entities';
import { REGISTRATION_REFUSALS, type RegistrationResult } from '../../../shared/schemas';
import { createEvent, createMember, createUser, eventInput, FACTORY_PASSWORD } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';

const DAY = 86_400_000;

const person = (email: string) => ({
  fullName: 'Maria Member',
  email,
  organization: null,
  consent: true,
  language: 'en',
  website: '',
});

// An event can be kept for the chamber's members: its public form then takes only a signed-in
// member representative, while staff may still add anyone.
describe.each(testDatabaseKinds())('members-only events on %s', (kind) => {
  let server: TestServer;
  let staff: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: staff } = await signedInClient(server, 'editor'));
  });
  afterAll(() => server.close());

  const membersOnlyEvent = () =>
    createEvent(server.db, {
      registrationMode: 'internal',
      capacity: 10,
      membersOnly: true,
      date: new Date(Date.now() + 7 * DAY),
    });
  const signedIn = async (role: 'member' | 'registered' | 'viewer', memberId: number | null = null) => {
    const user = await createUser(server.db, { role, memberId });
    const client = new ApiClient(server.baseUrl);
    await client.login(user.username, FACTORY_PASSWORD);
    return client;
  };

  it('is set by staff and shown on the public event', async () => {
    const created = await staff.post<ManagedEvent>(
      '/api/admin/events',
      eventInput({ registrationMode: 'internal', capacity: 5, membersOnly: true }),
    );
    expect(created.status).toBe(201);
    expect(created.body.membersOnly).toBe(true);
    const shown = await new ApiClient(server.baseUrl).get<ChamberEvent>(`/api/events/${created.body.id}`);
    expect(shown.body.membersOnly).toBe(true);
    const plain = await staff.post<ManagedEvent>('/api/admin/events', eventInput({ registrationMode: 'internal' }));
    expect(plain.body.membersOnly).toBe(false);
  });

  it('refuses a visitor, an account without staff access and a staff account with 403 and the reason; nothing is stored', async () => {
    const event = await membersOnlyEvent();
    const company = await createMember(server.db);
    const callers = [
      new ApiClient(server.baseUrl),
      await signedIn('registered'),
      await signedIn('viewer'),
      // A member account whose company is gone represents no one.
      await signedIn('member', null),
    ];
    for (const [index, caller] of callers.entries()) {
      const response = await caller.post<ApiError>(
        `/api/events/${event.id}/registrations`,
        person(`refused-${index}@example.com`),
      );
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(REGISTRATION_REFUSALS.membersOnly);
    }
    expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(0);

    const member = await signedIn('member', company.id);
    const accepted = await member.post<RegistrationResult>(
      `/api/events/${event.id}/registrations`,
      person('maria@member.example'),
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.status).toBe('confirmed');
  });

  it('lets staff add anyone by hand', async () => {
    const event = await membersOnlyEvent();
    const added = await staff.post(`/api/admin/events/${event.id}/registrations`, {
      fullName: 'Guest Speaker',
      email: 'speaker@example.com',
      language: 'en',
      notify: false,
    });
    expect(added.status).toBe(201);
  });

  it('takes anyone on an event that is not members-only', async () => {
    const event = await createEvent(server.db, { registrationMode: 'internal', capacity: 10 });
    const response = await new ApiClient(server.baseUrl).post(
      `/api/events/${event.id}/registrations`,
      person('anyone@example.com'),
    );
    expect(response.status).toBe(201);
  });
});
