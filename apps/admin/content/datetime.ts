/**
 * A `datetime-local` input shows and edits local wall-clock time ('2026-11-21T10:00'); the shared
 * schemas want an ISO 8601 date-time with a zone. These two convert between them.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-11-21T09:00:00.000Z' → the same moment in local time, 'YYYY-MM-DDTHH:mm'; '' when not a date. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * 'YYYY-MM-DDTHH:mm' (local) → ISO in UTC; '' stays '' (the schema then says the field is
 * required). A value that is not a real local date-time is passed on as it is, so the schema's
 * "Please enter a valid date" shows.
 */
export function localInputToIso(local: string): string {
  const value = local.trim();
  if (!value) return '';
  const match = LOCAL_INPUT.exec(value);
  if (!match) return value;
  const [year, month, day, hours, minutes, seconds = '0', millis = '0'] = match.slice(1).map((part) => part ?? '');
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds || '0'),
    Number((millis || '0').padEnd(3, '0')),
  );
  // new Date rolls 31 February over into March: refuse what does not read back the same.
  if (Number.isNaN(date.getTime()) || date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day)) {
    return value;
  }
  return date.toISOString();
}
