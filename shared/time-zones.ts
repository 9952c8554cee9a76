/** The chamber's own time zone: events without one of their own happen there. */
export const DEFAULT_EVENT_TIME_ZONE = 'Europe/Stockholm';

/**
 * The time zones the event form offers first: the chamber's regions (Nordic and Baltic countries,
 * Spain and Portugal, Latin America), then UTC for online events. Any other IANA zone is accepted too.
 */
export const EVENT_TIME_ZONES = [
  'Europe/Stockholm',
  'Europe/Oslo',
  'Europe/Copenhagen',
  'Europe/Helsinki',
  'Atlantic/Reykjavik',
  'Europe/Tallinn',
  'Europe/Riga',
  'Europe/Vilnius',
  'Europe/Madrid',
  'Atlantic/Canary',
  'Europe/Lisbon',
  'America/Mexico_City',
  'America/Guatemala',
  'America/Costa_Rica',
  'America/Panama',
  'America/Havana',
  'America/Santo_Domingo',
  'America/Bogota',
  'America/Caracas',
  'America/Guayaquil',
  'America/Lima',
  'America/La_Paz',
  'America/Santiago',
  'America/Asuncion',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Sao_Paulo',
  'UTC',
] as const;

/** Whether `value` is an IANA time zone this runtime knows (`Europe/Stockholm`, `UTC`), not an offset. */
export function isTimeZone(value: string): boolean {
  if (value !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
