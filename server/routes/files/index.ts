import { Readable } from 'node:stream';
import { QueryTypes, type Model, type ModelStatic } from 'sequelize';
import { isLanguage } from '../../../shared/constants';
import {
  DOCUMENT_KINDS,
  downloadPath,
  MEMBERS_ONLY_PATH,
  RESOURCE_FILE_CONTENT_TYPES,
  type DocumentKind,
} from '../../../shared/resources';
import { can } from '../../../shared/roles';
import { localizedPath } from '../../../shared/routes';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import type { MarketReportModel } from '../../models';
import { forbidden, HttpError, notFound } from '../../errors';
import { storeUploadedFile } from '../../files/store';
import { access, loadUser, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { matchesIfNoneMatch } from '../images';
import type { RouteModule } from '../../http/router';

/** The upload route, whose body is the file's bytes rather than JSON (see `jsonBody`). */
export const FILE_UPLOAD_ROUTE = 'POST /api/admin/files';

/**
 * Every download is to reach the server (it is counted, and a members-only file must not be kept by
 * a shared cache); a browser may keep its own copy and revalidate it with the ETag.
 */
export const DOWNLOAD_CACHE_CONTROL = 'private, no-cache';

/** The 403 message of a members-only document asked for without a member or staff account. */
export const MEMBERS_ONLY_MESSAGE = 'This document is for members only: sign in with a member account to download it';

/** How much of a file one database read fetches while it is sent. */
export const DOWNLOAD_CHUNK_BYTES = 1024 * 1024;

const DOCUMENT_MODELS = {
  reports: 'MarketReport',
  guides: 'InvestmentGuide',
  publications: 'Publication',
} as const satisfies Record<DocumentKind, string>;

/** What a download reads of a document, whichever its collection. */
type DocumentRow = Pick<MarketReportModel, 'id' | 'fileId' | 'externalUrl' | 'membersOnly' | 'deletedAt'>;

/** The document tables' model, by kind (the document columns are the same in each). */
function documentModel(db: Database, kind: DocumentKind): ModelStatic<Model & DocumentRow> {
  return db.models[DOCUMENT_MODELS[kind]];
}

/** A byte range of a file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a Range header asks of a file of `size` bytes (RFC 9110 §14.1.2):
 * `bytes=a-b`, `bytes=a-` or `bytes=-n`. Null for a header to ignore (none, another unit, several
 * ranges, malformed: the whole file is sent); 'unsatisfiable' when the range lies past the end.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** Whether an If-Range header lets the range be sent: only the file's own strong ETag does. */
function ifRangeHolds(header: string, sha256: string): boolean {
  return header === '' || header.trim() === `"${sha256}"`;
}

/** Bytes `start` … `start + length - 1` of a stored file (a slice read by the database, not the whole file). */
async function readSlice(db: Database, fileId: number, start: number, length: number): Promise<Buffer | null> {
  // Both count from 1; SQLite's substr of a BLOB and PostgreSQL's substring of a bytea count bytes.
  const sql =
    db.dialect === 'postgres'
      ? 'SELECT substring(data from ? for ?) AS chunk FROM resource_files WHERE id = ?'
      : 'SELECT substr(data, ?, ?) AS chunk FROM resource_files WHERE id = ?';
  const rows = await db.sequelize.query<{ chunk: Buffer | null }>(sql, {
    replacements: [start + 1, length, fileId],
    type: QueryTypes.SELECT,
  });
  const chunk = rows[0]?.chunk;
  return Buffer.isBuffer(chunk) ? chunk : null;
}

/**
 * A stream of bytes `range.start` … `range.end` of a stored file, read from the database a chunk at
 * a time as the client takes them: a download holds at most a chunk or two in memory, however
 * large the file. A file gone or changed meanwhile ends the stream with an error.
 */
export function fileStream(db: Database, fileId: number, range: ByteRange): Readable {
  let offset = range.start;
  const end = range.end + 1;
  return new Readable({
    highWaterMark: DOWNLOAD_CHUNK_BYTES,
    read() {
      if (offset >= end) {
        this.push(null);
        return;
      }
      const length = Math.min(DOWNLOAD_CHUNK_BYTES, end - offset);
      readSlice(db, fileId, offset, length).then(
        (chunk) => {
          if (!chunk || chunk.length !== length) {
            this.destroy(new Error(`resource file ${fileId} is shorter than its recorded size`));
            return;
          }
          offset += length;
          this.push(chunk);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/**
 * Adds one to a document's download count in one statement, so concurrent downloads are all
 * counted. Not through the model: its hooks would treat a download as an edit of the content.
 */
async function countDownload(db: Database, kind: DocumentKind, id: number): Promise<void> {
  const model = documentModel(db, kind);
  const table = db.sequelize.getQueryInterface().quoteIdentifier(model.getTableName() as string);
  await db.sequelize.query(`UPDATE ${table} SET downloads = downloads + 1 WHERE id = ?`, { replacements: [id] });
}

/**
 * A members-only document asked for by someone without a member or staff account: a browser
 * following the link is sent to the page that explains it (and signs in, then comes back); an API
 * client gets 403.
 */
function refuseNonMember(ctx: AppContext, kind: DocumentKind, id: number): void {
  if (ctx.accepts('json', 'html') !== 'html') throw forbidden(MEMBERS_ONLY_MESSAGE);
  const query = ctx.query.lang;
  const lang = isLanguage(query) ? query : 'en';
  ctx.set('Cache-Control', 'no-store');
  ctx.status = 303;
  ctx.redirect(`${localizedPath(MEMBERS_ONLY_PATH, lang)}?next=${encodeURIComponent(downloadPath(kind, id))}`);
}

/**
 * An ASCII file name for the `filename` parameter of clients that do not read `filename*`:
 * quotes, backslashes, slashes, controls and anything outside printable ASCII become `_`.
 */
export function asciiFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\/]/g, '_');
}

/** The name offered for saving: the stored name without path separators or control characters. */
function savedFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- the controls are what is removed
  const cleaned = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/[/\\]/g, '_');
  return cleaned.trim() === '' ? 'download' : cleaned;
}

async function download(ctx: AppContext, kind: DocumentKind): Promise<void> {
  const { db } = ctx.services;
  const id = idParam(ctx);
  const item = await documentModel(db, kind).findOne({
    where: { id, deletedAt: null },
    attributes: ['id', 'fileId', 'externalUrl', 'membersOnly'],
  });
  if (!item) throw notFound('Document not found');

  if (item.membersOnly) {
    const user = await loadUser(ctx);
    if (!can(user?.role, 'members-only:open')) {
      refuseNonMember(ctx, kind, id);
      return;
    }
  }
  const counted = ctx.method === 'GET';

  const file = item.fileId
    ? await db.models.ResourceFile.findByPk(item.fileId, { attributes: ['id', 'name', 'format', 'size', 'sha256'] })
    : null;
  if (!file) {
    const url = item.externalUrl;
    if (!url || !/^https?:\/\//i.test(url)) throw notFound('This document has no file to download');
    if (counted) await countDownload(db, kind, id);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(url);
    return;
  }

  const etag = `"${file.sha256}"`;
  ctx.set({
    'Cache-Control': DOWNLOAD_CACHE_CONTROL,
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  });
  if (matchesIfNoneMatch(ctx.get('if-none-match'), file.sha256)) {
    ctx.status = 304;
    return;
  }
  // Koa's attachment writes RFC 6266 (`filename*` in UTF-8) with the ASCII name beside it; it also
  // sets a type from the name's extension, replaced at once by the type the bytes were stored as.
  const name = savedFileName(file.name);
  ctx.attachment(name, { fallback: asciiFileName(name) });
  ctx.type = RESOURCE_FILE_CONTENT_TYPES[file.format];

  let range: ByteRange = { start: 0, end: file.size - 1 };
  const rangeHeader = ctx.get('range');
  if (rangeHeader && ifRangeHolds(ctx.get('if-range'), file.sha256)) {
    const asked = parseRange(rangeHeader, file.size);
    if (asked === 'unsatisfiable') {
      throw new HttpError(416, 'The requested range is not satisfiable', undefined, {
        'Content-Range': `bytes */${file.size}`,
      });
    }
    if (asked) {
      range = asked;
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    }
  }
  // A download is counted once: the whole file, or the first of the ranges a client fetches it in.
  if (counted && range.start === 0) await countDownload(db, kind, id);
  if (ctx.status !== 206) ctx.status = 200;
  // Never read for HEAD: Koa ends the answer after the headers and destroys the stream.
  ctx.body = fileStream(db, file.id, range);
  ctx.length = range.end - range.start + 1;
}

/** POST /api/admin/files (the raw bytes, staff) and GET|HEAD /api/<kind>/:id/download per document kind. */
export const fileRoutes: RouteModule = (router) => {
  router.post('/admin/files', access('content:manage'), async (ctx) => {
    const user = await staffUser(ctx);
    ctx.status = 201;
    ctx.body = await storeUploadedFile(ctx, user);
  });

  for (const kind of DOCUMENT_KINDS) {
    router.get(`/${kind}/:id/download`, access('public'), (ctx) => download(ctx, kind));
  }
};
