import type { ChamberEvent } from './entities';
import type { PageData } from './page-rendering';

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

/**
 * The instants at which what a page shows changes: the change instants of every event its data
 * holds (its lists, its record, its page of the event list and the past events beside it) and,
 * when it pages through the upcoming events, the end of the next one to end (each page then
 * shifts, whichever events it shows). At no other time does the page change by itself.
 */
export function pageChangeInstants(data: PageData): number[] {
  const events = [
    ...(data.events ?? []),
    ...(data.webinars ?? []),
    ...(data.event ? [data.event] : []),
    ...(data.eventList?.items ?? []),
    ...(data.eventList?.past ?? []),
  ];
  const instants = events.flatMap(eventChangeInstants);
  if (data.eventList?.nextEndAt) instants.push(Date.parse(data.eventList.nextEndAt));
  return instants;
}
