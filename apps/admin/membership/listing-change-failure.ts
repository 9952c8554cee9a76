import type { ListingChange } from '../../../shared/membership';
import { LISTING_CHANGE_STATUSES } from '../../../shared/membership';
import { ApiError } from '../../ui/api';

/**
 * What a failed decision on a listing change means:
 * - `stale`: someone changed it since it was read (409 with the change as it is now, still pending);
 * - `decided`: someone decided it first (409; `current` when the server sent it);
 * - `gone`: it no longer exists (404);
 * - `other`: anything else (the server's reason is told as it is).
 */
export type DecisionFailure =
  | { type: 'stale'; current: ListingChange }
  | { type: 'decided'; current: ListingChange | null }
  | { type: 'gone'; current: null }
  | { type: 'other' };

function isListingChange(value: unknown): value is ListingChange {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ListingChange>;
  return (
    typeof candidate.id === 'number' &&
    typeof candidate.version === 'number' &&
    (LISTING_CHANGE_STATUSES as readonly unknown[]).includes(candidate.status) &&
    typeof candidate.proposed === 'object' &&
    typeof candidate.current === 'object'
  );
}

export function decisionFailureOf(error: unknown): DecisionFailure {
  if (!(error instanceof ApiError)) return { type: 'other' };
  if (error.status === 404) return { type: 'gone', current: null };
  if (error.status !== 409) return { type: 'other' };
  const current = error.body?.current;
  if (!isListingChange(current)) return { type: 'decided', current: null };
  return current.status === 'pending' ? { type: 'stale', current } : { type: 'decided', current };
}
