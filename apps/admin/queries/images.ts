import { useMutation } from '@tanstack/react-query';
import type { StoredImage } from '../../../shared/entities';
import { apiUpload } from '../../ui/api';

/** Where staff upload images; a member representative uploads its logo to `COMPANY_LOGO_UPLOAD` instead. */
export const STAFF_IMAGE_UPLOAD = '/api/admin/images';

/** POSTs the file's bytes to `path` (staff images by default); answers where the stored image is served. */
export function useUploadImage(path: string = STAFF_IMAGE_UPLOAD) {
  return useMutation({ mutationFn: (file: Blob) => apiUpload<StoredImage>(path, file) });
}
