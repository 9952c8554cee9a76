import { describe, expect, it, vi } from 'vitest';
import { HARDENED_WEB_PREFERENCES } from './policies';
import { samplePrintPerson, samplePrintRequest } from './print-fixtures';
import {
  attendeeDocumentHtml,
  BADGES_PER_PAGE,
  createAttendeePrinter,
  documentDataUrl,
  isolatePrintSession,
  PRINT_CSP,
  PRINT_PARTITION,
  printAttendees,
  printWindowOptions,
  suggestedPdfName,
  type PrintDeps,
  type PrintWindowLike,
} from './print';

/** A BrowserWindow stand-in that records what is done with it. */
function fakeWindow(
  behaviour: {
    load?: () => Promise<void>;
    print?: (callback: (success: boolean, reason: string) => void) => void;
    pdf?: () => Promise<Uint8Array>;
  } = {},
) {
  let destroyed = false;
  const window = {
    webContents: {
      loadURL: vi.fn<(url: string) => Promise<void>>(() => behaviour.load?.() ?? Promise.resolve()),
      print: vi.fn<PrintWindowLike['webContents']['print']>((_options, callback) =>
        behaviour.print ? behaviour.print(callback) : callback(true, ''),
      ),
      printToPDF: vi.fn(() => behaviour.pdf?.() ?? Promise.resolve(new Uint8Array([0x25, 0x50, 0x44, 0x46]))),
    },
    isDestroyed: () => destroyed,
    destroy: vi.fn(() => {
      destroyed = true;
    }),
  } satisfies PrintWindowLike;
  return window;
}

function deps(window: PrintWindowLike, choice: { canceled: boolean; filePath?: string } = { canceled: true }) {
  return {
    createWindow: vi.fn<PrintDeps['createWindow']>(() => window),
    showSaveDialog: vi.fn<PrintDeps['showSaveDialog']>(() => Promise.resolve(choice)),
    writeFile: vi.fn<PrintDeps['writeFile']>(() => Promise.resolve()),
    defaultDir: () => '/home/ana/Documents',
    log: vi.fn(),
  } satisfies PrintDeps;
}

