import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import type { DatabaseConfig } from '../../server/config';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh, empty database of one kind, and how to drop it. */
export interface TestDatabase {
  kind: DatabaseKind;
  config: DatabaseConfig;
  /** A directory for DATA_DIR (SQLite file, session keys). */
  dataDir: string;
  drop(): Promise<void>;
}

/** Creates a new SQLite file in a temp dir, or a new PostgreSQL database next to TEST_DATABASE_URL's. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'chamber-test-'));
  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      config: { dialect: 'sqlite', storage: path.join(dataDir, 'chamber.sqlite') },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `chamber_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    config: { dialect: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Records the SQL `sequelize` runs from now until `stop()`: Sequelize reads its `logging` option on
 * every query (the option is not in its public type).
 */
export function recordQueries(sequelize: Sequelize): { queries: string[]; stop(): void } {
  const options = (sequelize as unknown as { options: { logging: false | ((sql: string) => void) } }).options;
  const queries: string[] = [];
  const before = options.logging;
  options.logging = (sql) => queries.push(sql);
  return { queries, stop: () => (options.logging = before) };
}
