import { createHash } from 'node:crypto';
import { RESOURCE_FILE_MAX_BYTES, type ResourceFile, type ResourceFileFormat } from '../../shared/resources';
import type { AppContext } from '../context';
import { recordAudit } from '../content/audit';
import { badRequest, unsupportedFile } from '../errors';
import { readRawBody } from '../middleware/json-body';
import { presentResourceFile } from '../presenters/files';
import type { UserModel } from '../models';
import { detectFileFormat } from './detect';

/** The header an upload names its file in: percent-encoded UTF-8 (a header value is ASCII). */
export const FILE_NAME_HEADER = 'X-File-Name';

/** The longest file name kept (the column's length). */
export const FILE_NAME_MAX = 255;

/** The 400 message of an upload without a usable file name. */
export const FILE_NAME_MISSING_MESSAGE = `Name the file in the ${FILE_NAME_HEADER} header (percent-encoded UTF-8)`;
/** The 400 message of a file name that is not percent-encoded UTF-8. */
export const FILE_NAME_INVALID_MESSAGE = `The ${FILE_NAME_HEADER} header must be percent-encoded UTF-8`;

/** Control characters (C0, DEL, C1) and the invisible marks that reorder text (`fdp.exe` shown as `exe.pdf`). */
// eslint-disable-next-line no-control-regex -- the controls are what is removed
const UNWANTED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name to keep for an upload, from the header's percent-encoded value: the last part of any
 * path (a browser may send `C:\fakepath\…`), without control or direction characters, trimmed, at
 * most FILE_NAME_MAX characters (the extension kept when it must be shortened). Empty when nothing
 * usable is left; throws 400 when the value does not decode.
 */
export function uploadedFileName(header: string): string {
  // Percent-encoding leaves only printable ASCII; anything else reached the header undecodable.
  if (/[^\x20-\x7e]/.test(header)) throw badRequest(FILE_NAME_INVALID_MESSAGE);
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    throw badRequest(FILE_NAME_INVALID_MESSAGE);
  }
  const base = decoded.split(/[/\\]/).pop() ?? '';
  const name = base.replace(UNWANTED_CHARACTERS, '').trim();
  if (/^\.*$/.test(name)) return '';
  const characters = Array.from(name);
  if (characters.length <= FILE_NAME_MAX) return name;
  const extension = /\.[^.\s]{1,16}$/.exec(name)?.[0] ?? '';
  return Array.from(name.slice(0, name.length - extension.length))
    .slice(0, FILE_NAME_MAX - extension.length)
    .join('')
    .trimEnd()
    .concat(extension);
}

/**
 * `name` ending in the extension of the format its bytes are: a CSV sent as `report.pdf` is kept as
 * `report.csv`, so whoever downloads it is not told it is something else. A name with the right
 * extension (in any case) is kept as it is.
 */
export function nameForFormat(name: string, format: ResourceFileFormat): string {
  const extension = `.${format}`;
  if (name.toLowerCase().endsWith(extension)) return name;
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || name;
  return (
    Array.from(stem)
      .slice(0, FILE_NAME_MAX - extension.length)
      .join('')
      .trimEnd() + extension
  );
}

/**
 * Stores the request's body, the raw bytes of a document (at most RESOURCE_FILE_MAX_BYTES, else
 * 413), named by the X-File-Name header (400 without one), as uploaded by `user`: 415 unless the
 * bytes are a PDF, DOCX, XLSX, PPTX, CSV or ZIP file. The file and its audit entry are written
 * together. The route is listed among `jsonBody`'s raw-body routes.
 */
export async function storeUploadedFile(ctx: AppContext, user: UserModel): Promise<ResourceFile> {
  const sentName = uploadedFileName(ctx.get(FILE_NAME_HEADER));
  if (sentName === '') throw badRequest(FILE_NAME_MISSING_MESSAGE, { name: FILE_NAME_MISSING_MESSAGE });
  const bytes = await readRawBody(ctx, RESOURCE_FILE_MAX_BYTES);
  // The bytes decide, never the file name or the declared Content-Type.
  const format = detectFileFormat(bytes);
  if (!format) throw unsupportedFile();
  const name = nameForFormat(sentName, format);
  const { sequelize, models } = ctx.services.db;
  const file = await sequelize.transaction(async (transaction) => {
    const created = await models.ResourceFile.create(
      {
        name,
        format,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
        createdBy: user.id,
      },
      { transaction },
    );
    await recordAudit(models, transaction, user, {
      action: 'create',
      entity: 'file',
      entityId: created.id,
      label: name,
    });
    return created;
  });
  return presentResourceFile(file);
}
