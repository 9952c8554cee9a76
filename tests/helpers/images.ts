import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Small real image files (16×16 Python logos from CPython's test data, PSF licence) for upload
 * tests: three accepted types and a GIF, which is an image but not an accepted one.
 */
export const IMAGE_FIXTURES = {
  png: { file: 'image.png', contentType: 'image/png' },
  jpeg: { file: 'image.jpg', contentType: 'image/jpeg' },
  webp: { file: 'image.webp', contentType: 'image/webp' },
  gif: { file: 'image.gif', contentType: 'image/gif' },
} as const;

/** The bytes of an image fixture. */
export function fixtureImage(kind: keyof typeof IMAGE_FIXTURES): Buffer {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', IMAGE_FIXTURES[kind].file));
}
