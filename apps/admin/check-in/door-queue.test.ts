import { describe, expect, it } from 'vitest';
import type { EventRegistration } from '../../../shared/entities';
import {
  CHECK_IN_BATCH_MAX,
  type DoorBatchResult,
  type DoorItem,
  type DoorList,
  type DoorOutcome,
} from '../../../shared/schemas/check-ins';
import { ApiError } from '../../ui/api';
import {
  DoorQueue,
  doorRows,
  mergeDoorList,
  searchRows,
  settleList,
  type AttentionEntry,
  type DoorStorage,
  type QueuedItem,
  type SendBatch,
} from './door-queue';
import { sampleRegistration } from '../screen-test-support';

const EVENT = 7;
const ANA = { id: 1, username: 'ana.door' };
const BO = { id: 2, username: 'bo.door' };

/** A person on this door's list. */
const person = (id: number, overrides: Partial<EventRegistration> = {}) =>
  sampleRegistration(id, { eventId: EVENT, ...overrides });

function doorList(people: EventRegistration[]): DoorList {
  return {
    event: { id: EVENT, title: 'Door', date: '2026-11-26', endDate: null, timeZone: 'UTC', location: 'Riga' },
    people,
    fetchedAt: '2026-11-26T18:00:00.000Z',
  };
}

/** The storage interface over plain maps; `writes` counts completed writes, `gate` can hold them. */
class MemoryStorage implements DoorStorage {
  lists = new Map<number, DoorList>();
  queue = new Map<string, QueuedItem>();
  attention = new Map<string, AttentionEntry>();
  gate: Promise<void> = Promise.resolve();
  private async written<T>(apply: () => T): Promise<T> {
    await this.gate;
    return apply();
  }
  getList(eventId: number) {
    return Promise.resolve(structuredClone(this.lists.get(eventId) ?? null));
  }
  putList(list: DoorList) {
    return this.written(() => void this.lists.set(list.event.id, structuredClone(list)));
  }
  getQueue(eventId: number) {
    return Promise.resolve(
      [...this.queue.values()].filter((item) => item.eventId === eventId).sort((a, b) => a.seq - b.seq),
    );
  }
  putItems(items: QueuedItem[]) {
    return this.written(() => items.forEach((item) => this.queue.set(item.key, structuredClone(item))));
  }
  getAttention(eventId: number) {
    return Promise.resolve([...this.attention.values()].filter((entry) => entry.eventId === eventId));
  }
  removeAttention(key: string) {
    return this.written(() => void this.attention.delete(key));
  }
  settle(batch: Parameters<DoorStorage['settle']>[0]) {
    return this.written(() => {
      batch.done.forEach((key) => this.queue.delete(key));
      batch.attention.forEach((entry) => this.attention.set(entry.key, entry));
      const list = settleList(this.lists.get(batch.eventId) ?? null, batch);
      if (list) this.lists.set(batch.eventId, list);
    });
  }
  storedEvents() {
    return Promise.resolve([
      ...new Set([...this.lists.keys(), ...[...this.attention.values()].map((entry) => entry.eventId)]),
    ]);
  }
  forgetEvents(eventIds: number[]) {
    return this.written(() => {
      for (const eventId of eventIds) {
        if ([...this.queue.values()].some((item) => item.eventId === eventId)) continue;
        this.lists.delete(eventId);
        for (const [key, entry] of this.attention) if (entry.eventId === eventId) this.attention.delete(key);
      }
    });
  }
}

/**
 * A server that keeps check-ins by registration and remembers keys, answering as the contract
 * says (idempotent per key); `registrations` is its state, `requests` every batch it got.
 */
