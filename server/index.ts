import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp, createHttpServer } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, defaultPublicUrl, loadConfig, redactSmtpUrl, type Config } from './config';
import { createLogger } from './logger';
import { claimSqliteDatabase, DatabaseInUseError } from './ops/single-process';
import { describeSessionKeys, resolveSessionKeys } from './session-keys';

const SHUTDOWN_GRACE_MS = 10_000;

function printFirstAdmin(username: string, password: string | undefined): void {
  if (!password) {
    console.log(`\nAdmin account '${username}' created from ADMIN_USERNAME / ADMIN_PASSWORD.\n`);
    return;
  }
  const line = '='.repeat(64);
  console.log(
    `\n${line}\nNo admin existed, so one was created. This password is shown only once:\n\n` +
      `  username: ${username}\n  password: ${password}\n\n` +
      `Sign in at /auth and change it, or reset it with:\n` +
      `  npm run user:create -- --username ${username} --password <new> --role admin --full-name "…" --email <e-mail>\n${line}\n`,
  );
}

/** Says once how mail leaves this server: through the relay, or not at all (kept in the outbox). */
function printMailDelivery(config: Config): void {
  if (config.mail.smtpUrl) {
    console.log(`Mail is delivered through ${redactSmtpUrl(config.mail.smtpUrl)}.`);
    return;
  }
  console.log(
    'Mail is not being delivered: SMTP_URL is not set, so mails wait in the outbox (admin: Settings → Outbox).\n' +
      'To deliver them, set SMTP_URL=smtp://user:password@relay.example.org:587 (or smtps://…:465) and MAIL_FROM; see docs/operations.md.',
  );
}

/**
 * Starts the server: config, database, migrations, seed, first admin, listen; stops cleanly on
 * SIGTERM/SIGINT. `renderer`: where the page renderer comes from (the web build's bundle for
 * `npm start`, which has just made sure the build is current; the sources for `npm run dev`).
 */
export async function main(
  env: NodeJS.ProcessEnv = process.env,
  { renderer = 'sources' }: { renderer?: 'built' | 'sources' } = {},
): Promise<Server> {
  // The documented default: React and other libraries choose their production builds by it.
  process.env.NODE_ENV ??= 'production';
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  if (config.database.dialect === 'sqlite') {
    await mkdir(path.dirname(config.database.storage), { recursive: true });
    try {
      // Held until the process ends.
      await claimSqliteDatabase(config.database.storage);
    } catch (error) {
      if (error instanceof DatabaseInUseError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const { db, firstAdmin } = await prepareDatabase(config, logger);
  if (firstAdmin.kind === 'created') printFirstAdmin(firstAdmin.username, firstAdmin.generatedPassword);
  const { keys: sessionKeys, source: sessionKeysSource } = await resolveSessionKeys(
    config.sessionKeys,
    config.dataDir,
    db,
  );
  console.log(describeSessionKeys(sessionKeysSource));
  const app = createApp({
    config,
    db,
    logger,
    sessionKeys,
    renderer,
    publicUrl: config.publicUrl,
    rateLimits: config.rateLimits,
    sessionLifetime: config.sessionLifetime,
    mail: {
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      newsletters: { ratePerMinute: config.mail.newsletterRatePerMinute },
    },
    // Expired sessions, old rate-limit counters, spam and data past its retention period, hourly.
    retentionSweep: true,
  });

  const server = createHttpServer(app.requestListener).listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // PORT=0 picks a free port: the default public address is then known only now.
  if (!process.env.PUBLIC_URL?.trim() && config.port === 0) app.setPublicUrl(defaultPublicUrl(config.host, port));
  // The page renderer loads its code now, not on the first visitor's request.
  await app.pages.warm();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The listening line is the last line of start-up: whoever waits for it has read everything before it.
  printMailDelivery(config);
  console.log(`Chamber server listening on http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    app.beginShutdown();
    // No job starts a round from now on; the mail being sent finishes, claimed ones are released.
    const mailStopped = app.stopMail(SHUTDOWN_GRACE_MS).catch((err: unknown) => {
      logger.error({ err }, 'stopping the background jobs failed');
    });
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let requests in flight finish, then close the database.
    server.close(() => {
      app.close();
      mailStopped
        .then(() => db.close())
        .catch((err: unknown) => logger.error({ err }, 'closing the database failed'))
        .finally(() => {
          logger.info('stopped');
          logger.flush(() => process.exit(0));
        });
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}
