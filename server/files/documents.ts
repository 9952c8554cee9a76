import { Op, type Model, type ModelStatic, type Transaction, type WhereOptions } from 'sequelize';
import { validationMessages as m } from '../../shared/messages';
import type { ResourceFile } from '../../shared/resources';
import { badRequest } from '../errors';
import type { Models } from '../models';
import { presentResourceFile } from '../presenters/files';

// The files of the documents (reports, guides, publications): read for a page of items at once,
// without the bytes, and checked on input. What a document shows of its file is `documentFields`
// (server/presenters/documents.ts).

/** The files of `items` by file id: name, format and size only (the bytes stay in the database). */
export async function documentFiles(
  models: Pick<Models, 'ResourceFile'>,
  items: readonly { fileId: number | null }[],
  transaction?: Transaction,
): Promise<Map<number, ResourceFile>> {
  const ids = [...new Set(items.map((item) => item.fileId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await models.ResourceFile.findAll({
    attributes: ['id', 'name', 'format', 'size'],
    where: { id: { [Op.in]: ids } },
    transaction,
  });
  return new Map(rows.map((row) => [row.id, presentResourceFile(row)]));
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
