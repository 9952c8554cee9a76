import { pageChangeInstants } from '../../shared/event-times';
import type { PageData } from '../../shared/page-rendering';

/**
 * Until when a rendered page stays true (ms since the epoch): the earliest instant after `now` at
 * which what it shows changes (see pageChangeInstants), or null when nothing will. The page cache
 * keeps the page no longer, so it never shows an ended event as upcoming, nor a closed form as open.
 */
export function pageExpiry(data: PageData, now: number): number | null {
  let earliest: number | null = null;
  for (const at of pageChangeInstants(data)) {
    if (at > now && (earliest === null || at < earliest)) earliest = at;
  }
  return earliest;
}
