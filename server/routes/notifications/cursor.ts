import { createHmac } from 'node:crypto';
import { badRequest } from '../../errors';
import { signatureMatches } from '../../key-ring';

/**
 * Where a client's notification feed stands, per kind of item. Enquiries and applications are new
 * rows, whose ids grow with every insert on SQLite and PostgreSQL alike: the highest id announced
 * says exactly what is new, even for rows made in the same millisecond or by another server
 * process. A role request is an update of an existing user, so it is placed by when it was made
 * (`role_requested_at`) and the user's id: everything at or before `(at, id)` has been announced,
 * everything at or before `at` when `id` is null.
 *
 * A kind the role may not see is left out; one that is missing starts from the time of the call
 * (a role that gains a permission hears of what comes next, not of everything before).
 */
export interface NotificationCursor {
  enquiry?: number;
  application?: number;
  roleRequest?: { at: number; id: number | null };
}

/** What a client is told when its cursor is not one this server gave out (or no longer accepts). */
export const INVALID_CURSOR_MESSAGE = 'The notification cursor is not valid: ask again without "since" to start over';

const VERSION = '1';
const ID = /^(0|[1-9][0-9]{0,15})$/;

function idOf(text: string): number {
  const value = ID.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw badRequest(INVALID_CURSOR_MESSAGE);
  return value;
}

/** The cursor's fields as text: `1.e<id>.a<id>.r<ms>[_<id>]`, only the kinds it holds. */
function payloadOf(cursor: NotificationCursor): string {
  const parts = [VERSION];
  if (cursor.enquiry !== undefined) parts.push(`e${cursor.enquiry}`);
  if (cursor.application !== undefined) parts.push(`a${cursor.application}`);
  if (cursor.roleRequest) {
    const { at, id } = cursor.roleRequest;
    parts.push(id === null ? `r${at}` : `r${at}_${id}`);
  }
  return parts.join('.');
}

function parsePayload(payload: string): NotificationCursor {
  const [version, ...parts] = payload.split('.');
  if (version !== VERSION) throw badRequest(INVALID_CURSOR_MESSAGE);
  const cursor: NotificationCursor = {};
  for (const part of parts) {
    const value = part.slice(1);
    if (part.startsWith('e') && cursor.enquiry === undefined) cursor.enquiry = idOf(value);
    else if (part.startsWith('a') && cursor.application === undefined) cursor.application = idOf(value);
    else if (part.startsWith('r') && !cursor.roleRequest) {
      const [at = '', id, ...rest] = value.split('_');
      if (rest.length > 0) throw badRequest(INVALID_CURSOR_MESSAGE);
      cursor.roleRequest = { at: idOf(at), id: id === undefined ? null : idOf(id) };
    } else throw badRequest(INVALID_CURSOR_MESSAGE);
  }
  return cursor;
}

const signatureOf = (payload: string, key: string) =>
  createHmac('sha256', key).update(`notifications:${payload}`).digest().subarray(0, 16);

/**
 * The cursor as the opaque string a client hands back: its fields and a signature with the
 * server's newest cookie key, so a cursor that was edited is refused rather than read.
 */
export function encodeCursor(cursor: NotificationCursor, keys: readonly string[]): string {
  const [key] = keys;
  if (!key) throw new Error('Notification cursors need a signing key');
  const payload = payloadOf(cursor);
  return `${Buffer.from(payload).toString('base64url')}.${signatureOf(payload, key).toString('base64url')}`;
}

/**
 * The cursor a client sent; 400 when it is malformed, or its signature matches none of the keys
 * (edited, or signed with a key since retired: the client then starts over).
 */
export function decodeCursor(text: string, keys: readonly string[]): NotificationCursor {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})$/.exec(text);
  if (!match) throw badRequest(INVALID_CURSOR_MESSAGE);
  const payload = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const signed = keys.some((key) => signatureMatches(match[2]!, signatureOf(payload, key)));
  if (!signed) throw badRequest(INVALID_CURSOR_MESSAGE);
  return parsePayload(payload);
}
