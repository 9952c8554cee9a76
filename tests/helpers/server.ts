import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { createApp, type ChamberApp } from '../../server/app';
import { openMigratedDatabase } from '../../server/bootstrap';
import { openDatabase, type Database } from '../../server/db';
import { seedSampleData, seedSampleResources } from '../../server/seed';
import type { RateLimits } from '../../server/rate-limit';
import type { AppOptions } from '../../server/app';

const NO_LIMIT = { max: 1_000_000, windowMs: 60_000 };
/** Rate limits no test suite reaches, unless it asks for real ones. */
const UNLIMITED: RateLimits = {
  loginAccount: NO_LIMIT,
  loginAddress: NO_LIMIT,
  register: NO_LIMIT,
  contact: NO_LIMIT,
  subscribe: NO_LIMIT,
  eventRegistration: NO_LIMIT,
  membershipApplication: NO_LIMIT,
  resetAddress: NO_LIMIT,
  resetAccount: NO_LIMIT,
  accountToken: NO_LIMIT,
  representativeInvite: NO_LIMIT,
  passwordAccount: NO_LIMIT,
  passwordAddress: NO_LIMIT,
  accountUpdate: NO_LIMIT,
};
import { createLogger } from '../../server/logger';
import type { Role } from '../../shared/entities';
import type { UserModel } from '../../server/models';
import { createUser, FACTORY_PASSWORD } from '../factories';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { ApiClient } from './http';

/** The session key of every test server that is given none. */
export const TEST_SESSION_KEY = 'test-session-key-0123456789abcdef0123456789';

/** A real server on a loopback port over a fresh migrated database. */
export interface TestServer {
  baseUrl: string;
  db: Database;
  app: ChamberApp;
  database: TestDatabase;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** Starts `createApp` on port 0 against a new database of `kind` (seeded when `seed` is true). */
export async function startTestServer(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    trustProxy?: boolean;
    webDist?: string;
    /** Where the page renderer comes from (the build's bundle needs `webDist`); the sources when not given. */
    renderer?: AppOptions['renderer'];
    rateLimits?: Partial<RateLimits>;
    sessionLifetime?: AppOptions['sessionLifetime'];
    /** Serve the database of this running test server (a second process, or a restart); it stays its owner. */
    reuse?: TestServer;
    /**
     * With `reuse`: a connection of its own to that database, as another server process has (the
     * two then hear nothing of each other's writes but through the database).
     */
    ownConnection?: boolean;
    /** How often the other processes' writes are read (the server's CACHE_CHANGES_POLL_MS when not given). */
    cacheChangesPollMs?: number;
    /** Outgoing mail (an SMTP URL, a sender schedule); without it mail only waits in the outbox. */
    mail?: AppOptions['mail'];
    /** The clock of mailed links (password resets, invitations). */
    now?: () => Date;
    /** The session keys, newest first (a key rotation); the test key when not given. */
    sessionKeys?: string[];
  } = {},
): Promise<TestServer> {
  const reused = options.reuse;
  const database = reused ? reused.database : await createTestDatabase(kind);
  const ownDb = !reused || options.ownConnection === true;
  const db = !reused
    ? await openMigratedDatabase({ database: database.config, dataDir: database.dataDir })
    : options.ownConnection
      ? await openDatabase(database.config)
      : reused.db;
  if (options.seed) {
    await seedSampleData(db);
    await seedSampleResources(db);
  }
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const logger = createLogger({ logLevel: 'info', prettyLogs: false }, sink);
  const app = createApp({
    config: { trustProxy: options.trustProxy ?? false },
    db,
    logger,
    sessionKeys: options.sessionKeys ?? [TEST_SESSION_KEY],
    ...(options.webDist ? { webDist: options.webDist } : {}),
    ...(options.renderer ? { renderer: options.renderer } : {}),
    // Suites send many requests from one address; the rate-limit suites pass the real limits.
    rateLimits: options.rateLimits ?? UNLIMITED,
    ...(options.sessionLifetime ? { sessionLifetime: options.sessionLifetime } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.cacheChangesPollMs ? { cacheChangesPollMs: options.cacheChangesPollMs } : {}),
  });
  const server: Server = createServer(app.requestListener).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  app.setPublicUrl(`http://127.0.0.1:${port}`);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    app,
    database,
    logs,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      app.close();
      await app.stopMail(1000);
      if (ownDb) await db.close().catch(() => undefined); // a test may have closed it already
      if (!reused) await database.drop();
    },
  };
}

/** A new user of `role`, signed in on a fresh client of `server`. */
export async function signedInClient(
  server: TestServer,
  role: Role,
  overrides: { fullName?: string } = {},
): Promise<{ client: ApiClient; user: UserModel }> {
  const user = await createUser(server.db, { role, ...overrides });
  const client = new ApiClient(server.baseUrl);
  await client.login(user.username, FACTORY_PASSWORD);
  return { client, user };
}
