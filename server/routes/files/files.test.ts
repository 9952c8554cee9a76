import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/entities';
import {
  DOCUMENT_KINDS,
  RESOURCE_FILE_CONTENT_TYPES,
  RESOURCE_FILE_FORMATS,
  RESOURCE_FILE_MAX_BYTES,
  type ResourceFile,
} from '../../../shared/resources';
import {
  buildZip,
  createDocument,
  downloadsOf,
  minimalPdf,
  officeFile,
  sampleFile,
  storeFile,
  type DocumentOverrides,
} from '../../../tests/helpers/documents';
import { testDatabaseKinds } from '../../../tests/helpers/databases';
import { ApiClient } from '../../../tests/helpers/http';
import { signedInClient, startTestServer, type TestServer } from '../../../tests/helpers/server';
import { UNSUPPORTED_FILE_MESSAGE } from '../../errors';
import { FILE_NAME_MISSING_MESSAGE } from '../../files/store';
import { MEMBERS_ONLY_MESSAGE, parseRange } from '.';

describe('parseRange', () => {
  it('reads one range of the three forms, clamped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers unsatisfiable past the end, and ignores what it cannot serve as one range', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=9-3', 100)).toBeNull();
    expect(parseRange('bytes=-', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=a-b', 100)).toBeNull();
  });
});

/** The `filename*` of a Content-Disposition header, decoded. */
function extendedFileName(header: string): string | undefined {
  const match = /filename\*=UTF-8''([^;\s]+)/i.exec(header);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The `filename` (ASCII) of a Content-Disposition header, unquoted. */
function asciiFileNameOf(header: string): string | undefined {
  const match = /filename="((?:[^"\\]|\\.)*)"/.exec(header);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : undefined;
}

