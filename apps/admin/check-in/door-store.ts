import { DOOR_DATABASE } from '../../../shared/browser-storage';
import type { DoorList } from '../../../shared/schemas/check-ins';
import { settleList, type AttentionEntry, type DoorStorage, type QueuedItem, type SettledBatch } from './door-queue';

/**
 * The door's storage in the browser's IndexedDB (database `chamber-door`): the door lists by
 * event, the queue by item key, the attention list by item key. It survives closing the window
 * and the app; every write resolves only when its transaction has completed, so what the screen
 * shows as "checked in, not yet sent" is on disk.
 */
const DATABASE = DOOR_DATABASE;
const VERSION = 1;
const LISTS = 'lists';
const QUEUE = 'queue';
const ATTENTION = 'attention';
type StoreName = typeof LISTS | typeof QUEUE | typeof ATTENTION;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction has committed, rejects when it failed or was aborted. */
function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains(LISTS)) db.createObjectStore(LISTS, { keyPath: 'event.id' });
    if (!db.objectStoreNames.contains(QUEUE)) {
      db.createObjectStore(QUEUE, { keyPath: 'key' }).createIndex('eventId', 'eventId');
    }
    if (!db.objectStoreNames.contains(ATTENTION)) {
      db.createObjectStore(ATTENTION, { keyPath: 'key' }).createIndex('eventId', 'eventId');
    }
  };
  return promised(request);
}

/** The IndexedDB storage; the database opens on first use and stays open for the page. */
export function indexedDbDoorStorage(): DoorStorage {
  let database: Promise<IDBDatabase> | null = null;
  const db = () => {
    database ??= open().catch((error: unknown) => {
      // A failed open (private mode, storage full) is tried again next time.
      database = null;
      throw error;
    });
    return database;
  };

  async function read<T>(store: StoreName, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const transaction = (await db()).transaction(store, 'readonly');
    return promised(action(transaction.objectStore(store)));
  }

  /** Runs `work` in one read-write transaction over `stores` and waits for its commit. */
  async function write(stores: StoreName[], work: (transaction: IDBTransaction) => void): Promise<void> {
    const transaction = (await db()).transaction(stores, 'readwrite');
    const done = completed(transaction);
    work(transaction);
    await done;
  }

  return {
    async getList(eventId) {
      return ((await read(LISTS, (store) => store.get(eventId))) as DoorList | undefined) ?? null;
    },
    putList(list) {
      return write([LISTS], (transaction) => transaction.objectStore(LISTS).put(list));
    },
    async getQueue(eventId) {
      const items = (await read(QUEUE, (store) => store.index('eventId').getAll(eventId))) as QueuedItem[];
      return items.sort((a, b) => a.seq - b.seq);
    },
    putItems(items) {
      return write([QUEUE], (transaction) => {
        const store = transaction.objectStore(QUEUE);
        for (const item of items) store.put(item);
      });
    },
    async getAttention(eventId) {
      const entries = (await read(ATTENTION, (store) => store.index('eventId').getAll(eventId))) as AttentionEntry[];
      return entries.sort((a, b) => a.at.localeCompare(b.at));
    },
    removeAttention(key) {
      return write([ATTENTION], (transaction) => transaction.objectStore(ATTENTION).delete(key));
    },
    settle(batch: SettledBatch) {
      return write([LISTS, QUEUE, ATTENTION], (transaction) => {
        const queue = transaction.objectStore(QUEUE);
        const attention = transaction.objectStore(ATTENTION);
        for (const key of batch.done) queue.delete(key);
        for (const entry of batch.attention) attention.put(entry);
        if (batch.people.length === 0) return;
        // The list is read and written inside the same transaction, so no other write slips between.
        const lists = transaction.objectStore(LISTS);
        const request = lists.get(batch.eventId);
        request.onsuccess = () => {
          const list = settleList((request.result as DoorList | undefined) ?? null, batch);
          if (list) lists.put(list);
        };
      });
    },
    async storedEvents() {
      const transaction = (await db()).transaction([LISTS, ATTENTION], 'readonly');
      const [lists, entries] = await Promise.all([
        promised(transaction.objectStore(LISTS).getAllKeys()),
        promised(transaction.objectStore(ATTENTION).getAll()) as Promise<AttentionEntry[]>,
      ]);
      return [...new Set([...lists.map(Number), ...entries.map((entry) => entry.eventId)])];
    },
    forgetEvents(eventIds) {
      return write([LISTS, QUEUE, ATTENTION], (transaction) => {
        const attention = transaction.objectStore(ATTENTION).index('eventId');
        for (const eventId of eventIds) {
          // Counted in this transaction: an item queued since the caller looked keeps its event.
          const queued = transaction.objectStore(QUEUE).index('eventId').count(eventId);
          queued.onsuccess = () => {
            if (queued.result > 0) return;
            transaction.objectStore(LISTS).delete(eventId);
            const cursor = attention.openCursor(eventId);
            cursor.onsuccess = () => {
              if (!cursor.result) return;
              cursor.result.delete();
              cursor.result.continue();
            };
          };
        }
      });
    },
  };
}
