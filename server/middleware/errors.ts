import { BaseError, EmptyResultError, UniqueConstraintError, ValidationError } from 'sequelize';
import { ZodError } from 'zod';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { fieldMessages } from './validate';

const UNIQUE_FIELD_MESSAGES: Record<string, [string, string]> = {
  username_key: ['username', 'This username is already taken'],
  usernameKey: ['username', 'This username is already taken'],
  email: ['email', 'This e-mail address is already registered'],
};

/** Maps an error to status and JSON body; anything unexpected becomes a generic 500 with the request id. */
function render(
  error: unknown,
  requestId: string,
): { status: number; body: Record<string, unknown>; headers?: Record<string, string> } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: {
        error: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...error.details,
      },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (error instanceof ZodError) {
    const fields = fieldMessages(error);
    return { status: 400, body: { error: Object.values(fields)[0] ?? 'Invalid input', fields } };
  }
  if (error instanceof UniqueConstraintError) {
    const fields: Record<string, string> = {};
    // PostgreSQL gives { column: value }, SQLite an array of column names.
    const columns = Array.isArray(error.fields) ? (error.fields as string[]) : Object.keys(error.fields ?? {});
    for (const column of columns) {
      const known = UNIQUE_FIELD_MESSAGES[column];
      if (known) fields[known[0]] = known[1];
    }
    return { status: 409, body: { error: Object.values(fields)[0] ?? 'This item already exists', fields } };
  }
  if (error instanceof EmptyResultError) return { status: 404, body: { error: 'Not found' } };
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(error.errors.map((item) => [item.path ?? 'input', 'This value is not allowed']));
    return { status: 400, body: { error: 'Invalid input', fields } };
  }
  // Errors of Koa's own helpers (http-errors): a 4xx with a safe, exposed message.
  if (
    !(error instanceof BaseError) &&
    error instanceof Error &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500 &&
    'expose' in error &&
    error.expose === true
  ) {
    return { status: error.status, body: { error: error.message } };
  }
  return { status: 500, body: { error: 'Something went wrong on our side. Please try again later.', requestId } };
}

/** Renders any error as the JSON answer `{ error, fields? }`: never a stack trace, SQL or library name. */
export function renderError(ctx: AppContext, error: unknown): void {
  const { status, body, headers } = render(error, ctx.state.requestId);
  // A 501 says what this server does not do (a TRACE, a WebDAV method): an answer, not a fault.
  if (status >= 500 && status !== 501)
    ctx.services.logger.error({ reqId: ctx.state.requestId, err: error }, 'unexpected error');
  ctx.status = status;
  ctx.body = body;
  if (headers) ctx.set(headers);
}
