import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, loadConfigOrFail } from './common';
import { backupFileName, backupSqlite } from '../ops/backup';

const USAGE = 'Usage: npm run backup [-- --out FILE]   (default: DATA_DIR/backups/chamber-<date>-<time>.sqlite)';

/** `npm run backup`: a consistent copy of the SQLite database, safe while the server runs. */
async function run(): Promise<void> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const config = loadConfigOrFail();
  if (config.database.dialect !== 'sqlite') {
    fail(
      'DATABASE_URL points at PostgreSQL: back it up with pg_dump (see docs/operations.md), e.g.\n' +
        '  pg_dump --format=custom --file=chamber.dump "$DATABASE_URL"',
    );
  }
  const target = path.resolve(out ?? path.join(config.dataDir, 'backups', backupFileName(new Date())));
  try {
    await backupSqlite(config.database.storage, target);
  } catch (error) {
    fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`Backup written to ${target}`);
}

await run();
