/**
 * Printing an event's attendee list and name badges. The page is built here from the renderer's
 * (validated) request, every text escaped, and shown in a hidden window of its own that runs no
 * JavaScript, has no preload and loads nothing but that page (a data: URL under a CSP that allows
 * only its inline styles). The window is printed (the system's print dialog) or saved as a PDF,
 * and always destroyed afterwards. Electron's objects are passed in, so it is tested with fakes.
 */
import path from 'node:path';
import { escapeMarkup } from '../../../shared/escape';
import type { PrintAttendeesRequest, PrintAttendeesResult, PrintPerson } from '../../../shared/schemas/attendee-print';
import { isolatedPageWebPreferences } from './policies';

/** The print window's in-memory session: no cookies of the app's, nothing kept on disk. */
export const PRINT_PARTITION = 'chamber-print';

/** The printed page may use its own inline styles and data: images, and load nothing else. */
export const PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Badges on one A4 sheet: two columns of four. */
export const BADGES_PER_PAGE = 8;

const STYLE_COMMON = `
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "Segoe UI", "Helvetica Neue", Arial, sans-serif; color: #111; }
`;

const STYLE_LIST = `
h1 { font-size: 18pt; margin: 0 0 2mm; }
.event { font-size: 12pt; margin: 0 0 1mm; font-weight: 600; }
.facts, .total { font-size: 10pt; margin: 0 0 1mm; color: #333; }
.total { margin-bottom: 5mm; }
table { width: 100%; border-collapse: collapse; font-size: 10pt; }
thead { display: table-header-group; }
th { text-align: left; border-bottom: 1.5pt solid #111; padding: 1.5mm 2mm; }
td { border-bottom: 0.5pt solid #999; padding: 2mm; vertical-align: top; }
tr { page-break-inside: avoid; break-inside: avoid; }
.box { width: 14mm; text-align: center; }
.tick { display: inline-block; width: 4.5mm; height: 4.5mm; border: 1pt solid #111; line-height: 4.5mm; font-size: 9pt; }
`;

const STYLE_BADGES = `
.sheet { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: repeat(4, 66mm); gap: 4mm; }
.sheet + .sheet { break-before: page; page-break-before: always; }
.badge { border: 0.75pt dashed #888; border-radius: 3mm; padding: 6mm; display: flex; flex-direction: column;
  justify-content: center; overflow: hidden; break-inside: avoid; page-break-inside: avoid; }
.name { font-size: 22pt; font-weight: 700; line-height: 1.15; margin: 0 0 3mm; overflow-wrap: anywhere; }
.organization { font-size: 13pt; margin: 0 0 4mm; overflow-wrap: anywhere; }
.event { font-size: 9pt; color: #444; margin: 0; overflow-wrap: anywhere; }
`;

