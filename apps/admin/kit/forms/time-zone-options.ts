import { EVENT_TIME_ZONES } from '../../../../shared/time-zones';

/** The place a zone is named after: 'America/Argentina/Buenos_Aires' → 'Buenos Aires'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** The zone's offset from UTC at `at` ('UTC+01:00', 'UTC−03:00', 'UTC'), as the zone's clocks run then. */
export function zoneOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((candidate) => candidate.type === 'timeZoneName')?.value;
  // 'GMT+01:00', or 'GMT' for UTC itself.
  return (part ?? 'GMT').replace('GMT', 'UTC').replace('-', '−');
}

/** The zone's name in `language` ('Central European Time'), or '' when the runtime has none. */
function zoneName(timeZone: string, language: string, at: Date): string {
  try {
    return (
      new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(at)
        .find((candidate) => candidate.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * A zone as staff read it: 'Stockholm — Central European Time (UTC+01:00)'. The offset is today's
 * (it changes with summer time), which is what tells two zones of a region apart.
 */
export function timeZoneLabel(timeZone: string, language: string, at: Date = new Date()): string {
  if (timeZone === 'UTC') return 'UTC';
  const name = zoneName(timeZone, language, at);
  const city = zoneCity(timeZone);
  const offset = zoneOffset(timeZone, at);
  // Some runtimes name a zone by its offset only: then the offset is said once.
  return name && !name.startsWith('GMT') && !name.startsWith('UTC')
    ? `${city} — ${name} (${offset})`
    : `${city} (${offset})`;
}

/**
 * The time zone select's options: the event zones of the chamber's regions, and the event's own zone
 * first when it is another one (an event saved elsewhere with any IANA zone keeps it).
 */
export function timeZoneOptions(current: string, language: string, at: Date = new Date()) {
  const zones: string[] = [...EVENT_TIME_ZONES];
  if (current && !zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone, language, at) }));
}