describe('attendeeDocumentHtml', () => {
  it('escapes every text the renderer sent: a <script> name stays text', () => {
    const html = attendeeDocumentHtml(
      samplePrintRequest({
        event: { title: 'Meet & "greet"', when: '<b>soon</b>', location: "O'Hare" },
        people: [
          samplePrintPerson(1, { fullName: '<script>alert(1)</script>', organization: '<img src=x onerror=alert(1)>' }),
        ],
        labels: { ...samplePrintRequest().labels, heading: '</title><script>x()</script>' },
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Meet &amp; &quot;greet&quot;');
    // The only markup is the page's own: one <title>, one <style>, no script, no external reference.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<[^>]*\b(src|href)=/i);
  });

  it('carries the CSP that lets the page load nothing', () => {
    const html = attendeeDocumentHtml(samplePrintRequest());
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${PRINT_CSP}">`);
    expect(PRINT_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('size: A4');
  });

  it('lists the people in a table with name, organisation, status and a check box', () => {
    const html = attendeeDocumentHtml(samplePrintRequest());
    expect(html).toContain('<th>Name</th><th>Organisation</th><th>Status</th>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html).toContain('<td>Person 1</td><td>Company 1</td><td>Has a place</td>');
    // A person checked in already gets a ticked box; the others an empty one to tick at the door.
    expect(html).toContain('<span class="tick">&#10003;</span></td><td>Person 2</td><td></td>');
    expect(html).toContain('<span class="tick"></span></td><td>Person 1</td>');
    expect(html).toContain('12 March 2027, 18:00 · Stockholm');
    expect(html).toContain('2 people');
  });

  it('puts eight badges on a sheet and starts a new sheet after them', () => {
    const people = Array.from({ length: BADGES_PER_PAGE * 2 + 1 }, (_, index) => samplePrintPerson(index + 1));
    const html = attendeeDocumentHtml(samplePrintRequest({ document: 'badges', people }));
    const sheets = html.split('<section class="sheet">').slice(1);
    expect(sheets).toHaveLength(3);
    expect(sheets.map((sheet) => sheet.match(/class="badge"/g)?.length)).toEqual([8, 8, 1]);
    expect(html).toContain('.sheet + .sheet { break-before: page; page-break-before: always; }');
    expect(sheets[0]).toContain('<p class="name">Person 1</p><p class="organization">Company 1</p>');
    expect(sheets[0]).toContain('<p class="event">Annual meeting</p>');
  });

  it('leaves the organisation line out of a badge without one, and makes no sheet for no one', () => {
    const html = attendeeDocumentHtml(
      samplePrintRequest({ document: 'badges', people: [samplePrintPerson(1, { organization: null })] }),
    );
    expect(html).not.toContain('class="organization"');
    expect(attendeeDocumentHtml(samplePrintRequest({ document: 'badges', people: [] }))).not.toContain('class="sheet"');
  });

  it('is carried whole by its data: URL', () => {
    const html = attendeeDocumentHtml(
      samplePrintRequest({ people: [samplePrintPerson(1, { fullName: 'Åsa Núñez #1 %' })] }),
    );
    const url = documentDataUrl(html);
    expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:text/html;charset=utf-8,'.length))).toBe(html);
  });
});

describe('the print window', () => {
  it('is hidden, runs no JavaScript, has no preload and a session of its own', () => {
    const options = printWindowOptions();
    expect(options.show).toBe(false);
    expect(options.webPreferences).toMatchObject(HARDENED_WEB_PREFERENCES);
    expect(options.webPreferences).toMatchObject({
      javascript: false,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: false,
      partition: PRINT_PARTITION,
    });
    expect(options.webPreferences).not.toHaveProperty('preload');
    expect(PRINT_PARTITION.startsWith('persist:')).toBe(false);
  });

  it('lets its session fetch nothing but data: URLs', () => {
    let listener: ((details: { url: string }, callback: (response: { cancel: boolean }) => void) => void) | undefined;
    isolatePrintSession({ webRequest: { onBeforeRequest: (handler) => (listener = handler) } });
    const decide = (url: string) => {
      const callback = vi.fn<(response: { cancel: boolean }) => void>();
      listener?.({ url }, callback);
      return callback.mock.calls[0]?.[0];
    };
    expect(decide('data:text/html;charset=utf-8,x')).toEqual({ cancel: false });
    for (const url of ['https://example.org/x.png', 'chamber://app/api/admin/users', 'file:///etc/passwd']) {
      expect(decide(url)).toEqual({ cancel: true });
    }
  });
});

describe('printAttendees', () => {
  it('loads the document as a data: URL, opens the print dialog and destroys the window', async () => {
    const window = fakeWindow();
    const printer = deps(window);
    await expect(printAttendees(samplePrintRequest(), printer)).resolves.toEqual({ ok: true });
    expect(printer.createWindow).toHaveBeenCalledWith(printWindowOptions());
    expect(window.webContents.loadURL).toHaveBeenCalledWith(
      documentDataUrl(attendeeDocumentHtml(samplePrintRequest())),
    );
    expect(window.webContents.print).toHaveBeenCalledWith({}, expect.any(Function));
    expect(window.destroy).toHaveBeenCalledTimes(1);
    expect(printer.showSaveDialog).not.toHaveBeenCalled();
  });

  it('answers cancelled when the print dialog is closed, failed when printing fails', async () => {
    const cancelled = fakeWindow({ print: (callback) => callback(false, 'cancelled') });
    await expect(printAttendees(samplePrintRequest(), deps(cancelled))).resolves.toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(cancelled.destroy).toHaveBeenCalledTimes(1);
    const failed = fakeWindow({ print: (callback) => callback(false, 'failed') });
    await expect(printAttendees(samplePrintRequest(), deps(failed))).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(failed.destroy).toHaveBeenCalledTimes(1);
  });

  it('destroys the window when loading the page fails, and answers failed', async () => {
    const window = fakeWindow({ load: () => Promise.reject(new Error('ERR_ABORTED')) });
    const printer = deps(window);
    await expect(printAttendees(samplePrintRequest(), printer)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(window.destroy).toHaveBeenCalledTimes(1);
    expect(window.webContents.print).not.toHaveBeenCalled();
    expect(printer.log).toHaveBeenCalledWith('Printing failed: ERR_ABORTED');
  });

  it('writes the PDF to the chosen file (adding .pdf) and answers where', async () => {
    const window = fakeWindow();
    const printer = deps(window, { canceled: false, filePath: '/home/ana/Documents/meeting' });
    await expect(printAttendees(samplePrintRequest({ output: 'pdf' }), printer)).resolves.toEqual({
      ok: true,
      file: '/home/ana/Documents/meeting.pdf',
    });
    expect(printer.showSaveDialog).toHaveBeenCalledWith({
      defaultPath: '/home/ana/Documents/Attendee list - Annual meeting.pdf',
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
    expect(window.webContents.printToPDF).toHaveBeenCalledWith({ pageSize: 'A4', printBackground: true });
    expect(printer.writeFile).toHaveBeenCalledWith(
      '/home/ana/Documents/meeting.pdf',
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
    expect(window.destroy).toHaveBeenCalledTimes(1);
    expect(window.webContents.print).not.toHaveBeenCalled();
  });

  it('answers cancelled when the save dialog is closed, opening no window', async () => {
    const window = fakeWindow();
    const printer = deps(window, { canceled: true });
    await expect(printAttendees(samplePrintRequest({ output: 'pdf' }), printer)).resolves.toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(printer.createWindow).not.toHaveBeenCalled();
    expect(printer.writeFile).not.toHaveBeenCalled();
  });

  it('destroys the window and answers failed when the PDF cannot be made or written', async () => {
    const broken = fakeWindow({ pdf: () => Promise.reject(new Error('no printer backend')) });
    const printer = deps(broken, { canceled: false, filePath: '/home/ana/x.pdf' });
    await expect(printAttendees(samplePrintRequest({ output: 'pdf' }), printer)).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(broken.destroy).toHaveBeenCalledTimes(1);
    expect(printer.writeFile).not.toHaveBeenCalled();

    const window = fakeWindow();
    const readOnly = deps(window, { canceled: false, filePath: '/read-only/x.pdf' });
    readOnly.writeFile.mockRejectedValueOnce(new Error('EACCES'));
    await expect(printAttendees(samplePrintRequest({ output: 'pdf' }), readOnly)).resolves.toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(window.destroy).toHaveBeenCalledTimes(1);
  });
});

describe('createAttendeePrinter', () => {
  it('runs one job at a time: a second request while the first is open fails at once', async () => {
    let finish: ((success: boolean, reason: string) => void) | undefined;
    const window = fakeWindow({ print: (callback) => (finish = callback) });
    const printer = deps(window);
    const print = createAttendeePrinter(printer);
    const first = print(samplePrintRequest());
    await vi.waitFor(() => expect(finish).toBeDefined());
    await expect(print(samplePrintRequest())).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(printer.createWindow).toHaveBeenCalledTimes(1);
    finish?.(true, '');
    await expect(first).resolves.toEqual({ ok: true });
    // Done: the next job runs.
    await expect(print(samplePrintRequest({ output: 'pdf' }))).resolves.toEqual({ ok: false, reason: 'cancelled' });
  });
});

describe('suggestedPdfName', () => {
  it('names the document and the event, without characters file systems refuse', () => {
    expect(suggestedPdfName(samplePrintRequest())).toBe('Attendee list - Annual meeting.pdf');
    const odd = samplePrintRequest({
      event: { ...samplePrintRequest().event, title: 'Q1/Q2: "Trade" <Nordics>\\?*|' },
    });
    expect(suggestedPdfName(odd)).toBe('Attendee list - Q1 Q2 Trade Nordics.pdf');
  });
});