function page(request: PrintAttendeesRequest, style: string, body: string): string {
  const title = `${request.labels.heading} — ${request.event.title}`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeMarkup(request.labels.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeMarkup(PRINT_CSP)}">`,
    `<title>${escapeMarkup(title)}</title>`,
    `<style>${STYLE_COMMON}${style}</style>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}

function listRow(person: PrintPerson): string {
  const cells = [
    `<td class="box"><span class="tick">${person.checkedIn ? '&#10003;' : ''}</span></td>`,
    `<td>${escapeMarkup(person.fullName)}</td>`,
    `<td>${escapeMarkup(person.organization ?? '')}</td>`,
    `<td>${escapeMarkup(person.status)}</td>`,
  ];
  return `<tr>${cells.join('')}</tr>`;
}

function attendeeListBody(request: PrintAttendeesRequest): string {
  const { event, labels } = request;
  const facts = [event.when, event.location].filter((part) => part.trim() !== '').map(escapeMarkup);
  return [
    `<h1>${escapeMarkup(labels.heading)}</h1>`,
    `<p class="event">${escapeMarkup(event.title)}</p>`,
    facts.length > 0 ? `<p class="facts">${facts.join(' · ')}</p>` : '',
    `<p class="total">${escapeMarkup(labels.total)}</p>`,
    '<table>',
    `<thead><tr><th class="box">${escapeMarkup(labels.checkIn)}</th><th>${escapeMarkup(labels.name)}</th>` +
      `<th>${escapeMarkup(labels.organization)}</th><th>${escapeMarkup(labels.status)}</th></tr></thead>`,
    `<tbody>${request.people.map(listRow).join('\n')}</tbody>`,
    '</table>',
  ].join('\n');
}

function badge(person: PrintPerson, eventTitle: string): string {
  return [
    '<div class="badge">',
    `<p class="name">${escapeMarkup(person.fullName)}</p>`,
    person.organization ? `<p class="organization">${escapeMarkup(person.organization)}</p>` : '',
    `<p class="event">${escapeMarkup(eventTitle)}</p>`,
    '</div>',
  ].join('');
}

function badgesBody(request: PrintAttendeesRequest): string {
  const sheets: string[] = [];
  for (let start = 0; start < request.people.length; start += BADGES_PER_PAGE) {
    const cards = request.people
      .slice(start, start + BADGES_PER_PAGE)
      .map((person) => badge(person, request.event.title));
    sheets.push(`<section class="sheet">${cards.join('\n')}</section>`);
  }
  return sheets.join('\n');
}

/** The HTML of the requested document (A4): the list as a table, or the badges eight to a sheet. */
export function attendeeDocumentHtml(request: PrintAttendeesRequest): string {
  return request.document === 'attendee-list'
    ? page(request, STYLE_LIST, attendeeListBody(request))
    : page(request, STYLE_BADGES, badgesBody(request));
}

/** The page as the URL the print window loads. */
export function documentDataUrl(html: string): string {
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

/** The options of the hidden print window: never shown, the isolated page's preferences. */
export function printWindowOptions() {
  return { show: false, width: 794, height: 1123, webPreferences: isolatedPageWebPreferences(PRINT_PARTITION) };
}

/** A file name for the saved PDF, e.g. "Attendee list - Annual meeting.pdf", without characters file systems refuse. */
export function suggestedPdfName(request: PrintAttendeesRequest): string {
  const name = `${request.labels.heading} - ${request.event.title}`
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return `${name || 'document'}.pdf`;
}

/** What the printer needs of a BrowserWindow. */
export interface PrintWindowLike {
  webContents: {
    loadURL(url: string): Promise<void>;
    print(options: Record<string, never>, callback: (success: boolean, failureReason: string) => void): void;
    printToPDF(options: { pageSize: 'A4'; printBackground: boolean }): Promise<Uint8Array>;
  };
  isDestroyed(): boolean;
  destroy(): void;
}

export interface PrintDeps {
  /** `new BrowserWindow(options)`. */
  createWindow: (options: ReturnType<typeof printWindowOptions>) => PrintWindowLike;
  /** `dialog.showSaveDialog` (on the app's window when there is one). */
  showSaveDialog: (options: {
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }) => Promise<{ canceled: boolean; filePath?: string }>;
  /** Writes the PDF (fs.promises.writeFile). */
  writeFile: (file: string, data: Uint8Array) => Promise<void>;
  /** The folder the save dialog starts in (the user's documents), asked when a PDF is saved. */
  defaultDir: () => string;
  /** Where failures are reported (console in the app). */
  log?: (message: string) => void;
}

/** The system print dialog for the loaded page; `cancelled` when the staff member closes it. */
function printPage(window: PrintWindowLike): Promise<PrintAttendeesResult> {
  return new Promise((resolve) => {
    window.webContents.print({}, (success, failureReason) => {
      if (success) resolve({ ok: true });
      else resolve({ ok: false, reason: failureReason === 'cancelled' ? 'cancelled' : 'failed' });
    });
  });
}

/** Opens the hidden window on the document and runs `use` on it; the window is destroyed whatever happens. */
async function withDocumentWindow<T>(
  request: PrintAttendeesRequest,
  deps: PrintDeps,
  use: (window: PrintWindowLike) => Promise<T>,
): Promise<T> {
  const window = deps.createWindow(printWindowOptions());
  try {
    await window.webContents.loadURL(documentDataUrl(attendeeDocumentHtml(request)));
    return await use(window);
  } finally {
    if (!window.isDestroyed()) window.destroy();
  }
}

/** Prints the document or saves it as a PDF where the staff member chooses. Never throws. */
export async function printAttendees(request: PrintAttendeesRequest, deps: PrintDeps): Promise<PrintAttendeesResult> {
  try {
    if (request.output === 'print') return await withDocumentWindow(request, deps, printPage);

    const choice = await deps.showSaveDialog({
      defaultPath: path.join(deps.defaultDir(), suggestedPdfName(request)),
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
    if (choice.canceled || !choice.filePath) return { ok: false, reason: 'cancelled' };
    const file = /\.pdf$/i.test(choice.filePath) ? choice.filePath : `${choice.filePath}.pdf`;
    const pdf = await withDocumentWindow(request, deps, (window) =>
      window.webContents.printToPDF({ pageSize: 'A4', printBackground: true }),
    );
    await deps.writeFile(file, pdf);
    return { ok: true, file };
  } catch (error) {
    deps.log?.(`Printing failed: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, reason: 'failed' };
  }
}

/**
 * `printAttendees` one job at a time: a request while another is still open (its dialog up, its
 * window loading) is answered `failed` at once, so no page can pile up hidden windows.
 */
export function createAttendeePrinter(
  deps: PrintDeps,
): (request: PrintAttendeesRequest) => Promise<PrintAttendeesResult> {
  let busy = false;
  return async (request) => {
    if (busy) {
      deps.log?.('Printing refused: another print job is still open');
      return { ok: false, reason: 'failed' };
    }
    busy = true;
    try {
      return await printAttendees(request, deps);
    } finally {
      busy = false;
    }
  };
}

/**
 * What `isolatePrintSession` needs of the print window's Session: its requests, so that nothing
 * but the page's own data: URL is ever fetched (the CSP says the same inside the page).
 */
export interface PrintSessionLike {
  webRequest: {
    onBeforeRequest(
      listener: (details: { url: string }, callback: (response: { cancel: boolean }) => void) => void,
    ): void;
  };
}

/** Cancels every request of the print session that is not a data: URL. */
export function isolatePrintSession(session: PrintSessionLike, log?: (message: string) => void): void {
  session.webRequest.onBeforeRequest((details, callback) => {
    const allowed = details.url.startsWith('data:');
    if (!allowed) log?.(`Print window request refused: ${details.url.slice(0, 200)}`);
    callback({ cancel: !allowed });
  });
}
