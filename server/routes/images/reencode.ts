import sharp, { type FormatEnum, type Metadata, type SharpOptions } from 'sharp';
import type { ImageContentType } from '../../../shared/entities';
import { badRequest, type HttpError, unsupportedImage } from '../../errors';

// An upload's first bytes only say what it claims to be: a PNG signature followed by HTML, or a JPEG
// carrying its camera's EXIF (GPS position included), would be stored and served as they came. So
// every upload is decoded in full and written anew in its own format: what is stored is pixels the
// decoder produced and nothing else (no metadata, no trailing data, no chunks the encoder did not
// write). It happens once, at upload; serving sends the stored bytes.

/**
 * The most pixels an upload may have, all frames of an animation counted: 40 megapixels (e.g.
 * 8000 × 5000), far beyond any logo or page image, and a bound on what one decode costs in memory.
 * Read from the header before anything is decoded, so a small file declaring 50000 × 50000 pixels
 * is refused at once.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The 400 message of an upload with more pixels than IMAGE_MAX_PIXELS. */
export const IMAGE_TOO_MANY_PIXELS_MESSAGE =
  'The image has too many pixels (at most 40 megapixels, for example 8000 × 5000)';

/** Bounds the CPU one upload may take, whatever its content (a well-formed image needs far less). */
const REENCODE_TIMEOUT_SECONDS = 15;

/** Lossy re-encoding quality: high enough that a second generation shows no visible loss. */
const LOSSY_QUALITY = 90;

/** The name sharp gives each accepted type's format. */
const SHARP_FORMAT: Record<ImageContentType, keyof FormatEnum> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * The image re-encoded in `contentType` (the type its signature showed): orientation applied to the
 * pixels, colours converted to sRGB, every piece of metadata (EXIF, XMP, ICC, comments, text
 * chunks) left out. 415 (the usual message) when the bytes do not decode in full as that type,
 * 400 when the image has more than IMAGE_MAX_PIXELS pixels.
 */
export async function reencodeImage(bytes: Buffer, contentType: ImageContentType): Promise<Buffer> {
  const options: SharpOptions = {
    limitInputPixels: IMAGE_MAX_PIXELS,
    // A warning (a truncated scan, a bad checksum) refuses the file rather than storing grey rows.
    failOn: 'warning',
    // An animated WebP keeps its frames (and their timing); PNG and JPEG have one image.
    animated: contentType === 'image/webp',
  };
  let metadata: Metadata;
  try {
    // Reads the header only, and already holds it to limitInputPixels.
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw refusal(error);
  }
  // The decoder sharp picks is its own reading of the bytes: it must agree with the signature.
  if (metadata.format !== SHARP_FORMAT[contentType]) throw unsupportedImage();

  // Without keepMetadata/withMetadata, sharp writes no metadata at all; rotate() first turns the
  // EXIF orientation, which goes with the rest, into the pixels' own orientation.
  const pipeline = sharp(bytes, options).timeout({ seconds: REENCODE_TIMEOUT_SECONDS }).rotate();
  switch (contentType) {
    case 'image/png':
      // Lossless, and truecolour: quantising back to a palette is not exact.
      pipeline.png();
      break;
    case 'image/jpeg':
      pipeline.jpeg({
        quality: LOSSY_QUALITY,
        chromaSubsampling: metadata.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
        progressive: metadata.isProgressive,
      });
      break;
    case 'image/webp':
      pipeline.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: LOSSY_QUALITY });
      break;
  }
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * The answer to an image sharp would not read: 400 for too many pixels (or a decode that ran out of
 * time, which only an image far larger than it looks does), 415 for anything else.
 */
function refusal(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit|timeout/i.test(message)) return badRequest(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return unsupportedImage();
}

const RIFF_HEADER_SIZE = 12;
const CHUNK_HEADER_SIZE = 8;
/** An ANMF chunk's frame header (position, size, duration, flags) before the frame's own chunks. */
const ANMF_HEADER_SIZE = 16;

/**
 * Whether a WebP file's image data is lossless (a VP8L chunk, at the top level or in an animation
 * frame), so that a logo sent lossless is not stored lossy. A malformed structure reads as lossy;
 * the decoder decides whether it is an image at all.
 */
export function isLosslessWebp(bytes: Buffer): boolean {
  return hasVp8lChunk(bytes, RIFF_HEADER_SIZE, bytes.length);
}

function hasVp8lChunk(bytes: Buffer, start: number, end: number): boolean {
  let position = start;
  while (position + CHUNK_HEADER_SIZE <= end) {
    const fourcc = bytes.toString('latin1', position, position + 4);
    const size = bytes.readUInt32LE(position + 4);
    const payload = position + CHUNK_HEADER_SIZE;
    if (payload + size > end) return false;
    if (fourcc === 'VP8L') return true;
    if (fourcc === 'ANMF' && hasVp8lChunk(bytes, payload + ANMF_HEADER_SIZE, payload + size)) return true;
    // Chunks are padded to an even size.
    position = payload + size + (size % 2);
  }
  return false;
}
