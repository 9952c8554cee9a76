/** Characters that make a spreadsheet read a cell as a formula (or hide its start) when they lead it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: a value that a spreadsheet would take for a formula (it begins with `=`, `+`, `-`,
 * `@`, a tab or a carriage return) gets a leading `'`; then, per RFC 4180, a field holding a comma,
 * a double quote, a carriage return or a line feed is enclosed in double quotes, its quotes doubled.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row and the rows, each line ended by CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The byte order mark that tells spreadsheet programs a CSV file is UTF-8 (å, ñ and õ show as typed). */
const UTF8_BOM = '\uFEFF';

/** A download's name with the day it was made: `members-2026-11-26.csv`. */
export const datedCsvName = (stem: string, now: Date): string => `${stem}-${now.toISOString().slice(0, 10)}.csv`;

/** A CSV document as a download: UTF-8 with its byte order mark, never cached. */
export function sendCsv(
  ctx: { type: string; body: unknown; set(field: string, value: string): void },
  filename: string,
  csv: string,
): void {
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = Buffer.from(UTF8_BOM + csv, 'utf8');
}
