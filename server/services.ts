import { CACHE_MAX_AGE_MS, JsonCache } from './cache';
import { CodeLabels } from './content/search';
import type { Services } from './context';
import type { Database } from './db';
import { createJobs, type ServerJobs } from './jobs';
import type { DispatcherOptions } from './newsletters/dispatcher';
import { KeyRing } from './key-ring';
import type { AppLogger } from './logger';
import { Outbox, smtpTransport, type MailAddress, type MailTransport, type SenderOptions } from './mail';
import { BUILT_IN_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limit';
import type { ReminderOptions } from './registrations/reminders';
import { BUILT_IN_SESSION_LIFETIME, type SessionLifetime } from './session-lifetime';

/** What the services and the background jobs of an app are made of. */
export interface ServiceOptions {
  db: Database;
  logger: AppLogger;
  /** Cookie signing keys, newest first. */
  sessionKeys: string[];
  /** Rate limits other than the built-in ones: the RATE_LIMIT_… variables, or a test's. */
  rateLimits?: Partial<RateLimits>;
  /** Session lifetimes other than the built-in ones (SESSION_IDLE_TIMEOUT, SESSION_ABSOLUTE_TIMEOUT). */
  sessionLifetime?: SessionLifetime;
  /** The clock mailed links are issued and checked by (tests move it past a link's expiry). */
  now?: () => Date;
  /** Outgoing mail; without an SMTP URL (or a transport) mail stays in the outbox. */
  mail?: {
    /** SMTP_URL. */
    smtpUrl?: string | undefined;
    /** MAIL_FROM (undefined: the site name <noreply@PUBLIC_URL's host>). */
    from?: MailAddress | undefined;
    /** A transport instead of SMTP (tests). */
    transport?: MailTransport;
    /** The sender's retry schedule, lease and poll interval (tests shorten them). */
    sender?: SenderOptions;
    /** How fast newsletters enter the outbox (NEWSLETTER_RATE_PER_MINUTE; tests shorten the poll). */
    newsletters?: DispatcherOptions;
    /** How often the day-before reminders of events are looked for. */
    reminders?: ReminderOptions;
  };
  /**
   * Whether this process sweeps data past its retention period (hourly, the first sweep at start):
   * the server does; test apps leave it to the tests that call the sweep.
   */
  retentionSweep?: boolean;
  /** How often the writes of other processes on the database are read (CACHE_CHANGES_POLL_MS; tests shorten it). */
  cacheChangesPollMs?: number;
}

/**
 * The services every handler reaches through `ctx.services`, and the background jobs that share
 * them (made here, started by the app once it is built).
 */
export function createServices(
  options: ServiceOptions,
  publicUrl: () => string,
): { services: Services; jobs: ServerJobs } {
  const { db, logger } = options;
  const keyRing = new KeyRing(options.sessionKeys);
  const mail = new Outbox({ db, publicUrl, from: options.mail?.from, keyRing });
  const cache = new JsonCache(CACHE_MAX_AGE_MS);
  const shared = { db, logger, mail, keyRing, publicUrl, cache, now: options.now ?? (() => new Date()) };
  const transport =
    options.mail?.transport ?? (options.mail?.smtpUrl ? smtpTransport(options.mail.smtpUrl) : undefined);
  const jobs = createJobs({
    services: shared,
    transport,
    sender: options.mail?.sender,
    newsletters: options.mail?.newsletters,
    reminders: options.mail?.reminders,
    retentionSweep: options.retentionSweep,
    cacheChangesPollMs: options.cacheChangesPollMs,
  });
  const services: Services = {
    ...shared,
    labels: CodeLabels.load(undefined, (message) => logger.warn(message)),
    limiter: new RateLimiter(db, { ...BUILT_IN_RATE_LIMITS, ...options.rateLimits }),
    sessionLifetime: options.sessionLifetime ?? BUILT_IN_SESSION_LIFETIME,
    mailDelivery: jobs.mailSender ? 'smtp' : 'off',
    newsletters: jobs.newsletters,
  };
  return { services, jobs };
}
