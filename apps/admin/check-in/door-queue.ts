import type { EventRegistration, RegistrationStatus } from '../../../shared/entities';
import {
  CHECK_IN_BATCH_MAX,
  type DoorBatchResult,
  type DoorItem,
  type DoorList,
  type DoorOutcome,
} from '../../../shared/schemas/check-ins';
import { searchFold } from '../../../shared/search-fold';
import { ApiError, serverMessage } from '../../ui/api';

/**
 * The door of an event on a computer whose connection comes and goes: the door list kept on the
 * computer, the check-ins and walk-ins waiting to be sent, and what the server refused. The logic
 * here talks to a `DoorStorage` (IndexedDB in the app, a map in the tests) and to a `send`
 * function (the POST), so every rule about what is kept, sent and dropped is tested without a browser.
 */

/** Who queued an item: only they send it (a check-in is sent under the name of whoever made it). */
export interface DoorUser {
  id: number;
  username: string;
}

/** A check-in or walk-in waiting on this computer for the server's answer. */
export type QueuedItem = DoorItem & {
  eventId: number;
  /** The order items are sent in (the order they happened at this door). */
  seq: number;
  userId: number;
  username: string;
  /** The person's name as the door showed it (kept for the attention list when the server no longer knows them). */
  name: string;
  /** `sending`: a request carrying it left; without its answer it is sent again (same key: harmless). */
  state: 'queued' | 'sending';
};

/**
 * An item the server did not apply (cancelled, waiting list, gone, or `refused` outright, with its
 * reason): staff decide, so it is shown until dismissed.
 */
export interface AttentionEntry {
  key: string;
  eventId: number;
  outcome: Exclude<DoorOutcome, 'checked-in' | 'already-checked-in'> | 'refused';
  /** The person's name as the door knew it. */
  name: string;
  at: string;
  username: string;
  /** The registration as the server has it now (null when it is gone). */
  registration: EventRegistration | null;
  /** Why a `refused` item was refused: the server's text as it came (translated when shown). */
  message?: string | null;
}

/** What has to be written when a batch's answer arrives: all of it in one transaction. */
export interface SettledBatch {
  eventId: number;
  /** Keys of the items answered (they leave the queue). */
  done: string[];
  /** Registrations as the server answered them (they replace the list's rows). */
  people: EventRegistration[];
  attention: AttentionEntry[];
}

/** Where the door keeps its state; every method resolves only once the write is durable. */
export interface DoorStorage {
  getList(eventId: number): Promise<DoorList | null>;
  putList(list: DoorList): Promise<void>;
  /** The queued items of an event, in `seq` order. */
  getQueue(eventId: number): Promise<QueuedItem[]>;
  putItems(items: QueuedItem[]): Promise<void>;
  getAttention(eventId: number): Promise<AttentionEntry[]>;
  removeAttention(key: string): Promise<void>;
  /** Removes the answered items, stores the answered rows and the refusals, all or nothing. */
  settle(batch: SettledBatch): Promise<void>;
  /** The events with a stored list or attention entries. */
  storedEvents(): Promise<number[]>;
  /**
   * Deletes the lists and attention entries of these events, except where items are queued for one
   * (checked in the same transaction, so an item queued meanwhile keeps its event).
   */
  forgetEvents(eventIds: number[]): Promise<void>;
}

/** Sends one batch (POST /api/admin/events/:id/check-ins); throws as the fetch helper does. */
export type SendBatch = (eventId: number, items: DoorItem[]) => Promise<DoorBatchResult>;

/**
 * Why a flush stopped before the queue was empty (everything unsent stays queued):
 * - `offline`: no answer, a gateway's / overloaded server's 5xx, a timeout (408) or 429;
 * - `signed-out`: 401 (the session ended) or nobody is signed in;
 * - `forbidden`: 403 (this account may no longer check people in);
 * - `failed`: an answer that left items out.
 */
export type FlushStop = 'offline' | 'signed-out' | 'forbidden' | 'failed';

/**
 * Why a request failed: a reason to stop, or `refused`: any other 4xx, the server's word on what
 * the request carried (one item it cannot take refuses the whole batch, a walk-in for an event
 * deleted meanwhile for example).
 */
