import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DoorBatchResult, DoorList } from '../../../shared/schemas/check-ins';
import { apiRequest } from '../../ui/api';
import { useConnectionState } from '../connection/store';
import { useCurrentUser } from '../session';
import {
  DoorQueue,
  type AttentionEntry,
  type DoorAction,
  type DoorStorage,
  type DoorUser,
  type FlushStop,
  type QueuedItem,
} from './door-queue';
import { indexedDbDoorStorage } from './door-store';

/** How often the queue is tried while items wait, and how often the list is read again. */
export const DOOR_RETRY_MS = 15_000;
export const DOOR_REFRESH_MS = 60_000;

export const doorListPath = (eventId: number) => `/api/admin/events/${eventId}/door-list`;
export const checkInsPath = (eventId: number) => `/api/admin/events/${eventId}/check-ins`;

// One storage and one queue per page: every door screen opened in it shares the running flush.
let shared: { storage: DoorStorage; queue: DoorQueue } | null = null;
function door() {
  if (!shared) {
    const storage = indexedDbDoorStorage();
    const queue = new DoorQueue({
      storage,
      send: (eventId, items) => apiRequest<DoorBatchResult>('POST', checkInsPath(eventId), { items }),
    });
    shared = { storage, queue };
  }
  return shared;
}

/**
 * Signing out: forgets the door lists kept on this computer, except those of events with check-ins
 * still to send (see DoorQueue.forgetSentEvents). Never fails: storage that cannot be opened holds nothing.
 */
export async function forgetDoorLists(): Promise<void> {
  try {
    await door().queue.forgetSentEvents();
  } catch {
    // No IndexedDB here (a private window): no list was kept either.
  }
}

export interface DoorState {
  /** The door list on this computer (null until read once from the server). */
  list: DoorList | null;
  queue: QueuedItem[];
  attention: AttentionEntry[];
  /** The stored state has been read (before that the screen shows a spinner). */
  loaded: boolean;
  /** The last read of the list failed (the stored one, if any, is shown). */
  listFailed: boolean;
  /** The storage itself failed (IndexedDB unavailable): nothing can be kept offline. */
  storageFailed: boolean;
  sending: boolean;
  /** Why the last flush stopped, or null when it ended with nothing left of this user's. */
  stopped: FlushStop | null;
}

const INITIAL: DoorState = {
  list: null,
  queue: [],
  attention: [],
  loaded: false,
  listFailed: false,
  storageFailed: false,
  sending: false,
  stopped: null,
};

/**
 * The door of one event: the stored list and queue, kept fresh from the server while it answers,
 * and the queue sent whenever there is a chance (on open, when the browser or the fetch helper sees
 * the connection back, every DOOR_RETRY_MS while items wait, after every check-in).
 */
export function useDoor(eventId: number) {
  const { data: currentUser } = useCurrentUser();
  const connection = useConnectionState();
  const [state, setState] = useState<DoorState>(INITIAL);
  const userId = currentUser?.id ?? null;
  const username = currentUser?.username ?? null;
  const user: DoorUser | null = useMemo(
    () => (userId !== null && username !== null ? { id: userId, username } : null),
    [userId, username],
  );

  const reload = useCallback(async () => {
    const { storage } = door();
    try {
      const [list, queue, attention] = await Promise.all([
        storage.getList(eventId),
        storage.getQueue(eventId),
        storage.getAttention(eventId),
      ]);
      setState((previous) => ({ ...previous, list, queue, attention, loaded: true, storageFailed: false }));
    } catch {
      setState((previous) => ({ ...previous, loaded: true, storageFailed: true }));
    }
  }, [eventId]);

  const flush = useCallback(async () => {
    setState((previous) => ({ ...previous, sending: true }));
    try {
      const report = await door().queue.flush(eventId, user);
      setState((previous) => ({ ...previous, stopped: report.stopped }));
    } catch {
      // The storage failed mid-way: what was not written stays queued and is tried again.
      setState((previous) => ({ ...previous, stopped: 'failed' }));
    } finally {
      setState((previous) => ({ ...previous, sending: false }));
      await reload();
    }
  }, [eventId, user, reload]);

  const refresh = useCallback(async () => {
    try {
      const fresh = await apiRequest<DoorList>('GET', doorListPath(eventId));
      await door().queue.storeList(fresh);
      setState((previous) => ({ ...previous, listFailed: false }));
    } catch {
      setState((previous) => ({ ...previous, listFailed: true }));
    }
    await reload();
  }, [eventId, reload]);

  // On open: what this computer has, then the server's list and the queue.
  useEffect(() => {
    const start = window.setTimeout(() => void reload().then(() => refresh().then(flush)), 0);
    const refreshing = window.setInterval(() => void refresh(), DOOR_REFRESH_MS);
    const online = () => void refresh().then(flush);
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(refreshing);
      window.removeEventListener('online', online);
    };
  }, [reload, refresh, flush]);

  // The fetch helper saw the server answer again (or the user signed in again): send what waits.
  const reachable = !connection.unreachable && !connection.expired;
  useEffect(() => {
    if (!reachable || userId === null) return;
    const timer = window.setTimeout(() => void flush(), 0);
    return () => window.clearTimeout(timer);
  }, [reachable, userId, flush]);

  // Items waiting: try again every DOOR_RETRY_MS, whatever the browser thinks of the network.
  const waiting = state.queue.some((item) => item.userId === userId);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void flush(), DOOR_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  /** Queues an action (resolves once it is stored), shows it, and tries to send it at once. */
  const act = useCallback(
    async (action: DoorAction): Promise<QueuedItem> => {
      if (!user) throw new Error('Nobody is signed in');
      const item = await door().queue.enqueue(eventId, action, user);
      await reload();
      void flush();
      return item;
    },
    [eventId, user, reload, flush],
  );

  const dismiss = useCallback(
    async (key: string) => {
      await door().storage.removeAttention(key);
      await reload();
    },
    [reload],
  );

  return { state, user, act, flush, dismiss };
}
