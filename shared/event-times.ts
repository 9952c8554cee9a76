import type { ChamberEvent } from './entities';

/**
 * The instants (ms since the epoch) at which what a page shows of an event changes: its start
 * (registration here closes by default), its end (it moves from upcoming to past; an event without
 * an end is past from its start) and its registration's opening and closing.
 */
export const eventChangeInstants = (
  event: Pick<ChamberEvent, 'date' | 'endDate' | 'registrationOpensAt' | 'registrationClosesAt'>,
): number[] =>
  [event.date, event.endDate, event.registrationOpensAt, event.registrationClosesAt]
    .filter((iso): iso is string => iso !== null)
    .map((iso) => Date.parse(iso));