export type SendFailure = FlushStop | 'refused';

export interface FlushReport {
  /** Items answered by the server (applied or refused). */
  answered: number;
  /** Items refused and moved to the attention list. */
  attention: number;
  stopped: FlushStop | null;
}

/** A new item key: a UUID (made once, sent with every retry of the item). */
export function newItemKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http on a non-local address have no randomUUID: a v4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The item as the server takes it: the local bookkeeping (event, order, who, state) stays here. */
export function wireItem(item: QueuedItem): DoorItem {
  if (item.kind === 'check-in') {
    return { key: item.key, at: item.at, kind: 'check-in', registrationId: item.registrationId };
  }
  return {
    key: item.key,
    at: item.at,
    kind: 'walk-in',
    fullName: item.fullName,
    email: item.email,
    ...(item.organization === undefined ? {} : { organization: item.organization }),
  };
}

/** Why a batch failed, as the flush acts on it. */
export function failureOf(error: unknown): SendFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'signed-out';
    if (error.status === 403) return 'forbidden';
    // A timeout or "too many requests" says nothing about the items: they go again later.
    if (error.status >= 500 || error.status === 408 || error.status === 429) return 'offline';
    if (error.status >= 400) return 'refused';
    return 'failed';
  }
  // fetch's own failure (no answer) or an unreadable answer: the connection, not the items.
  return 'offline';
}

/**
 * A fresh door list from the server with what this computer knows better: a row the server
 * answered after a check-in sent from here (a higher version) is not replaced by an older read.
 * Queued check-ins are not in the list at all: they are laid over it when shown (see `doorRows`).
 */
export function mergeDoorList(local: DoorList | null, fresh: DoorList): DoorList {
  if (!local) return fresh;
  const known = new Map(local.people.map((person) => [person.id, person]));
  return {
    ...fresh,
    people: fresh.people.map((person) => {
      const mine = known.get(person.id);
      return mine && mine.version > person.version ? mine : person;
    }),
  };
}

/** Puts answered rows into a list (replacing the same registration, adding a new one). */
function withPeople(list: DoorList, people: EventRegistration[]): DoorList {
  const byId = new Map(list.people.map((person) => [person.id, person]));
  for (const person of people) byId.set(person.id, person);
  return { ...list, people: [...byId.values()] };
}

export interface DoorQueueOptions {
  storage: DoorStorage;
  send: SendBatch;
  /** The item key maker (a UUID); the tests pass a counter. */
  newKey?: () => string;
  /** The door's clock; the tests pass a fixed one. */
  now?: () => Date;
}

/** What staff do at the door, before it is sent. */
export type DoorAction =
  | { kind: 'check-in'; registrationId: number; name?: string }
  | { kind: 'walk-in'; fullName: string; email: string; organization?: string | null };

/** The queue of one computer: enqueue (durable first), flush (in order, batch by batch). */
export class DoorQueue {
  private readonly storage: DoorStorage;
  private readonly send: SendBatch;
  private readonly newKey: () => string;
  private readonly now: () => Date;
  private lastSeq = 0;
  /** One flush per event at a time: a second call waits for the running one. */
  private readonly flushing = new Map<number, Promise<FlushReport>>();

  constructor(options: DoorQueueOptions) {
    this.storage = options.storage;
    this.send = options.send;
    this.newKey = options.newKey ?? newItemKey;
    this.now = options.now ?? (() => new Date());
  }

  /** Queues an action; resolves with the item only once the storage has written it. */
  async enqueue(eventId: number, action: DoorAction, user: DoorUser): Promise<QueuedItem> {
    const at = this.now();
    // Strictly increasing even when two actions fall in the same millisecond.
    this.lastSeq = Math.max(at.getTime(), this.lastSeq + 1);
    const common = {
      key: this.newKey(),
      at: at.toISOString(),
      eventId,
      seq: this.lastSeq,
      userId: user.id,
      username: user.username,
      name: action.kind === 'check-in' ? (action.name ?? '') : action.fullName,
      state: 'queued' as const,
    };
    const item: QueuedItem =
      action.kind === 'check-in'
        ? { ...common, kind: 'check-in', registrationId: action.registrationId }
        : {
            ...common,
            kind: 'walk-in',
            fullName: action.fullName,
            email: action.email,
            ...(action.organization ? { organization: action.organization } : {}),
          };
    await this.storage.putItems([item]);
    return item;
  }

