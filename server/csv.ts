/**
 * What makes a spreadsheet read a cell as a formula when it leads the cell: `=`, `+`, `-`, `@` (and
 * their full-width forms, which some locales' spreadsheets take for them), after any spaces; or a tab
 * or carriage return.
 */
const FORMULA_START = /^(?:[ \u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/;

/**
 * The separators a spreadsheet may split a line on, depending on its locale: a comma (English), a
 * semicolon (Spanish, Swedish and most of Europe, where the comma is the decimal sign), a tab.
 */
const SEPARATORS = /[,;\t]/;

/**
 * Where a formula could start inside a field: right after a separator. (After a line break a
 * spreadsheet that honours the quotes stays in the cell, and a `- ` there is a message's list.)
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t])(?=[=+\-@\uff1d\uff0b\uff0d\uff20])/g;

/**
 * One CSV field. A spreadsheet must never make a formula of it, whichever separator its locale
 * splits on: a value that would lead a cell with a formula gets a leading `'`, and so does every
 * part of it that follows a separator (a spreadsheet that ignores the quotes, or
 * splits on another separator than the file's, would make that part a cell of its own). Then, per
 * RFC 4180, a field holding any locale's separator, a double quote, a carriage return or a line
 * feed is enclosed in double quotes, its quotes doubled.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return SEPARATORS.test(text) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
