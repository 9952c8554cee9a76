import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageKey } from '../../../shared/messages';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportColumns,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
} from '../../../shared/schemas/imports';
import { ApiError, apiUpload } from '../../ui/api';
import { invalidateAfterWrite } from '../queries/content';

/**
 * The CSV import's requests (docs/api.md, "Import"): the file's text is the body, the mapping is
 * the query (the field of each column, comma-separated, empty for an ignored column).
 */

/** A column's field, or null to ignore the column. */
export type ImportMapping = (string | null)[];

/** Why a chosen file cannot be imported (each has a text under `admin:imports.fileProblems`). */
export type ImportFileProblem = 'notCsv' | 'empty' | 'tooLarge' | 'unreadable';

/** A chosen file read for import. */
export interface ImportFile {
  name: string;
  /** Its text (UTF-8, or decoded from Windows-1252, which older spreadsheets save CSV in). */
  text: string;
}

/**
 * Why `file` cannot be imported, from its name, type and size alone (before it is read), or null:
 * the check of a chosen file and of a dropped one, so both refuse the same files.
 */
export function importFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImportFileProblem | null {
  // Browsers type a .csv file as text/csv, text/plain, Excel's type or nothing, depending on the system.
  const textType = file.type === '' || /^text\/|csv|excel/i.test(file.type);
  if (!/\.csv$/i.test(file.name) || !textType) return 'notCsv';
  if (file.size > IMPORT_LIMITS.bytes) return 'tooLarge';
  return null;
}

/**
 * Reads a chosen file for import: a .csv file (by name or type), not empty, at most
 * IMPORT_LIMITS.bytes. Text that is not UTF-8 is read as Windows-1252 (Excel's "CSV" on Windows),
 * so å, ñ and õ arrive as written.
 */
export async function readImportFile(file: File): Promise<ImportFile | { problem: ImportFileProblem }> {
  const refused = importFileProblem(file);
  if (refused) return { problem: refused };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { problem: 'unreadable' };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') return { problem: 'empty' };
  return { name: file.name, text };
}

const importPath = (kind: ImportKind, preview: boolean, mapping?: ImportMapping) =>
  `/api/admin/imports/${kind}${preview ? '/preview' : ''}` +
  (mapping ? `?mapping=${encodeURIComponent(mapping.map((field) => field ?? '').join(','))}` : '');

const csvBlob = (file: ImportFile) => new Blob([file.text], { type: 'text/csv;charset=utf-8' });
const nameHeader = (file: ImportFile) => ({ 'X-File-Name': encodeURIComponent(file.name) });

/** The file's columns and the mapping the server suggests for them. */
export const readImportColumns = (kind: ImportKind, file: ImportFile) =>
  apiUpload<ImportColumns>(importPath(kind, true), csvBlob(file));

/** The dry run of `file` with `mapping`: nothing is written. */
export const previewImport = (kind: ImportKind, file: ImportFile, mapping: ImportMapping) =>
  apiUpload<ImportPreview>(importPath(kind, true, mapping), csvBlob(file));

/** Imports `file` with `mapping`: every row, or none (400) when any has an error. */
export const importFile = (kind: ImportKind, file: ImportFile, mapping: ImportMapping) =>
  apiUpload<ImportResult>(importPath(kind, false, mapping), csvBlob(file), nameHeader(file));

/** The import as a mutation: on success the lists, dashboard, activity and public pages of `kind` refresh. */
export function useImportFile(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: ImportFile; mapping: ImportMapping }) => importFile(kind, file, mapping),
    onSuccess: () => invalidateAfterWrite(queryClient, kind),
  });
}

const IMPORT_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(IMPORT_MESSAGES).map(([key, message]) => [message, key]),
);

/**
 * Where the text of a server message is: a shared validation message under `common:validation`,
 * an import message under `admin:imports.serverErrors`; null for any other (shown as it is).
 */
export function importMessageKey(message: string): string | null {
  const validation = messageKey(message);
  if (validation) return `common:validation.${validation}`;
  const own = IMPORT_MESSAGE_KEYS.get(message);
  return own ? `admin:imports.serverErrors.${own}` : null;
}

/** The server's message of a failed request, if it answered one. */
export const failureMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;
