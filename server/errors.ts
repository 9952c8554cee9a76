/** Typed HTTP errors: the one catalogue every handler throws from; one middleware renders them. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
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
/** 413: the body is larger than the documented limit. */
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, `The request body is too large (limit ${Math.round(limitBytes / 1024)} KB)`);
/** 415: a write whose body is not JSON. */
export const unsupportedMediaType = () =>
  new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
/** 503: a dependency (the database) cannot be reached. */
export const serviceUnavailable = (message: string) => new HttpError(503, message);
