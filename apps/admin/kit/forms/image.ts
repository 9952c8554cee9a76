import { IMAGE_UPLOAD_MAX_BYTES } from '../../../../shared/constants';
import { IMAGE_CONTENT_TYPES } from '../../../../shared/entities';
import { IMAGE_PATH_PATTERN } from '../../../../shared/schemas/content';

/** Why a chosen file is not sent: over 2 MB, or a type that is not PNG, JPEG or WebP. */
export type ImageFileProblem = 'tooLarge' | 'wrongType';

/**
 * Checks a file before it is uploaded, as the server will (size, declared type). A file the
 * browser gives no type is sent as application/octet-stream: the server reads its real type.
 */
export function checkImageFile(file: { size: number; type: string }): ImageFileProblem | null {
  if (file.type && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Whether an image field's value looks like something to preview (https, an upload or a site image). */
export function previewable(value: string | null | undefined): value is string {
  const text = value?.trim() ?? '';
  return /^https:\/\/[^\s]+$/i.test(text) || (IMAGE_PATH_PATTERN.test(text) && !text.includes('..'));
}
