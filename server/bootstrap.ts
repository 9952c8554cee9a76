import { mkdir } from 'node:fs/promises';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { migrate } from './db/migrate';
import type { AppLogger } from './logger';
import { seedSampleData, seedSampleResources } from './seed';
import { ensureFirstAdmin, type FirstAdminOutcome } from './users/commands';

/** Opens the configured database and applies pending migrations. */
export async function openMigratedDatabase(config: Pick<Config, 'database' | 'dataDir'>): Promise<Database> {
  if (config.database.dialect === 'sqlite') await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase(config.database);
  try {
    await migrate(db.sequelize);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Everything a start does before listening: migrate, seed an empty database, make sure an admin exists. */
export async function prepareDatabase(
  config: Config,
  logger: AppLogger,
): Promise<{ db: Database; firstAdmin: FirstAdminOutcome }> {
  const db = await openMigratedDatabase(config);
  try {
    if (config.seedSampleData && (await seedSampleData(db))) logger.info('sample members, events and news seeded');
    if (config.seedSampleData && (await seedSampleResources(db))) logger.info('sample resources seeded');
    const firstAdmin = await ensureFirstAdmin(db, { username: config.adminUsername, password: config.adminPassword });
    return { db, firstAdmin };
  } catch (error) {
    await db.close();
    throw error;
  }
}
