import { z } from 'zod';
import path from 'node:path';
import { RegisterSchema } from '../shared/schemas';
import { isHeaderSafe, parseMailbox, type MailAddress } from './mail/addresses';
import { rateLimitsFromEnv, type RateLimits } from './rate-limit';
import { parseSessionLifetime, type SessionLifetime } from './session-lifetime';

/** Newsletter mails queued per minute when NEWSLETTER_RATE_PER_MINUTE is unset. */
export const DEFAULT_NEWSLETTER_RATE_PER_MINUTE = 600;

const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const normalized = value.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(normalized)) return true;
      if (['false', '0', 'no', 'off'].includes(normalized)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

const EnvSchema = z.object({
  PORT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 3000;
      const port = Number(value);
      if (!/^\d+$/.test(value.trim()) || port > 65535) {
        ctx.addIssue({ code: 'custom', message: 'must be a port number from 0 to 65535' });
        return z.NEVER;
      }
      return port;
    }),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || /^postgres(ql)?:\/\/[^\s]+$/.test(value),
      'must be a postgres://… URL (leave it unset for the SQLite file in DATA_DIR)',
    ),
  SESSION_KEYS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const keys = value.split(',').map((key) => key.trim());
      if (keys.some((key) => key.length < 32)) {
        ctx.addIssue({ code: 'custom', message: 'each comma-separated key must be at least 32 characters' });
        return z.NEVER;
      }
      return keys;
    }),
  // Empty means unset; a value must pass the same rules as a registration form.
  ADMIN_USERNAME: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(RegisterSchema.shape.username.optional()),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(RegisterSchema.shape.password.optional()),
  SEED_SAMPLE_DATA: booleanFlag(true),
  TRUST_PROXY: booleanFlag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  // Empty means unset (http://HOST:PORT). Only the origin and a base path: no query, fragment or credentials.
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      let url: URL;
      try {
        url = new URL(value.trim());
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute http:// or https:// URL' });
        return z.NEVER;
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an http:// or https:// URL without query, fragment or credentials',
        });
        return z.NEVER;
      }
      return url.href.replace(/\/+$/, '');
    }),
  // Empty means unset: mail stays in the outbox. The password may be in it: never logged nor shown.
  SMTP_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const problem = smtpUrlProblem(value.trim());
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return value.trim();
    }),
  // Newsletter mails entering the outbox per minute (the relay's limits; the sender then delivers them).
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of mails per minute' })
    .int('must be a whole number of mails per minute')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(DEFAULT_NEWSLETTER_RATE_PER_MINUTE),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const mailbox = parseMailbox(value);
      if (!mailbox) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be one address, as noreply@example.org or "Chamber" <noreply@example.org>',
        });
        return z.NEVER;
      }
      return mailbox;
    }),
});

const SMTP_URL_FORM = 'must be smtp://user:password@host:587 or smtps://user:password@host:465';

/** What is wrong with an SMTP_URL, or undefined when it is usable (the message never repeats it). */
function smtpUrlProblem(value: string): string | undefined {
  // A control character or space could end up in the SMTP dialogue; a URL never needs one.
  if (!isHeaderSafe(value) || /\s/.test(value)) return `${SMTP_URL_FORM} (no spaces or line breaks)`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return SMTP_URL_FORM;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return SMTP_URL_FORM;
  if (!url.hostname) return `${SMTP_URL_FORM} (the host is missing)`;
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
    return `${SMTP_URL_FORM} (nothing after the port)`;
  }
  if (url.password && !url.username) return `${SMTP_URL_FORM} (a password needs a user name)`;
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return `${SMTP_URL_FORM} (percent-encode special characters of the user name and password)`;
  }
  return undefined;
}

/** Where the database lives: an SQLite file, or a PostgreSQL URL. */
export type DatabaseConfig = { dialect: 'sqlite'; storage: string } | { dialect: 'postgres'; url: string };

/** Validated server configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Cookie signing keys, newest first; undefined means "generate once and keep" (in DATA_DIR with SQLite, in the database with PostgreSQL). */
  sessionKeys: string[] | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seedSampleData: boolean;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Pretty, human-readable logs (development) instead of JSON lines. */
  prettyLogs: boolean;
  /**
   * The site's public address without a trailing slash: every absolute link (canonical, hreflang,
   * sitemap, feeds, mails) starts with it, never with a request's Host header.
   */
  publicUrl: string;
  /** Outgoing mail: the SMTP relay (undefined: mail stays in the outbox) and the sender. */
  mail: MailConfig;
  /** RATE_LIMIT_…: the limits of sign-in, registration and the other public or account writes. */
  rateLimits: RateLimits;
  /** SESSION_IDLE_TIMEOUT and SESSION_ABSOLUTE_TIMEOUT. */
  sessionLifetime: SessionLifetime;
}

/** SMTP_URL and MAIL_FROM, validated. */
export interface MailConfig {
  /** smtp:// or smtps:// URL with the relay's credentials; undefined means "do not deliver". */
  smtpUrl: string | undefined;
  /** The sender of every mail; undefined means "the site name <noreply@PUBLIC_URL's host>". */
  from: MailAddress | undefined;
  /** NEWSLETTER_RATE_PER_MINUTE: newsletter mails queued per minute. */
  newsletterRatePerMinute: number;
}

/** An SMTP URL without its credentials, for the console and the logs. */
export function redactSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** The public address when PUBLIC_URL is unset: the address the server listens on. */
export function defaultPublicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** Raised when an environment variable has a bad value; the message names the variable. */
export class ConfigError extends Error {}

/** Reads and validates the configuration from environment variables. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const rateLimits = rateLimitsFromEnv(env, problems);
  const session = parseSessionLifetime(env);
  for (const [variable, problem] of Object.entries(session.problems ?? {})) problems.push(`${variable} ${problem}`);
  if (!parsed.success || problems.length > 0 || !session.lifetime) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', storage: path.join(dataDir, 'chamber.sqlite') },
    sessionKeys: e.SESSION_KEYS,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedSampleData: e.SEED_SAMPLE_DATA,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.NODE_ENV === 'development',
    publicUrl: e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE },
    rateLimits,
    sessionLifetime: session.lifetime,
  };
}
