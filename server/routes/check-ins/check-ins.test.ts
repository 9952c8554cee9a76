import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, ChamberEvent } from '../../../shared/entities';
import { validationMessages as m } from '../../../shared/messages';
import {
  CHECK_IN_BATCH_MAX,
  type DoorBatchResult,
  type DoorItem,
  type DoorList,
} from '../../../shared/schemas/check-ins';
import { createEvent, createRegistration, siteSettings } from '../../../tests/factories';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import type { UserModel } from '../../models';
import { erasedRegistrationValues } from '../../privacy/erasure';
import { runRetentionSweep } from '../../privacy/retention';
import { readSiteSettings, writeSiteSettings } from '../../settings';
import { DOOR_KEY_REUSED, EARLIEST_CHECK_IN_MS } from './door';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('check-in at the door on %s', (kind) => {
  let server: TestServer;
  let staff: ApiClient;
  let staffUser: UserModel;
  let secondDoor: ApiClient;
  let viewer: ApiClient;
  const anonymous = () => new ApiClient(server.baseUrl);

  /** An in-person event registered for here, starting in an hour (the door is open). */
  const doorEvent = (overrides: Parameters<typeof createEvent>[1] = {}) =>
    createEvent(server.db, {
      title: `Nordic Trade Evening ${Math.random().toString(36).slice(2, 8)}`,
      eventType: 'in-person',
      location: 'Madrid, Spain',
      timeZone: 'Europe/Madrid',
      registrationMode: 'internal',
      capacity: 50,
      waitlist: true,
      date: new Date(Date.now() + HOUR),
      ...overrides,
    });
  const send = (client: ApiClient, eventId: number, items: DoorItem[]) =>
    client.post<DoorBatchResult & ApiError>(`/api/admin/events/${eventId}/check-ins`, { items });
  const checkIn = (registrationId: number, at = new Date().toISOString(), key = randomUUID()): DoorItem => ({
    key,
    at,
    kind: 'check-in',
    registrationId,
  });
  const walkIn = (email: string, fullName = 'Walk-in Guest', key = randomUUID()): DoorItem => ({
    key,
    at: new Date().toISOString(),
    kind: 'walk-in',
    fullName,
    email,
    organization: 'Fjord Logistics AB',
  });
  const reload = (id: number) => server.db.models.EventRegistration.findByPk(id, { rejectOnEmpty: true });
  /** The audit entries about registration `id` with `action`. */
  const auditOf = (id: number, action: string) =>
    server.db.models.AuditEntry.findAll({ where: { entity: 'registration', entityId: id, action } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ client: staff, user: staffUser } = await signedInClient(server, 'editor', { fullName: 'Door Staff' }));
    ({ client: secondDoor } = await signedInClient(server, 'editor', { fullName: 'Second Door' }));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
  });
  afterAll(() => server.close());

  it('copies the door list: the event and everyone registered, by name, with the waiting list’s places', async () => {
    const event = await doorEvent({ capacity: 2, endDate: new Date(Date.now() + 3 * HOUR) });
    const zoe = await createRegistration(server.db, event.id, { fullName: 'Zoë Ortega' });
    const anders = await createRegistration(server.db, event.id, { fullName: 'anders Berg' });
    const waitingFirst = await createRegistration(server.db, event.id, {
      fullName: 'Märta Lind',
      status: 'waitlisted',
      createdAt: new Date(Date.now() - 2 * HOUR),
    });
    const waitingSecond = await createRegistration(server.db, event.id, {
      fullName: 'Bruno Díaz',
      status: 'waitlisted',
      createdAt: new Date(Date.now() - HOUR),
    });
    const cancelled = await createRegistration(server.db, event.id, {
      fullName: 'Carla Núñez',
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const erased = await createRegistration(server.db, event.id, { fullName: 'Erik Erased' });
    await server.db.models.EventRegistration.update(erasedRegistrationValues(server.db.sequelize), {
      where: { id: erased.id },
    });
    const other = await doorEvent();
    await createRegistration(server.db, other.id, { fullName: 'Aaron Elsewhere' });

    const before = Date.now();
    const response = await staff.get<DoorList>(`/api/admin/events/${event.id}/door-list`);
    expect(response.status, response.text).toBe(200);
    expect(response.body.event).toEqual({
      id: event.id,
      title: event.title,
      date: event.date.toISOString(),
      endDate: event.endDate!.toISOString(),
      timeZone: 'Europe/Madrid',
      location: 'Madrid, Spain',
    });
    // By name whatever the case, cancelled and waiting people too; the erased one is nobody's.
    expect(response.body.people.map((person) => [person.id, person.status, person.waitlistPosition])).toEqual([
      [anders.id, 'confirmed', null],
      [waitingSecond.id, 'waitlisted', 2],
      [cancelled.id, 'cancelled', null],
      [waitingFirst.id, 'waitlisted', 1],
      [zoe.id, 'confirmed', null],
    ]);
    expect(response.body.people[0]).toMatchObject({ fullName: 'anders Berg', email: anders.email, version: 1 });
    expect(new Date(response.body.fetchedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(response.body.fetchedAt).getTime()).toBeLessThanOrEqual(Date.now());

    // A deleted event's door still opens (its list stays readable); an unknown one is 404.
    await event.update({ deletedAt: new Date() });
    expect((await staff.get<DoorList>(`/api/admin/events/${event.id}/door-list`)).body.people).toHaveLength(5);
    expect((await staff.get(`/api/admin/events/999999/door-list`)).status).toBe(404);
  });

  it('applies a queue of check-ins and a walk-in in order, audited, and a resent queue changes nothing', async () => {
    const event = await doorEvent();
    const people = await Promise.all(
      ['Ana Ruiz', 'Björn Holm', 'Clara Vidal'].map((fullName) =>
        createRegistration(server.db, event.id, { fullName }),
      ),
    );
    const times = [10, 8, 5].map((minutes) => new Date(Date.now() - minutes * 60_000).toISOString());
    const items = [
      checkIn(people[0]!.id, times[0]),
      checkIn(people[1]!.id, times[1]),
      checkIn(people[2]!.id, times[2]),
      walkIn('Sven.Walker@Example.se', 'Sven Walker'),
    ];
    const first = await send(staff, event.id, items);
    expect(first.status, first.text).toBe(200);
    expect(first.body.results.map((result) => [result.key, result.outcome])).toEqual(
      items.map((item) => [item.key, 'checked-in']),
    );
    for (const [index, person] of people.entries()) {
      const row = await reload(person.id);
      // The door's time is kept: it happened then, not when the queue reached the server.
      expect(row.checkedInAt?.toISOString()).toBe(times[index]);
      expect(row.version).toBe(2);
      expect(first.body.results[index]!.registration).toMatchObject({
        id: person.id,
        checkedInAt: times[index],
        version: 2,
      });
      const [entry, ...more] = await auditOf(person.id, 'check-in');
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({ userId: staffUser.id, label: `${person.fullName} (${event.title})` });
    }
    const added = first.body.results[3]!.registration!;
    expect(added).toMatchObject({
      eventId: event.id,
      fullName: 'Sven Walker',
      email: 'sven.walker@example.se',
      organization: 'Fjord Logistics AB',
      attendance: 'in-person',
      language: 'en',
      status: 'confirmed',
      source: 'staff',
      version: 2,
    });
    expect(added.checkedInAt).not.toBeNull();
    expect((await auditOf(added.id, 'create')).map((entry) => entry.label)).toEqual([`Sven Walker (${event.title})`]);
    expect(await auditOf(added.id, 'check-in')).toHaveLength(1);
    // No mail to someone standing at the door.
    expect(await server.db.models.OutboxMail.count({ where: { toAddress: 'sven.walker@example.se' } })).toBe(0);

    // The answer was lost: the same queue again answers the same and checks no one in twice.
    const again = await send(staff, event.id, items);
    expect(again.status).toBe(200);
    expect(again.body.results.map((result) => [result.key, result.outcome, result.registration?.id])).toEqual(
      first.body.results.map((result) => [result.key, 'checked-in', result.registration?.id]),
    );
    for (const [index, person] of people.entries()) {
      expect((await reload(person.id)).checkedInAt?.toISOString()).toBe(times[index]);
      expect((await reload(person.id)).version).toBe(2);
      expect(await auditOf(person.id, 'check-in')).toHaveLength(1);
    }
    expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(4);
    expect(await auditOf(added.id, 'check-in')).toHaveLength(1);
    expect(await server.db.models.DoorCheckIn.count({ where: { eventId: event.id } })).toBe(4);
  });

  it('checks a person in once when two computers send them under their own keys: the first time stays', async () => {
    const event = await doorEvent();
    const person = await createRegistration(server.db, event.id, { fullName: 'Dora Twice' });
    const firstAt = new Date(Date.now() - 20 * 60_000).toISOString();
    const first = await send(staff, event.id, [checkIn(person.id, firstAt)]);
    expect(first.body.results[0]!.outcome).toBe('checked-in');
    const second = await send(secondDoor, event.id, [checkIn(person.id, new Date(Date.now() - 60_000).toISOString())]);
    expect(second.status).toBe(200);
    expect(second.body.results[0]).toMatchObject({
      outcome: 'already-checked-in',
      registration: { id: person.id, checkedInAt: firstAt, version: 2 },
    });
    expect((await reload(person.id)).checkedInAt?.toISOString()).toBe(firstAt);
    expect(await auditOf(person.id, 'check-in')).toHaveLength(1);
  });

  it('answers a key sent by another user the first outcome, changing nothing', async () => {
    const event = await doorEvent();
    const person = await createRegistration(server.db, event.id);
    const item = checkIn(person.id);
    expect((await send(staff, event.id, [item])).body.results[0]!.outcome).toBe('checked-in');
    const resent = await send(secondDoor, event.id, [item]);
    expect(resent.body.results[0]).toMatchObject({ outcome: 'checked-in', registration: { id: person.id } });
    expect(await auditOf(person.id, 'check-in')).toHaveLength(1);
    const receipt = await server.db.models.DoorCheckIn.findOne({ where: { key: item.key }, rejectOnEmpty: true });
    expect(receipt.userId).toBe(staffUser.id);
  });

  it('refuses a key replayed for another event or another person, checking no one in', async () => {
    const event = await doorEvent();
    const other = await doorEvent();
    const person = await createRegistration(server.db, event.id, { fullName: 'Ines Once' });
    const neighbour = await createRegistration(server.db, event.id, { fullName: 'Nils Neighbour' });
    const elsewhere = await createRegistration(server.db, other.id, { fullName: 'Olga Elsewhere' });
    const key = randomUUID();
    const item = checkIn(person.id, undefined, key);
    expect((await send(staff, event.id, [item])).body.results[0]!.outcome).toBe('checked-in');

    const replays: [number, DoorItem][] = [
      [other.id, checkIn(elsewhere.id, undefined, key)],
      [event.id, checkIn(neighbour.id, undefined, key)],
      [other.id, walkIn('replayed.walk-in@example.se', 'Replayed Walk-in', key)],
    ];
    for (const [eventId, replay] of replays) {
      const answer = await send(staff, eventId, [replay]);
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body.error).toBe(DOOR_KEY_REUSED);
    }
    for (const untouched of [neighbour, elsewhere]) {
      expect((await reload(untouched.id)).checkedInAt).toBeNull();
      expect(await auditOf(untouched.id, 'check-in')).toHaveLength(0);
    }
    expect(await server.db.models.EventRegistration.count({ where: { eventId: other.id } })).toBe(1);
    expect(await server.db.models.DoorCheckIn.count({ where: { key: item.key } })).toBe(1);
    // The item it was made for still answers its first outcome.
    const resent = await send(staff, event.id, [item]);
    expect(resent.body.results[0]).toMatchObject({ outcome: 'checked-in', registration: { id: person.id } });
  });

  it('leaves a cancelled or waiting person as they are, and finds no one of another event or erased', async () => {
    const event = await doorEvent();
    const cancelledMeanwhile = await createRegistration(server.db, event.id, {
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const waiting = await createRegistration(server.db, event.id, { status: 'waitlisted' });
    const elsewhere = await createRegistration(server.db, (await doorEvent()).id);
    const erased = await createRegistration(server.db, event.id);
    await server.db.models.EventRegistration.update(erasedRegistrationValues(server.db.sequelize), {
      where: { id: erased.id },
    });

    const response = await send(staff, event.id, [
      checkIn(cancelledMeanwhile.id),
      checkIn(waiting.id),
      checkIn(elsewhere.id),
      checkIn(erased.id),
      checkIn(2_000_000_000),
    ]);
    expect(response.status).toBe(200);
    expect(response.body.results.map((result) => [result.outcome, result.registration?.id ?? null])).toEqual([
      ['cancelled', cancelledMeanwhile.id],
      ['not-confirmed', waiting.id],
      ['not-found', null],
      ['not-found', null],
      ['not-found', null],
    ]);
    for (const id of [cancelledMeanwhile.id, waiting.id, elsewhere.id, erased.id]) {
      const row = await reload(id);
      expect(row.checkedInAt).toBeNull();
      expect(row.version).toBe(id === erased.id ? 2 : 1);
      expect(await auditOf(id, 'check-in')).toHaveLength(0);
    }
    expect((await reload(cancelledMeanwhile.id)).status).toBe('cancelled');
    expect((await reload(waiting.id)).status).toBe('waitlisted');
  });

  it('checks a walk-in already registered under the address in instead of adding them again', async () => {
    const event = await doorEvent();
    const registered = await createRegistration(server.db, event.id, {
      fullName: 'Elena Reyes',
      email: 'elena@reyes.example',
      emailKey: 'elena@reyes.example',
    });
    const gaveUp = await createRegistration(server.db, event.id, {
      email: 'gave.up@example.org',
      emailKey: 'gave.up@example.org',
      status: 'cancelled',
      cancelledAt: new Date(),
    });
    const response = await send(staff, event.id, [
      walkIn(' Elena@Reyes.EXAMPLE ', 'Elena R.'),
      walkIn('Gave.Up@example.org'),
    ]);
    expect(response.status, response.text).toBe(200);
    expect(response.body.results.map((result) => [result.outcome, result.registration?.id])).toEqual([
      ['checked-in', registered.id],
      ['cancelled', gaveUp.id],
    ]);
    expect((await reload(registered.id)).checkedInAt).not.toBeNull();
    expect((await reload(registered.id)).fullName).toBe('Elena Reyes');
    // Staff decide about a cancelled person: the door does not bring them back.
    expect((await reload(gaveUp.id)).status).toBe('cancelled');
    expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(2);
    expect(await auditOf(registered.id, 'check-in')).toHaveLength(1);
    expect(await auditOf(gaveUp.id, 'check-in')).toHaveLength(0);
  });

  it('gives a walk-in a place in a full event, with the site’s language, and the public places follow', async () => {
    await server.db.sequelize.transaction((transaction) =>
      writeSiteSettings(server.db.models, siteSettings({ defaultLanguage: 'sv' }), transaction),
    );
    try {
      const full = await doorEvent({ capacity: 1, waitlist: false });
      const taken = await createRegistration(server.db, full.id);
      const fullWithWaitlist = await doorEvent({ capacity: 1, waitlist: true });
      await createRegistration(server.db, fullWithWaitlist.id);
      const counted = await doorEvent({ capacity: 3 });
      await createRegistration(server.db, counted.id);
      const placesLeft = async (eventId: number) =>
        (await anonymous().get<ChamberEvent[]>('/api/events')).body.find((shown) => shown.id === eventId)?.placesLeft;
      expect(await placesLeft(counted.id)).toBe(2);

      const response = await send(staff, full.id, [walkIn('late@arrival.example', 'Late Arrival')]);
      expect(response.status, response.text).toBe(200);
      expect(response.body.results[0]).toMatchObject({
        outcome: 'checked-in',
        registration: { status: 'confirmed', language: 'sv', source: 'staff' },
      });
      expect(await server.db.models.EventRegistration.count({ where: { eventId: full.id, status: 'confirmed' } })).toBe(
        2,
      );
      expect((await reload(taken.id)).status).toBe('confirmed');

      // A full event with a waiting list: the walk-in still gets a place, not the waiting list.
      const intoWaiting = await send(staff, fullWithWaitlist.id, [walkIn('other@arrival.example')]);
      expect(intoWaiting.body.results[0]).toMatchObject({
        outcome: 'checked-in',
        registration: { status: 'confirmed' },
      });

      // The cached public list is cleared: it counts the walk-in's place.
      await send(staff, counted.id, [walkIn('third@arrival.example')]);
      expect(await placesLeft(counted.id)).toBe(1);
    } finally {
      await server.db.sequelize.transaction((transaction) =>
        writeSiteSettings(server.db.models, siteSettings(), transaction),
      );
    }
  });

  it('keeps the door’s time, but never later than the server’s now nor long before the start', async () => {
    const event = await doorEvent();
    const [ahead, behind] = await Promise.all([
      createRegistration(server.db, event.id),
      createRegistration(server.db, event.id),
    ]);
    const sent = Date.now();
    const response = await send(staff, event.id, [
      checkIn(ahead.id, new Date(Date.now() + DAY).toISOString()),
      // A computer whose clock went back to 2001.
      checkIn(behind.id, '2001-01-01T09:00:00+01:00'),
    ]);
    const answered = Date.now();
    expect(response.body.results.map((result) => result.outcome)).toEqual(['checked-in', 'checked-in']);
    const aheadAt = (await reload(ahead.id)).checkedInAt!.getTime();
    expect(aheadAt).toBeGreaterThanOrEqual(sent - 1000);
    expect(aheadAt).toBeLessThanOrEqual(answered);
    expect((await reload(behind.id)).checkedInAt!.getTime()).toBe(event.date.getTime() - EARLIEST_CHECK_IN_MS);
  });

  it('applies a key sent twice at the same time once', async () => {
    const event = await doorEvent();
    const person = await createRegistration(server.db, event.id);
    const item = checkIn(person.id);
    const walker = walkIn('racing@example.org', 'Race Walker');
    const answers = await Promise.all(
      [staff, secondDoor, staff, secondDoor].map((client) => send(client, event.id, [item, walker])),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.results.map((result) => result.outcome)).toEqual(['checked-in', 'checked-in']);
    }
    expect(await auditOf(person.id, 'check-in')).toHaveLength(1);
    expect((await reload(person.id)).version).toBe(2);
    const walkers = await server.db.models.EventRegistration.findAll({
      where: { eventId: event.id, emailKey: 'racing@example.org' },
    });
    expect(walkers).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.results[1]!.registration?.id))).toEqual(
      new Set([walkers[0]!.id]),
    );
    expect(await server.db.models.DoorCheckIn.count({ where: { key: [item.key, walker.key] } })).toBe(2);
  });

  it('keeps each applied item with its receipt when a later one fails, and the queue sent again goes on', async () => {
    // Registered elsewhere: a walk-in cannot be added here.
    const event = await doorEvent({ registrationMode: 'external', registrationLink: 'https://tickets.example/x' });
    const person = await createRegistration(server.db, event.id);
    const items = [checkIn(person.id), walkIn('nobody@example.org')];
    const failed = await send(staff, event.id, items);
    expect(failed.status).toBe(409);
    expect((await reload(person.id)).checkedInAt).not.toBeNull();
    expect(await server.db.models.DoorCheckIn.count({ where: { key: items[0]!.key } })).toBe(1);
    expect(await server.db.models.DoorCheckIn.count({ where: { key: items[1]!.key } })).toBe(0);
    expect(await server.db.models.EventRegistration.count({ where: { eventId: event.id } })).toBe(1);
    // Sent again without the refused walk-in: the check-in answers as before.
    const again = await send(staff, event.id, [items[0]!]);
    expect(again.body.results[0]).toMatchObject({ outcome: 'checked-in', registration: { id: person.id } });
    expect(await auditOf(person.id, 'check-in')).toHaveLength(1);
  });

  it('keeps a receipt whose registration was erased or replaced since', async () => {
    const event = await doorEvent();
    const person = await createRegistration(server.db, event.id, { status: 'cancelled', cancelledAt: new Date() });
    const item = checkIn(person.id);
    expect((await send(staff, event.id, [item])).body.results[0]!.outcome).toBe('cancelled');
    // The person registers again: the cancelled row is replaced by a new one.
    const again = await anonymous().post(`/api/events/${event.id}/registrations`, {
      fullName: person.fullName,
      email: person.email,
      consent: true,
      language: 'en',
      website: '',
    });
    expect(again.status, again.text).toBe(201);
    expect(await server.db.models.EventRegistration.findByPk(person.id)).toBeNull();
    const receipt = await server.db.models.DoorCheckIn.findOne({ where: { key: item.key }, rejectOnEmpty: true });
    expect(receipt.registrationId).toBeNull();
    expect((await send(staff, event.id, [item])).body.results[0]).toEqual({
      key: item.key,
      outcome: 'cancelled',
      registration: null,
    });

    const erased = await createRegistration(server.db, event.id);
    const erasedItem = checkIn(erased.id);
    expect((await send(staff, event.id, [erasedItem])).body.results[0]!.outcome).toBe('checked-in');
    await server.db.models.EventRegistration.update(erasedRegistrationValues(server.db.sequelize), {
      where: { id: erased.id },
    });
    const resent = await send(staff, event.id, [erasedItem]);
    expect(resent.body.results[0]).toMatchObject({ outcome: 'checked-in', registration: { fullName: 'Erased' } });
  });

  it('lets the retention sweep delete receipts older than the past events’ registrations are kept', async () => {
    const event = await doorEvent();
    const [old, recent] = await Promise.all([
      createRegistration(server.db, event.id),
      createRegistration(server.db, event.id),
    ]);
    const oldItem = checkIn(old.id);
    const recentItem = checkIn(recent.id);
    await send(staff, event.id, [oldItem, recentItem]);
    const { retention } = await readSiteSettings(server.db.models);
    const longAgo = new Date(Date.now() - (retention.pastEventRegistrationMonths + 1) * 31 * DAY);
    await server.db.sequelize.query('UPDATE door_check_ins SET created_at = :longAgo WHERE key = :key', {
      replacements: { longAgo, key: oldItem.key },
      type: QueryTypes.UPDATE,
    });
    const counts = await runRetentionSweep(server.db, server.app.context.services.logger);
    expect(counts.doorCheckIns).toBe(1);
    expect(await server.db.models.DoorCheckIn.count({ where: { key: [oldItem.key, recentItem.key] } })).toBe(1);
    expect(await server.db.models.DoorCheckIn.count({ where: { key: recentItem.key } })).toBe(1);
    // The check-in itself stays.
    expect((await reload(old.id)).checkedInAt).not.toBeNull();
  });

  it('refuses a malformed queue with the shared messages, applying none of it', async () => {
    const event = await doorEvent();
    const person = await createRegistration(server.db, event.id);
    const badKey = await send(staff, event.id, [checkIn(person.id), { ...checkIn(person.id), key: 'no spaces!' }]);
    expect(badKey.status).toBe(400);
    expect(badKey.body.fields).toEqual({ 'items.1.key': m.invalidChoice });
    const shortKey = await send(staff, event.id, [{ ...checkIn(person.id), key: 'abc' }]);
    expect(shortKey.body.fields).toEqual({ 'items.0.key': m.invalidChoice });
    const tooMany = await send(
      staff,
      event.id,
      Array.from({ length: CHECK_IN_BATCH_MAX + 1 }, () => checkIn(person.id)),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: m.tooLong, fields: { items: m.tooLong } });
    const none = await send(staff, event.id, []);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ items: m.required });
    const badTime = await send(staff, event.id, [{ ...checkIn(person.id), at: 'yesterday' }]);
    expect(badTime.body.fields).toEqual({ 'items.0.at': m.invalidChoice });
    expect((await reload(person.id)).checkedInAt).toBeNull();
    expect(await server.db.models.DoorCheckIn.count({ where: { eventId: event.id } })).toBe(0);
    // A batch for an event that does not exist.
    expect((await send(staff, 999_999, [checkIn(person.id)])).status).toBe(404);
  });

  it('lets only staff who manage registrations at the door', async () => {
    const event = await doorEvent();
    const person = await createRegistration(server.db, event.id);
    const item = checkIn(person.id);
    expect((await anonymous().get(`/api/admin/events/${event.id}/door-list`)).status).toBe(401);
    expect((await viewer.get(`/api/admin/events/${event.id}/door-list`)).status).toBe(403);
    expect((await send(anonymous(), event.id, [item])).status).toBe(401);
    expect((await send(viewer, event.id, [item])).status).toBe(403);
    expect((await reload(person.id)).checkedInAt).toBeNull();
    expect(await server.db.models.DoorCheckIn.count({ where: { key: item.key } })).toBe(0);
  });
});
