import { Op, type Model, type ModelStatic, type Transaction, type WhereOptions } from 'sequelize';
import { validationMessages as m } from '../../shared/messages';
import { downloadPath, type DocumentFields, type DocumentKind, type ResourceFile } from '../../shared/resources';
import { badRequest } from '../errors';
import type { Models } from '../models';

// What every document (report, guide, publication) shows of its file: read for a page of items at
// once, without the bytes.

/** The columns of a document row the document fields come from. */
export interface DocumentRow {
  id: number;
  fileId: number | null;
  externalUrl: string | null;
  membersOnly: boolean;
  downloads: number;
}

/** The files of `items` by file id: name, format and size only (the bytes stay in the database). */
export async function documentFiles(
  models: Pick<Models, 'ResourceFile'>,
  items: readonly Pick<DocumentRow, 'fileId'>[],
  transaction?: Transaction,
): Promise<Map<number, ResourceFile>> {
  const ids = [...new Set(items.map((item) => item.fileId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await models.ResourceFile.findAll({
    attributes: ['id', 'name', 'format', 'size'],
    where: { id: { [Op.in]: ids } },
    transaction,
  });
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, format: row.format, size: row.size }]));
}

/**
 * The document fields of `item` with its file (from `documentFiles`; undefined when it has none).
 * Staff see the file's id (to keep it on save), the public does not. The public never sees the
 * external address of a members-only document: the lists and pages are the same for every visitor
 * (and cached so), and the address opens the document without the download route's member check.
 */
export function documentFields(
  kind: DocumentKind,
  item: DocumentRow,
  file: ResourceFile | undefined,
  staff: true,
): Omit<DocumentFields, 'file'> & { file: ResourceFile | null };
export function documentFields(
  kind: DocumentKind,
  item: DocumentRow,
  file: ResourceFile | undefined,
  staff?: false,
): DocumentFields;
export function documentFields(
  kind: DocumentKind,
  item: DocumentRow,
  file: ResourceFile | undefined,
  staff = false,
): DocumentFields | (Omit<DocumentFields, 'file'> & { file: ResourceFile | null }) {
  const shown = file && item.fileId !== null ? file : null;
  return {
    downloadUrl: shown || item.externalUrl ? downloadPath(kind, item.id) : null,
    file: shown ? (staff ? shown : { name: shown.name, format: shown.format, size: shown.size }) : null,
    externalUrl: staff || !item.membersOnly ? item.externalUrl : null,
    external: !shown && item.externalUrl !== null,
    membersOnly: Boolean(item.membersOnly),
    downloads: item.downloads,
  };
}

/** A document input's file must be an uploaded one: 400 on `fileId` otherwise. */
export async function checkDocumentFile(
  models: Pick<Models, 'ResourceFile'>,
  input: { fileId: number | null },
): Promise<void> {
  if (input.fileId === null) return;
  const found = await models.ResourceFile.count({ where: { id: input.fileId } });
  if (found === 0) throw badRequest(m.invalidFile, { fileId: m.invalidFile });
}

/**
 * The managed resources' `related` hook of a document collection: the file of each item by item
 * id, for a page of items at once (the items' file ids, then their files: two reads).
 */
export function documentFilesById(
  model: (models: Models) => ModelStatic<Model & { id: number; fileId: number | null }>,
) {
  return async (models: Models, ids: number[], transaction?: Transaction): Promise<Map<number, unknown>> => {
    if (ids.length === 0) return new Map();
    const rows = await model(models).findAll({
      attributes: ['id', 'fileId'],
      where: { id: { [Op.in]: ids } } as WhereOptions,
      transaction,
    });
    const files = await documentFiles(models, rows, transaction);
    const result = new Map<number, unknown>();
    for (const row of rows) {
      const file = row.fileId === null ? undefined : files.get(row.fileId);
      if (file) result.set(row.id, file);
    }
    return result;
  };
}
