import { createHash } from 'node:crypto';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../shared/constants';
import type { ImageContentType, StoredImage } from '../../../shared/entities';
import type { AppContext } from '../../context';
import { notFound, unsupportedImage } from '../../errors';
import { access, staffUser } from '../../http/access';
import { idParam } from '../../http/params';
import { readRawBody } from '../../middleware/json-body';
import type { UserModel } from '../../models';
import { presentStoredImage } from '../../presenters/images';
import type { RouteModule } from '../../http/router';
import { reencodeImage } from './reencode';

/** The upload route, whose body is the file's bytes rather than JSON (see `jsonBody`). */
export const IMAGE_UPLOAD_ROUTE = 'POST /api/admin/images';

/** An image is never changed in place (a new upload is a new id), so it may be cached for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The type of an image read from its first bytes (its signature), or null for anything else. */
export function detectImageType(bytes: Buffer): ImageContentType | null {
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length >= JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  // RIFF, 4 bytes of size, WEBP
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/**
 * Whether an If-None-Match header names the image's tag (weak comparison, RFC 9110 §13.1.2). Decided
 * here rather than by `ctx.fresh`, which ignores the header whenever the request also says
 * `Cache-Control: no-cache` — as fetch() does for every conditional request it sends.
 */
export function matchesIfNoneMatch(header: string, sha256: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === `"${sha256}"`);
}

/**
 * Stores the request's body, read as the raw bytes of an image (at most IMAGE_UPLOAD_MAX_BYTES, else
 * 413), as uploaded by `user`: 415 unless the bytes are a PNG, JPEG or WebP image that decodes in
 * full, 400 when it has too many pixels. What is stored is the image re-encoded without its
 * metadata (see `reencodeImage`), and its size and hash are those of the stored bytes. Every upload
 * route uses it (and is listed among `jsonBody`'s raw-body routes), so all store images by one rule.
 */
export async function storeUploadedImage(ctx: AppContext, user: UserModel): Promise<StoredImage> {
  const uploaded = await readRawBody(ctx, IMAGE_UPLOAD_MAX_BYTES);
  // The bytes decide, never the file name or the declared Content-Type; the signature also keeps
  // every other format sharp could decode (SVG, TIFF, PDF, …) away from it.
  const contentType = detectImageType(uploaded);
  if (!contentType) throw unsupportedImage();
  const bytes = await reencodeImage(uploaded, contentType);
  const image = await ctx.services.db.models.Image.create({
    contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    createdBy: user.id,
  });
  return presentStoredImage(image);
}

/** POST /api/admin/images (the raw bytes, staff) and GET /api/images/:id (anyone, cacheable). */
export const imageRoutes: RouteModule = (router) => {
  router.post('/admin/images', access('content:manage'), async (ctx) => {
    const user = await staffUser(ctx);
    ctx.status = 201;
    ctx.body = await storeUploadedImage(ctx, user);
  });

  router.get('/images/:id', access('public'), async (ctx) => {
    const { Image } = ctx.services.db.models;
    const id = idParam(ctx);
    // A revalidation usually ends in 304: read the bytes only when they are to be sent.
    const revalidating = ctx.get('if-none-match') !== '';
    const image = await Image.findByPk(id, {
      attributes: revalidating ? ['id', 'contentType', 'sha256'] : ['id', 'contentType', 'sha256', 'data'],
    });
    if (!image) throw notFound('Image not found');
    ctx.status = 200;
    ctx.set({
      'Cache-Control': IMAGE_CACHE_CONTROL,
      ETag: `"${image.sha256}"`,
      'X-Content-Type-Options': 'nosniff',
    });
    if (matchesIfNoneMatch(ctx.get('if-none-match'), image.sha256)) {
      ctx.status = 304;
      return;
    }
    const data = revalidating ? (await Image.findByPk(id, { attributes: ['data'] }))?.data : image.data;
    if (!data) throw notFound('Image not found');
    ctx.type = image.contentType;
    ctx.body = data;
  });
};