  /** Stores a door list read from the server, keeping what this computer knows better. */
  async storeList(fresh: DoorList): Promise<DoorList> {
    const merged = mergeDoorList(await this.storage.getList(fresh.event.id), fresh);
    await this.storage.putList(merged);
    return merged;
  }

  /**
   * Sends the event's items queued by `user`, oldest first, in batches. Each batch's answer is
   * written before the next batch goes; a failure stops the flush with everything unanswered
   * still queued. A batch the server refuses (see `SendFailure`) goes again one item at a time
   * until the item it cannot take is found: that one moves to the attention list with the
   * server's reason, and the rest go on in batches. Items of another user are left for them.
   */
  flush(eventId: number, user: DoorUser | null): Promise<FlushReport> {
    const running = this.flushing.get(eventId);
    // Whatever became of the running flush, this call gets its own go afterwards.
    if (running) return running.catch(() => undefined).then(() => this.flush(eventId, user));
    const flush = this.flushNow(eventId, user).finally(() => this.flushing.delete(eventId));
    this.flushing.set(eventId, flush);
    return flush;
  }

  private async flushNow(eventId: number, user: DoorUser | null): Promise<FlushReport> {
    const report: FlushReport = { answered: 0, attention: 0, stopped: null };
    if (!user) {
      report.stopped = 'signed-out';
      return report;
    }
    let rest = (await this.storage.getQueue(eventId)).filter((item) => item.userId === user.id);
    let oneByOne = false;
    while (rest.length > 0) {
      const batch = rest.slice(0, oneByOne ? 1 : CHECK_IN_BATCH_MAX);
      await this.storage.putItems(batch.map((item) => ({ ...item, state: 'sending' as const })));
      let result: DoorBatchResult;
      try {
        result = await this.send(eventId, batch.map(wireItem));
      } catch (error) {
        const failure = failureOf(error);
        if (failure !== 'refused') {
          report.stopped = failure;
          return report;
        }
        // The items before the one refused were applied (the server keeps their receipts), so
        // sending them again one by one answers them as before.
        if (batch.length > 1) {
          oneByOne = true;
          continue;
        }
        const [item] = batch as [QueuedItem];
        await this.storage.settle(refusalOf(eventId, item, error));
        report.answered += 1;
        report.attention += 1;
        rest = rest.slice(1);
        oneByOne = false;
        continue;
      }
      const settled = settleBatch(eventId, batch, result);
      await this.storage.settle(settled);
      report.answered += settled.done.length;
      report.attention += settled.attention.length;
      // An item the answer left out stays queued; going on would send later items before it.
      if (settled.done.length < batch.length) {
        report.stopped = 'failed';
        return report;
      }
      rest = rest.slice(batch.length);
    }
    return report;
  }

  /**
   * Signing out: the door lists (names) kept on this computer go, with their attention entries,
   * except for events with items still queued by anyone: those must still be sent, by whoever
   * queued them once they sign in again, and the list shows who they are. Returns the events forgotten.
   */
  async forgetSentEvents(): Promise<number[]> {
    const idle: number[] = [];
    for (const eventId of await this.storage.storedEvents()) {
      if ((await this.storage.getQueue(eventId)).length === 0) idle.push(eventId);
    }
    if (idle.length > 0) await this.storage.forgetEvents(idle);
    return idle;
  }
}

/** An item the server refused on its own: it leaves the queue for the attention list, with the server's reason. */
export function refusalOf(eventId: number, item: QueuedItem, error: unknown): SettledBatch {
  return {
    eventId,
    done: [item.key],
    people: [],
    attention: [
      {
        key: item.key,
        eventId,
        outcome: 'refused',
        name: item.name,
        at: item.at,
        username: item.username,
        registration: null,
        message: serverMessage(error) ?? null,
      },
    ],
  };
}