function fakeServer(people: EventRegistration[]) {
  const registrations = new Map(people.map((row) => [row.id, { ...row }]));
  const applied = new Map<string, DoorOutcome>();
  const requests: DoorItem[][] = [];
  let nextId = 1000;
  const answer = (items: DoorItem[]): DoorBatchResult => ({
    results: items.map((item) => {
      let row: EventRegistration | undefined;
      if (item.kind === 'walk-in') {
        row = [...registrations.values()].find((candidate) => candidate.email === item.email);
        if (!row) {
          row = person((nextId += 1), { fullName: item.fullName, email: item.email, source: 'staff' });
          registrations.set(row.id, row);
        }
      } else row = registrations.get(item.registrationId);
      if (!row) return { key: item.key, outcome: 'not-found', registration: null };
      let outcome: DoorOutcome;
      if (applied.has(item.key) || row.checkedInAt) outcome = 'already-checked-in';
      else if (row.status === 'cancelled') outcome = 'cancelled';
      else if (row.status === 'waitlisted') outcome = 'not-confirmed';
      else {
        outcome = 'checked-in';
        row.checkedInAt = item.at;
        row.version += 1;
      }
      applied.set(item.key, outcome);
      return { key: item.key, outcome, registration: { ...row } };
    }),
  });
  const send: SendBatch = (_eventId, items) => {
    requests.push(items);
    return Promise.resolve(answer(items));
  };
  return { registrations, requests, send, answer };
}

function setup(people: EventRegistration[], send?: SendBatch) {
  const storage = new MemoryStorage();
  storage.lists.set(EVENT, doorList(people));
  const server = fakeServer(people);
  let key = 0;
  let clock = Date.parse('2026-11-26T18:00:00.000Z');
  const queue = new DoorQueue({
    storage,
    send: send ?? server.send,
    newKey: () => `key-${String((key += 1)).padStart(4, '0')}`,
    now: () => new Date((clock += 1000)),
  });
  return { storage, server, queue };
}

const keysOf = (batches: DoorItem[][]) => batches.flat().map((item) => item.key);

describe('DoorQueue.enqueue', () => {
  it('resolves only once the storage has written the item', async () => {
    const { storage, queue } = setup([person(1)]);
    let release!: () => void;
    storage.gate = new Promise((resolve) => (release = resolve));
    let resolved = false;
    const pending = queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA).then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resolved).toBe(false);
    expect(storage.queue.size).toBe(0);
    release();
    await pending;
    expect(resolved).toBe(true);
    expect([...storage.queue.values()]).toMatchObject([
      { kind: 'check-in', registrationId: 1, userId: ANA.id, username: ANA.username, state: 'queued' },
    ]);
  });
});