describe.each(testDatabaseKinds())('document files on %s', (databaseKind) => {
  let server: TestServer;
  let editor: ApiClient;
  let admin: ApiClient;
  let viewer: ApiClient;
  let member: ApiClient;
  let registered: ApiClient;
  let anonymous: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    ({ client: editor } = await signedInClient(server, 'editor'));
    ({ client: admin } = await signedInClient(server, 'admin'));
    ({ client: viewer } = await signedInClient(server, 'viewer'));
    ({ client: member } = await signedInClient(server, 'member'));
    ({ client: registered } = await signedInClient(server, 'registered'));
    anonymous = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.close());

  function upload(bytes: Buffer, name: string | undefined, client = editor, contentType = 'application/octet-stream') {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (name !== undefined) headers['x-file-name'] = encodeURIComponent(name);
    return client.request<ResourceFile & ApiError>('POST', '/api/admin/files', { body: bytes, headers });
  }

  /** A document of `kind` with `bytes` uploaded as its file. */
  async function documentWith(bytes: Buffer, overrides: DocumentOverrides & { name?: string } = {}, kind = 'reports') {
    const { name, ...documentOverrides } = overrides;
    const fileId = await storeFile(server.db, bytes, { name: name ?? 'report.pdf' });
    const document = await createDocument(server.db, kind as 'reports', { fileId, ...documentOverrides });
    return { id: document.id, path: `/api/${kind}/${document.id}/download` };
  }

  const count = () => server.db.models.ResourceFile.count();
  const downloads = (id: number, kind: 'reports' | 'guides' | 'publications' = 'reports') =>
    downloadsOf(server.db, kind, id);

  describe('upload', () => {
    it('stores a file for editors and admins, with its audit entry', async () => {
      for (const client of [editor, admin]) {
        const bytes = minimalPdf();
        const response = await upload(bytes, 'Market report 2026.pdf', client);
        expect(response.status).toBe(201);
        expect(response.body).toEqual({
          id: expect.any(Number) as number,
          name: 'Market report 2026.pdf',
          format: 'pdf',
          size: bytes.length,
        });
        const stored = await server.db.models.ResourceFile.findByPk(response.body.id);
        expect(stored?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
        expect(Buffer.from(stored!.data).equals(bytes)).toBe(true);
        const audit = await server.db.models.AuditEntry.findOne({
          where: { entity: 'file', entityId: response.body.id },
        });
        expect(audit).toMatchObject({ action: 'create', label: 'Market report 2026.pdf' });
      }
    });

    it('refuses viewers, members, registered users (403) and anonymous callers (401), storing nothing', async () => {
      const before = await count();
      for (const client of [viewer, member, registered]) {
        expect((await upload(minimalPdf(), 'a.pdf', client)).status).toBe(403);
      }
      expect((await upload(minimalPdf(), 'a.pdf', anonymous)).status).toBe(401);
      expect(await count()).toBe(before);
    });

    it.each(RESOURCE_FILE_FORMATS)('accepts a %s file, recognised from its bytes', async (format) => {
      const bytes = sampleFile(format);
      // The name and the declared type say something else: only the bytes count.
      const response = await upload(bytes, 'upload.bin', editor, 'text/html');
      expect(response.status).toBe(201);
      expect(response.body.format).toBe(format);
      expect(response.body.size).toBe(bytes.length);
      // The kept name tells the truth about the bytes.
      expect(response.body.name).toBe(`upload.${format}`);
    });

    it('keeps a name whose extension matches, in any case, and gives a bare name the extension', async () => {
      expect((await upload(sampleFile('pdf'), 'Annual Report.PDF')).body.name).toBe('Annual Report.PDF');
      expect((await upload(sampleFile('csv'), 'figures')).body.name).toBe('figures.csv');
      expect((await upload(sampleFile('csv'), 'figures.pdf')).body.name).toBe('figures.csv');
    });

    it.each([
      [
        'an HTML page named report.pdf',
        Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
        'report.pdf',
      ],
      ['an HTML page named data.csv', Buffer.from('  <html><body>a,b\n1,2</body></html>'), 'data.csv'],
      ['a text file named .docx', Buffer.from('This is not a Word document.\nJust text.\n'), 'letter.docx'],
      ['a PNG named .xlsx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'sheet.xlsx'],
      ['an empty body', Buffer.alloc(0), 'empty.pdf'],
      ['a truncated ZIP', officeFile('docx').subarray(0, 60), 'cut.docx'],
    ])('refuses %s with 415, storing nothing', async (_label, bytes, name) => {
      const before = await count();
      const response = await upload(bytes, name);
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ error: UNSUPPORTED_FILE_MESSAGE });
      expect(await count()).toBe(before);
    });

    it('never trusts the sizes a ZIP bomb declares: stored as the bytes sent', async () => {
      const bomb = buildZip([
        { name: 'a.bin', data: Buffer.alloc(64), declaredSize: 0xfffffffe },
        { name: 'b.bin', data: Buffer.alloc(64), declaredSize: 0xfffffffe },
      ]);
      const response = await upload(bomb, 'bomb.zip');
      expect(response.status).toBe(201);
      expect(response.body.format).toBe('zip');
      expect(response.body.size).toBe(bomb.length);
      const stored = await server.db.models.ResourceFile.findByPk(response.body.id);
      expect(stored?.size).toBe(bomb.length);
      expect(Buffer.from(stored!.data).equals(bomb)).toBe(true);
    });

    it('accepts exactly the limit and refuses one byte more with 413', async () => {
      const pdf = minimalPdf();
      const atLimit = Buffer.concat([pdf, Buffer.alloc(RESOURCE_FILE_MAX_BYTES - pdf.length, 0x20)]);
      const accepted = await upload(atLimit, 'big.pdf');
      expect(accepted.status).toBe(201);
      expect(accepted.body.size).toBe(RESOURCE_FILE_MAX_BYTES);

      const before = await count();
      const tooLarge = await upload(Buffer.concat([atLimit, Buffer.from(' ')]), 'big.pdf');
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error).toMatch(/too large/);
      expect(await count()).toBe(before);
    });

    it('requires a file name (400), and keeps only the last part of a path, without controls', async () => {
      const before = await count();
      for (const name of [undefined, '', '   ', 'folder/', '..', '\u0007']) {
        const response = await upload(minimalPdf(), name);
        expect(response.status, JSON.stringify(name)).toBe(400);
        expect(response.body.error).toBe(FILE_NAME_MISSING_MESSAGE);
      }
      const badEncoding = await editor.request<ApiError>('POST', '/api/admin/files', {
        body: minimalPdf(),
        headers: { 'x-file-name': '%E0%A4%A' },
      });
      expect(badEncoding.status).toBe(400);
      const rawLatin1 = await editor.request<ApiError>('POST', '/api/admin/files', {
        body: minimalPdf(),
        headers: { 'x-file-name': 'a\u00f1o.pdf' },
      });
      expect(rawLatin1.status).toBe(400);
      expect(await count()).toBe(before);

      const path = await upload(minimalPdf(), 'C:\\fakepath\\Informe año\r\n 2026.pdf');
      expect(path.status).toBe(201);
      expect(path.body.name).toBe('Informe año 2026.pdf');
      const rtl = await upload(minimalPdf(), 'invoice\u202Efdp.exe');
      // Without the reordering mark, and named for what its bytes are.
      expect(rtl.body.name).toBe('invoicefdp.pdf');

      const long = await upload(minimalPdf(), `${'é'.repeat(300)}.pdf`);
      expect(long.status).toBe(201);
      expect(Array.from(long.body.name)).toHaveLength(255);
      expect(long.body.name.endsWith('é.pdf')).toBe(true);
    });
  });

  describe('download', () => {
    it.each(DOCUMENT_KINDS)('sends the file of a %s document with safe headers, and counts it', async (kind) => {
      const bytes = officeFile('xlsx');
      const fileId = await storeFile(server.db, bytes, { name: 'Trade figures.xlsx', format: 'xlsx' });
      const document = await createDocument(server.db, kind, { fileId });
      const response = await fetch(`${server.baseUrl}/api/${kind}/${document.id}/download`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(response.headers.get('content-type')).toBe(RESOURCE_FILE_CONTENT_TYPES.xlsx);
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="Trade figures.xlsx"');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('etag')).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(await downloads(document.id, kind)).toBe(1);
    });

    it('names the file safely: ASCII fallback, and the real name in filename* that decodes back', async () => {
      const { path } = await documentWith(minimalPdf(), { name: 'Informe "año" 2026/27\r\n.pdf' });
      const response = await fetch(server.baseUrl + path);
      expect(response.status).toBe(200);
      const header = response.headers.get('content-disposition')!;
      expect(header).toMatch(/^attachment; /);
      expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
      expect(asciiFileNameOf(header)).toBe('Informe _a_o_ 2026_27.pdf');
      expect(extendedFileName(header)).toBe('Informe "año" 2026_27.pdf');
    });

    it('serves byte ranges: 206 with the right bytes, suffix ranges, 416 past the end', async () => {
      const bytes = minimalPdf('Ranges');
      const { id, path } = await documentWith(bytes);
      const url = server.baseUrl + path;

      const first = await fetch(url, { headers: { range: 'bytes=0-9' } });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
      expect(first.headers.get('content-length')).toBe('10');
      expect(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
      expect(await downloads(id)).toBe(1); // a download starting at byte 0 counts

      // The binary bytes of the PDF's second line (offset 10 onwards): ranges count bytes, not characters.
      const middle = await fetch(url, { headers: { range: 'bytes=10-14' } });
      expect(middle.status).toBe(206);
      expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(10, 15))).toBe(true);

      const rest = await fetch(url, { headers: { range: 'bytes=10-' } });
      expect(rest.status).toBe(206);
      expect(rest.headers.get('content-range')).toBe(`bytes 10-${bytes.length - 1}/${bytes.length}`);
      expect(Buffer.from(await rest.arrayBuffer()).equals(bytes.subarray(10))).toBe(true);

      const suffix = await fetch(url, { headers: { range: 'bytes=-6' } });
      expect(suffix.status).toBe(206);
      expect(await suffix.text()).toBe('%%EOF\n');
      expect(await downloads(id)).toBe(1); // later ranges are the same download

      const past = await fetch(url, { headers: { range: `bytes=${bytes.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
      await past.arrayBuffer();

      const several = await fetch(url, { headers: { range: 'bytes=0-1,4-5' } });
      expect(several.status).toBe(200);
      expect(Buffer.from(await several.arrayBuffer()).equals(bytes)).toBe(true);
      expect(await downloads(id)).toBe(2);
    });

    it('honours If-Range: the range for the current ETag, the whole file for another', async () => {
      const bytes = minimalPdf('If-Range');
      const { path } = await documentWith(bytes);
      const url = server.baseUrl + path;
      const etag = `"${createHash('sha256').update(bytes).digest('hex')}"`;

      const same = await fetch(url, { headers: { range: 'bytes=5-', 'if-range': etag } });
      expect(same.status).toBe(206);
      expect(Buffer.from(await same.arrayBuffer()).equals(bytes.subarray(5))).toBe(true);

      for (const ifRange of ['"an-older-version"', `W/${etag}`, 'Thu, 01 Jan 2026 00:00:00 GMT']) {
        const changed = await fetch(url, { headers: { range: 'bytes=5-', 'if-range': ifRange } });
        expect(changed.status, ifRange).toBe(200);
        expect(Buffer.from(await changed.arrayBuffer()).equals(bytes), ifRange).toBe(true);
      }
    });

    it('answers 304 to If-None-Match with the ETag and HEAD with headers only, neither counted', async () => {
      const bytes = minimalPdf('Conditional');
      const { id, path } = await documentWith(bytes);
      const url = server.baseUrl + path;
      const first = await fetch(url);
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      expect(await downloads(id)).toBe(1);

      const revalidated = await fetch(url, { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(await revalidated.text()).toBe('');

      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      expect(head.headers.get('content-type')).toBe('application/pdf');
      expect(head.headers.get('content-disposition')).toBe('attachment; filename="report.pdf"');
      expect(await head.text()).toBe('');

      const headRange = await fetch(url, { method: 'HEAD', headers: { range: 'bytes=0-3' } });
      expect(headRange.status).toBe(206);
      expect(headRange.headers.get('content-length')).toBe('4');
      expect(await downloads(id)).toBe(1);
    });

    it('streams a file larger than a read chunk, whole and in a range across chunks', async () => {
      const body = Buffer.alloc(2.5 * 1024 * 1024);
      for (let index = 0; index < body.length; index += 1) body[index] = (index * 7 + (index >> 11)) & 0xff;
      const bytes = Buffer.concat([minimalPdf(), body]);
      const { path } = await documentWith(bytes);
      const whole = await fetch(server.baseUrl + path);
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
      const start = 1024 * 1024 - 10;
      const end = 2 * 1024 * 1024 + 10;
      const range = await fetch(server.baseUrl + path, { headers: { range: `bytes=${start}-${end}` } });
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer()).equals(bytes.subarray(start, end + 1))).toBe(true);
    });

    it('counts 100 concurrent downloads exactly', async () => {
      const bytes = minimalPdf('Concurrent');
      const { id, path } = await documentWith(bytes);
      const responses = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const response = await fetch(server.baseUrl + path);
          return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
        }),
      );
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(response.bytes.equals(bytes)).toBe(true);
      }
      expect(await downloads(id)).toBe(100);
    });

    describe('members-only documents', () => {
      const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

      it('sends a visitor with a browser to the members-only page, in their language', async () => {
        const { id, path } = await documentWith(minimalPdf(), { membersOnly: true });
        const next = `?next=${encodeURIComponent(path)}`;
        const english = await anonymous.get(path, browser);
        expect(english.status).toBe(303);
        expect(english.headers.get('location')).toBe(`/members-only${next}`);
        const spanish = await anonymous.get(`${path}?lang=es`, browser);
        expect(spanish.status).toBe(303);
        expect(spanish.headers.get('location')).toBe(`/es/members-only${next}`);
        const unknown = await anonymous.get(`${path}?lang=xx`, browser);
        expect(unknown.headers.get('location')).toBe(`/members-only${next}`);
        const signedIn = await registered.get(path, browser);
        expect(signedIn.status).toBe(303);
        expect(await downloads(id)).toBe(0);
      });

      it('refuses API clients without a member or staff account with 403 JSON', async () => {
        const { id, path } = await documentWith(minimalPdf(), { membersOnly: true });
        for (const client of [anonymous, registered]) {
          const response = await client.get<ApiError>(path);
          expect(response.status).toBe(403);
          expect(response.body).toEqual({ error: MEMBERS_ONLY_MESSAGE });
          const head = await client.request('HEAD', path);
          expect(head.status).toBe(403);
        }
        expect(await downloads(id)).toBe(0);
      });

      it('sends the file to members and staff', async () => {
        const bytes = minimalPdf('Members');
        const { id, path } = await documentWith(bytes, { membersOnly: true });
        for (const client of [member, viewer, editor, admin]) {
          const response = await client.get(path, browser);
          expect(response.status).toBe(200);
          // Within a session every answer is no-store (the app's rule): never kept by any cache.
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(response.headers.get('content-length')).toBe(String(bytes.length));
          expect(response.text.startsWith('%PDF-1.4')).toBe(true);
        }
        expect(await downloads(id)).toBe(4);
      });
    });

    it('forwards to an external address with 302, counted', async () => {
      const url = 'https://example.org/reports/annual-2026.pdf';
      const { id } = await createDocument(server.db, 'publications', { externalUrl: url });
      const path = `/api/publications/${id}/download`;
      const response = await anonymous.get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(url);
      expect(await downloads(id, 'publications')).toBe(1);
      const head = await anonymous.request('HEAD', path);
      expect(head.status).toBe(302);
      expect(await downloads(id, 'publications')).toBe(1);
    });

    it('answers 404 JSON for a deleted, missing or empty document', async () => {
      const deleted = await documentWith(minimalPdf(), { deletedAt: new Date() });
      const empty = await createDocument(server.db, 'guides');
      const unsafe = await createDocument(server.db, 'guides', { externalUrl: 'javascript:alert(1)' });
      for (const path of [
        deleted.path,
        `/api/guides/${empty.id}/download`,
        `/api/guides/${unsafe.id}/download`,
        '/api/reports/2147483647/download',
        '/api/reports/abc/download',
        `/api/tools/${deleted.id}/download`,
      ]) {
        const response = await anonymous.get(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).toMatch(/application\/json/);
      }
      expect(await downloads(deleted.id)).toBe(0);
    });
  });
});