/** What a batch's answer changes: matched by key, so an answer's order does not matter. */
export function settleBatch(eventId: number, batch: QueuedItem[], result: DoorBatchResult): SettledBatch {
  const byKey = new Map(result.results.map((answer) => [answer.key, answer]));
  const settled: SettledBatch = { eventId, done: [], people: [], attention: [] };
  for (const item of batch) {
    const answer = byKey.get(item.key);
    if (!answer) continue;
    settled.done.push(item.key);
    if (answer.registration) settled.people.push(answer.registration);
    if (answer.outcome !== 'checked-in' && answer.outcome !== 'already-checked-in') {
      settled.attention.push({
        key: item.key,
        eventId,
        outcome: answer.outcome,
        name: answer.registration?.fullName ?? item.name,
        at: item.at,
        username: item.username,
        registration: answer.registration,
      });
    }
  }
  return settled;
}

/** Applies a settled batch to a stored list (what `DoorStorage.settle` does to the list). */
export function settleList(list: DoorList | null, batch: SettledBatch): DoorList | null {
  return list && batch.people.length > 0 ? withPeople(list, batch.people) : list;
}

/** One row of the door screen. */
export interface DoorRow {
  /** `r<id>` for a registration, `w<key>` for a walk-in not yet answered. */
  id: string;
  registrationId: number | null;
  fullName: string;
  organization: string | null;
  status: RegistrationStatus;
  waitlistPosition: number | null;
  /** When they were checked in (here or on the server), else null. */
  checkedInAt: string | null;
  /** Checked in on this computer, not yet confirmed by the server. */
  pending: boolean;
  /** Whoever queued the pending check-in. */
  queuedBy: string | null;
  walkIn: boolean;
}

const STATUS_ORDER: Record<RegistrationStatus, number> = { confirmed: 0, waitlisted: 1, cancelled: 2 };

/**
 * The door list as staff see it: the stored list with the queued check-ins laid over it (checked
 * in, not yet sent) and the queued walk-ins added; people with a place first, then the waiting
 * list, then cancelled registrations, each by name.
 */
export function doorRows(list: DoorList | null, queue: QueuedItem[]): DoorRow[] {
  const pending = new Map<number, QueuedItem>();
  for (const item of queue) {
    if (item.kind === 'check-in' && !pending.has(item.registrationId)) pending.set(item.registrationId, item);
  }
  const rows: DoorRow[] = (list?.people ?? []).map((person) => {
    const item = person.checkedInAt ? undefined : pending.get(person.id);
    return {
      id: `r${person.id}`,
      registrationId: person.id,
      fullName: person.fullName,
      organization: person.organization,
      status: person.status,
      waitlistPosition: person.waitlistPosition,
      checkedInAt: person.checkedInAt ?? item?.at ?? null,
      pending: Boolean(item),
      queuedBy: item?.username ?? null,
      walkIn: false,
    };
  });
  for (const item of queue) {
    if (item.kind !== 'walk-in') continue;
    rows.push({
      id: `w${item.key}`,
      registrationId: null,
      fullName: item.fullName,
      organization: item.organization ?? null,
      status: 'confirmed',
      waitlistPosition: null,
      checkedInAt: item.at,
      pending: true,
      queuedBy: item.username,
      walkIn: true,
    });
  }
  return rows.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      a.fullName.localeCompare(b.fullName) ||
      a.id.localeCompare(b.id),
  );
}

/** The rows whose name or organisation contains the search, however accented either is typed. */
export function searchRows(rows: DoorRow[], search: string): DoorRow[] {
  const wanted = searchFold(search.trim());
  if (!wanted) return rows;
  return rows.filter(
    (row) => searchFold(row.fullName).includes(wanted) || searchFold(row.organization ?? '').includes(wanted),
  );
}

/** Whether a row can be checked in from the door: a place, and not checked in yet. */
export const checkable = (row: DoorRow) => row.status === 'confirmed' && !row.checkedInAt;
