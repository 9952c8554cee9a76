import type { KeyRing } from './key-ring';
import type { ParameterizedContext, Next } from 'koa';
import type { Database } from './db';
import type { AppLogger } from './logger';
import type { UserModel } from './models';
import type { JsonCache } from './cache';
import type { CodeLabels } from './content/search';
import type { RateLimiter } from './rate-limit';
import type { SessionLifetime } from './session-lifetime';
import type { Outbox } from './mail/outbox';
import type { Wakeable } from './jobs/worker';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body of a write (see middleware/json-body.ts), before validation. */
    body?: unknown;
  }
}

/** What the app's middleware and handlers share for one request. */
export interface AppState {
  requestId: string;
  /** The signed-in user, once `loadUser` has run: null when nobody is signed in. */
  user?: UserModel | null;
  /** Validated input of the request (see `validate`). */
  input?: unknown;
  /** Validated query string of the request (see `validateQuery`). */
  query?: unknown;
}

/** Services every handler can reach through `ctx.services`. */
export interface Services {
  db: Database;
  logger: AppLogger;
  cache: JsonCache;
  /** Labels of the code fields in every language, for searching codes by their names. */
  labels: CodeLabels;
  /** The site's public address (PUBLIC_URL): every absolute link starts with it. */
  publicUrl: () => string;
  /** Rate-limit counters (in the database, shared by every server process). */
  limiter: RateLimiter;
  /** How long a session lasts idle and in all (SESSION_IDLE_TIMEOUT, SESSION_ABSOLUTE_TIMEOUT). */
  sessionLifetime: SessionLifetime;
  /** The outbox: `mail.queue(transaction, { to, language, template, props })` sends a mail after the commit. */
  mail: Outbox;
  /** Keys derived from the session keys: for secrets a copy of the database must not open. */
  keyRing: KeyRing;
  /** Whether this server delivers mail (SMTP_URL set) or keeps it in the outbox. */
  mailDelivery: 'smtp' | 'off';
  /** The time mailed links (password resets, invitations) are issued and checked by. */
  now: () => Date;
  /** Queues the mails of newsletters being sent, at NEWSLETTER_RATE_PER_MINUTE (`wake` after a send starts). */
  newsletters: Wakeable;
}

/** The koa-session session of a request (data lives in the database, the cookie has only its id). */
export interface RequestSession {
  userId?: number;
  /** The user's `sessionVersion` at sign-in: a session holding an older one is signed out. */
  v?: number;
  /** When the session was signed in (epoch ms): it ends SESSION_ABSOLUTE_MS later. */
  t?: number;
  /** When the stored session expires (epoch ms), as koa-session loaded it. */
  readonly _expire?: number;
  /** Setting it (even to the same value) makes koa-session save the session with a new expiry. */
  maxAge?: number | 'session';
  regenerate(): Promise<void> | undefined;
}

export interface AppContextExtras {
  services: Services;
  /** True once the server is shutting down (see ChamberApp.beginShutdown). */
  stopping: boolean;
  /** Set to null to end the session (koa-session destroys it in the store and clears the cookie). */
  session: RequestSession | null;
}

export type AppContext = ParameterizedContext<AppState, AppContextExtras>;
export type AppMiddleware = (ctx: AppContext, next: Next) => Promise<void> | void;
