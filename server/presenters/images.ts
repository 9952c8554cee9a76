import type { StoredImage } from '../../shared/entities';
import type { ImageModel } from '../models';

/** Where an uploaded image is served. */
export function presentStoredImage(image: ImageModel): StoredImage {
  return { id: image.id, url: `/api/images/${image.id}`, contentType: image.contentType, size: image.size };
}
