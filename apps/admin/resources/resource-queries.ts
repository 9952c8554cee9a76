import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedRegulatoryUpdate, ResourceFile } from '../../../shared/resources';
import { apiRequest, apiUpload } from '../../ui/api';
import { invalidateAfterWrite } from '../queries/content';

/*
 * The requests only the resource collections make: their documents' file upload and the mailing of
 * a regulatory update. Their lists, forms and deletes go through the content kinds' requests in
 * queries/content.
 */

/** Where staff upload a document's file (PDF, DOCX, XLSX, PPTX, CSV or ZIP, at most 25 MB). */
export const RESOURCE_FILE_UPLOAD = '/api/admin/files';

/**
 * POSTs a document's bytes with its name (`X-File-Name`, URI-encoded: a header carries ASCII only);
 * answers the stored file, whose id a document's form keeps (413: too large, 415: not a known format).
 */
export const uploadResourceFile = (file: File) =>
  apiUpload<ResourceFile>(RESOURCE_FILE_UPLOAD, file, { 'X-File-Name': encodeURIComponent(file.name) });

/** The upload of a document's file (see `uploadResourceFile`), with its pending state. */
export const useUploadResourceFile = () => useMutation({ mutationFn: uploadResourceFile });

/**
 * POST /api/admin/regulatory-updates/:id/mail: sends the update to its region's confirmed
 * subscribers (409 when it was mailed already, or nobody has confirmed a subscription to its
 * region); answers the update with its `mailedAt` and how many were mailed.
 */
export const mailRegulatoryUpdate = (id: number) =>
  apiRequest<ManagedRegulatoryUpdate & { recipients: number }>('POST', `/api/admin/regulatory-updates/${id}/mail`);

/** Mails a regulatory update (see `mailRegulatoryUpdate`); its list is read again afterwards. */
export function useMailRegulatoryUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mailRegulatoryUpdate,
    // A 409 means it went already: the list is out of date either way. Not awaited: the caller's
    // toast shows at once, before the refetch.
    onSettled: () => void invalidateAfterWrite(queryClient, 'regulatory-updates'),
  });
}