describe('DoorQueue.flush', () => {
  it('sends the items in order across batches and empties the queue', async () => {
    const count = CHECK_IN_BATCH_MAX * 2 + 5;
    const people = Array.from({ length: count }, (_, index) => person(index + 1));
    const { storage, server, queue } = setup(people);
    for (const row of [...people].reverse()) {
      await queue.enqueue(EVENT, { kind: 'check-in', registrationId: row.id }, ANA);
    }
    const report = await queue.flush(EVENT, ANA);
    expect(report).toEqual({ answered: count, attention: 0, stopped: null });
    expect(server.requests.map((batch) => batch.length)).toEqual([CHECK_IN_BATCH_MAX, CHECK_IN_BATCH_MAX, 5]);
    const sent = server.requests.flat().map((item) => (item.kind === 'check-in' ? item.registrationId : 0));
    expect(sent).toEqual(people.map((row) => row.id).reverse());
    expect(storage.queue.size).toBe(0);
    // The stored list now has everyone checked in, as the server answered.
    expect(storage.lists.get(EVENT)?.people.every((row) => row.checkedInAt)).toBe(true);
  });

  it('survives an answer lost after the server applied the batch: the resend uses the same keys', async () => {
    const people = [person(1), person(2), person(3)];
    let lose = true;
    const server = fakeServer(people);
    const { storage, queue } = setup(people, async (eventId, items) => {
      const answer = await server.send(eventId, items);
      if (lose) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    });
    for (const row of people) await queue.enqueue(EVENT, { kind: 'check-in', registrationId: row.id }, ANA);
    await queue.enqueue(EVENT, { kind: 'walk-in', fullName: 'Walk In', email: 'walk@example.com' }, ANA);

    expect(await queue.flush(EVENT, ANA)).toMatchObject({ stopped: 'offline', answered: 0 });
    // Applied on the server, but the answer never came: still queued, marked as sent once.
    expect([...storage.queue.values()].map((item) => item.state)).toEqual(['sending', 'sending', 'sending', 'sending']);

    expect(await queue.flush(EVENT, ANA)).toEqual({ answered: 4, attention: 0, stopped: null });
    expect(storage.queue.size).toBe(0);
    const [first, second] = server.requests;
    expect(keysOf([second ?? []])).toEqual(keysOf([first ?? []]));
    // One walk-in registration, everyone checked in once (at the door's time of the first send).
    expect([...server.registrations.values()].filter((row) => row.email === 'walk@example.com')).toHaveLength(1);
    expect([...server.registrations.values()].every((row) => row.checkedInAt)).toBe(true);
    expect(storage.attention.size).toBe(0);
  });

  it('moves refused items to the attention list instead of dropping them', async () => {
    const people = [
      person(1, { fullName: 'Ana Pérez', status: 'cancelled' }),
      person(2, { fullName: 'Bo Ek', status: 'waitlisted', waitlistPosition: 1 }),
      person(3),
    ];
    const { storage, queue } = setup(people);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 2 }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 3 }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 99, name: 'Cleo Gone' }, ANA);
    expect(await queue.flush(EVENT, ANA)).toEqual({ answered: 4, attention: 3, stopped: null });
    expect(storage.queue.size).toBe(0);
    const attention = await storage.getAttention(EVENT);
    expect(attention.map((entry) => [entry.name, entry.outcome, entry.username])).toEqual([
      ['Ana Pérez', 'cancelled', ANA.username],
      ['Bo Ek', 'not-confirmed', ANA.username],
      ['Cleo Gone', 'not-found', ANA.username],
    ]);
    await storage.removeAttention(attention[0]?.key ?? '');
    expect(await storage.getAttention(EVENT)).toHaveLength(2);
  });

  it.each([
    ['no answer', new TypeError('Failed to fetch'), 'offline'],
    ['a 502 from the gateway', new ApiError(502, '502: Bad Gateway', undefined, undefined), 'offline'],
    ['a 503', new ApiError(503, '503', undefined, undefined), 'offline'],
    ['a 408 (timeout)', new ApiError(408, '408', undefined, undefined), 'offline'],
    ['a 429 (too many requests)', new ApiError(429, '429', undefined, undefined), 'offline'],
    ['a 401 (session over)', new ApiError(401, '401', undefined, undefined), 'signed-out'],
    ['a 403', new ApiError(403, '403', undefined, undefined), 'forbidden'],
  ])('keeps everything queued after %s', async (_case, error, stopped) => {
    const attempts: DoorItem[][] = [];
    const { storage, queue } = setup([person(1), person(2)], (_eventId, items) => {
      attempts.push(items);
      return Promise.reject(error);
    });
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 2 }, ANA);
    expect(await queue.flush(EVENT, ANA)).toEqual({ answered: 0, attention: 0, stopped });
    expect(attempts).toHaveLength(1);
    expect(storage.queue.size).toBe(2);
    expect(storage.attention.size).toBe(0);
    expect(storage.lists.get(EVENT)?.people.every((row) => row.checkedInAt === null)).toBe(true);
  });

  it('sends a refused batch again one by one: the item the server cannot take needs attention, the rest go on', async () => {
    const people = [person(1), person(2), person(3)];
    const server = fakeServer(people);
    const notHere = 'Registration for this event does not take place on this site';
    const sent: number[] = [];
    // As the server does: the items before the one it cannot take are applied, then it refuses the request.
    const { storage, queue } = setup(people, async (eventId, items) => {
      sent.push(items.length);
      const bad = items.findIndex((item) => item.kind === 'walk-in' && item.email === 'nope@example.com');
      if (bad < 0) return server.send(eventId, items);
      await server.send(eventId, items.slice(0, bad));
      throw new ApiError(409, `409: {"error":"${notHere}"}`, notHere, undefined);
    });

    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    await queue.enqueue(EVENT, { kind: 'walk-in', fullName: 'Nora Nope', email: 'nope@example.com' }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 2 }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 3 }, ANA);

    expect(await queue.flush(EVENT, ANA)).toEqual({ answered: 4, attention: 1, stopped: null });
    // The batch, then one at a time up to the refused walk-in, then the rest together.
    expect(sent).toEqual([4, 1, 1, 2]);
    expect(storage.queue.size).toBe(0);
    expect([...server.registrations.values()].every((row) => row.checkedInAt)).toBe(true);
    expect(await storage.getAttention(EVENT)).toMatchObject([
      { name: 'Nora Nope', outcome: 'refused', message: notHere, username: ANA.username, registration: null },
    ]);
    // The next flush has nothing left to send.
    expect(await queue.flush(EVENT, ANA)).toEqual({ answered: 0, attention: 0, stopped: null });
    expect(sent).toHaveLength(4);
  });

  it('sets every item aside when the server refuses each (the event was deleted), and none is lost', async () => {
    const attempts: DoorItem[][] = [];
    const { storage, queue } = setup([person(1), person(2)], (_eventId, items) => {
      attempts.push(items);
      return Promise.reject(new ApiError(404, '404: {"error":"Event not found"}', 'Event not found', undefined));
    });
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1, name: 'Person 1' }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 2, name: 'Person 2' }, ANA);
    expect(await queue.flush(EVENT, ANA)).toEqual({ answered: 2, attention: 2, stopped: null });
    expect(attempts.map((items) => items.length)).toEqual([2, 1, 1]);
    expect(storage.queue.size).toBe(0);
    expect((await storage.getAttention(EVENT)).map((entry) => [entry.name, entry.message])).toEqual([
      ['Person 1', 'Event not found'],
      ['Person 2', 'Event not found'],
    ]);
  });

  it('stops sending one by one when the connection goes meanwhile: the rest stays queued', async () => {
    let calls = 0;
    const { storage, queue } = setup([person(1), person(2)], () => {
      calls += 1;
      return Promise.reject(
        calls === 1 ? new ApiError(400, '400', 'This field is required', undefined) : new TypeError('Failed to fetch'),
      );
    });
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 2 }, ANA);
    expect(await queue.flush(EVENT, ANA)).toEqual({ answered: 0, attention: 0, stopped: 'offline' });
    expect(storage.queue.size).toBe(2);
    expect(storage.attention.size).toBe(0);
  });

  it('sends only the signed-in user’s items: another user’s wait for them', async () => {
    const { storage, server, queue } = setup([person(1), person(2)]);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    expect(await queue.flush(EVENT, BO)).toEqual({ answered: 0, attention: 0, stopped: null });
    expect(await queue.flush(EVENT, null)).toMatchObject({ answered: 0, stopped: 'signed-out' });
    expect(server.requests).toHaveLength(0);
    expect(storage.queue.size).toBe(1);

    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 2 }, BO);
    await queue.flush(EVENT, BO);
    expect(keysOf(server.requests)).toHaveLength(1);
    expect([...storage.queue.values()].map((item) => item.username)).toEqual([ANA.username]);
    await queue.flush(EVENT, ANA);
    expect(storage.queue.size).toBe(0);
  });

  it('runs one flush at a time: a second call does not send the same items twice at once', async () => {
    const { server, queue } = setup([person(1)]);
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    await Promise.all([queue.flush(EVENT, ANA), queue.flush(EVENT, ANA)]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('DoorQueue.forgetSentEvents (signing out)', () => {
  it('forgets the lists and notes of events with nothing left to send, and keeps those with items waiting', async () => {
    const { storage, queue } = setup([person(1), person(2)]);
    const listOf = (eventId: number): DoorList => {
      const list = doorList([person(2, { eventId })]);
      return { ...list, event: { ...list.event, id: eventId } };
    };
    storage.lists.set(8, listOf(8));
    storage.lists.set(9, listOf(9));
    // Event 7: sent and answered, with a note left. Event 8: a check-in of someone else's still waits.
    // Event 10: only a note (its list gone already).
    await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    const note = (key: string, eventId: number): AttentionEntry => ({
      key,
      eventId,
      outcome: 'cancelled',
      name: 'Noted Person',
      at: '2026-11-26T18:00:00.000Z',
      username: ANA.username,
      registration: null,
    });
    storage.attention.set('n7', note('n7', EVENT));
    storage.attention.set('n8', note('n8', 8));
    storage.attention.set('n10', note('n10', 10));
    await queue.flush(EVENT, ANA);
    await queue.enqueue(8, { kind: 'check-in', registrationId: 2 }, BO);

    expect((await queue.forgetSentEvents()).sort((a, b) => a - b)).toEqual([EVENT, 9, 10]);
    expect([...storage.lists.keys()]).toEqual([8]);
    expect([...storage.attention.keys()]).toEqual(['n8']);
    expect([...storage.queue.values()].map((item) => [item.eventId, item.username])).toEqual([[8, BO.username]]);
    // Once BO's check-in is sent, the next sign-out forgets that list too.
    await queue.flush(8, BO);
    expect(await queue.forgetSentEvents()).toEqual([8]);
    expect(storage.lists.size + storage.attention.size).toBe(0);
  });
});

describe('the door list', () => {
  it('shows queued check-ins and walk-ins as checked in, not yet sent, even over a fresh list', async () => {
    const { storage, queue } = setup([person(1, { fullName: 'Ana Pérez', organization: 'Ñandú AB' }), person(2)]);
    const item = await queue.enqueue(EVENT, { kind: 'check-in', registrationId: 1 }, ANA);
    await queue.enqueue(EVENT, { kind: 'walk-in', fullName: 'Zed Walker', email: 'zed@example.com' }, ANA);
    // A fresh read from the server (nothing sent yet): the person is still not checked in there.
    await queue.storeList(doorList([person(1, { fullName: 'Ana Pérez', organization: 'Ñandú AB' }), person(2)]));
    const rows = doorRows(await storage.getList(EVENT), await storage.getQueue(EVENT));
    expect(rows.map((row) => [row.fullName, row.checkedInAt, row.pending])).toEqual([
      ['Ana Pérez', item.at, true],
      ['Person 2', null, false],
      ['Zed Walker', expect.any(String), true],
    ]);
    expect(searchRows(rows, 'perez').map((row) => row.fullName)).toEqual(['Ana Pérez']);
    expect(searchRows(rows, 'NANDU').map((row) => row.fullName)).toEqual(['Ana Pérez']);
  });

  it('keeps a row the server answered after a check-in over an older read', () => {
    const local = doorList([person(1, { checkedInAt: '2026-11-26T18:05:00.000Z', version: 3 })]);
    const stale = doorList([person(1, { version: 2 }), person(2)]);
    const merged = mergeDoorList(local, stale);
    expect(merged.people.map((row) => [row.id, row.checkedInAt])).toEqual([
      [1, '2026-11-26T18:05:00.000Z'],
      [2, null],
    ]);
  });

  it('lists people with a place first, then the waiting list, then cancelled registrations', () => {
    const rows = doorRows(
      doorList([
        person(1, { fullName: 'Anna', status: 'cancelled' }),
        person(2, { fullName: 'Berit', status: 'waitlisted', waitlistPosition: 1 }),
        person(3, { fullName: 'Cecilia' }),
      ]),
      [],
    );
    expect(rows.map((row) => row.fullName)).toEqual(['Cecilia', 'Berit', 'Anna']);
  });
});
