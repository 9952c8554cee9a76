/** Typed HTTP errors: the one catalogue every handler throws from; one middleware renders them. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More members of the JSON answer next to `error` (e.g. the stored item of a 409). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: the input is wrong; `fields` names each failing field with its message. */
export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
/** 401: not signed in, or the sign-in failed. */
export const unauthorized = (message = 'You are not signed in') => new HttpError(401, message);
/** 403: signed in, but the role does not allow it. */
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
/** 404: no such item or path. */
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** 409: conflicts with what is stored (taken username, e-mail, …). */
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
/** The 409 message of a stale update (optimistic locking). */
export const STALE_VERSION_MESSAGE =
  'Someone else changed this item while you were editing it. Your changes were not saved: reload to see their version.';
/** 409: the update was based on an older version; `current` is the item as stored now. */
export const staleVersion = (current: unknown) =>
  new HttpError(409, STALE_VERSION_MESSAGE, undefined, undefined, { current });
/** 413: the body is larger than the documented limit. */
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `The request body is too large (limit ${Math.round(limitBytes / 1024)} KB)`);
/** 415: a write whose body is not JSON. */
export const unsupportedMediaType = () =>
  new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
/** The 415 message of an upload that is not a PNG, JPEG or WebP image. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'The file must be a PNG, JPEG or WebP image';
/** 415: an uploaded file whose bytes are not a PNG, JPEG or WebP image. */
export const unsupportedImage = () => new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
/** The 415 message of a document upload that is none of the accepted formats. */
export const UNSUPPORTED_FILE_MESSAGE =
  'The file must be a PDF, a Word, Excel or PowerPoint file (DOCX, XLSX, PPTX), a CSV file or a ZIP archive';
/** 415: an uploaded document whose bytes are not a PDF, DOCX, XLSX, PPTX, CSV or ZIP file. */
export const unsupportedFile = () => new HttpError(415, UNSUPPORTED_FILE_MESSAGE);
/** The 501 message of a method no path of this server answers. */
export const NOT_IMPLEMENTED_MESSAGE = 'This HTTP method is not supported';
/** 501: a method this server implements on no path at all (TRACE, PURGE, PROPFIND, …). */
export const notImplemented = () => new HttpError(501, NOT_IMPLEMENTED_MESSAGE);
/** 503: a dependency (the database) cannot be reached. */
export const serviceUnavailable = (message: string) => new HttpError(503, message);
