import { RESOURCE_FILE_FORMATS, RESOURCE_FILE_MAX_BYTES } from '../../../shared/resources';
import { ApiError } from '../../ui/api';

// A document's file, as its form handles it: checked before it is sent, uploaded at once, and
// described (name and size) in the form and the lists.

/** Why a document file was not stored: over 25 MB, not one of the formats, or any other failure. */
export type DocumentFileProblem = 'tooLarge' | 'wrongType' | 'failed';

/** What the file chooser offers: the formats' extensions (the server reads the real format from the bytes). */
export const DOCUMENT_FILE_ACCEPT = RESOURCE_FILE_FORMATS.map((format) => `.${format}`).join(',');

/**
 * Checks a chosen file before it is sent, as the server will: its size, and an extension of one of
 * the formats (a renamed file is still refused by the server, which reads the bytes).
 */
export function checkDocumentFile(file: { name: string; size: number }): DocumentFileProblem | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(RESOURCE_FILE_FORMATS as readonly string[]).includes(extension)) return 'wrongType';
  if (file.size > RESOURCE_FILE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** What a failed upload means for the person: 413 too large, 415 not a format the site takes. */
export function uploadProblemOf(error: unknown): DocumentFileProblem {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  return 'failed';
}
