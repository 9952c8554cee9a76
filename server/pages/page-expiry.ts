import { eventChangeInstants } from '../../shared/event-times';
import type { PageData } from '../../shared/page-rendering';

/**
 * Until when a rendered page stays true (ms since the epoch): the earliest instant after `now` at
 * which one of its events changes (see eventChangeInstants), or null when none will. The page cache keeps
 * the page no longer, so it never shows an ended event as upcoming, nor a closed form as open.
 */
export function pageExpiry(data: PageData, now: number): number | null {
  const events = data.event ? [...(data.events ?? []), data.event] : (data.events ?? []);
  let earliest: number | null = null;
  for (const event of events) {
    for (const at of eventChangeInstants(event)) {
      if (at > now && (earliest === null || at < earliest)) earliest = at;
    }
  }
  return earliest;
}
