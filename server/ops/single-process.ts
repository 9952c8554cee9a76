import sqlite3 from 'sqlite3';

/** The message of a second server process on one SQLite database. */
export const SECOND_PROCESS_MESSAGE =
  'Another server process is already using this SQLite database. SQLite serves one server process: ' +
  'stop the other one, or use PostgreSQL (DATABASE_URL) to run several (docs/operations.md).';

export class DatabaseInUseError extends Error {}

/** The lock connections this process holds: referenced here so garbage collection never closes one. */
const held = new Set<sqlite3.Database>();

/**
 * Makes this process the only server on the SQLite database `storage`: it holds an exclusive lock
 * on `<storage>.lock` (a tiny SQLite file) for as long as it runs. The operating system drops the
 * lock when the process ends, however it ends, so there is never a stale lock to clear by hand.
 * Another process asking for it is refused at once. (The database file itself cannot carry this
 * lock: the server's own connections need it.)
 */
export async function claimSqliteDatabase(storage: string): Promise<{ release(): Promise<void> }> {
  const lock = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(`${storage}.lock`, (error) => (error ? reject(error) : resolve(opened)));
  });
  const exec = (sql: string) =>
    new Promise<void>((resolve, reject) => lock.exec(sql, (error) => (error ? reject(error) : resolve())));
  try {
    await exec('PRAGMA journal_mode = DELETE; CREATE TABLE IF NOT EXISTS owner (pid INTEGER)');
    await exec(`BEGIN EXCLUSIVE; DELETE FROM owner; INSERT INTO owner VALUES (${process.pid})`);
  } catch (error) {
    await new Promise<void>((resolve) => lock.close(() => resolve()));
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new DatabaseInUseError(SECOND_PROCESS_MESSAGE);
    throw error;
  }
  held.add(lock);
  return {
    release: () =>
      new Promise<void>((resolve) => {
        held.delete(lock);
        lock.exec('ROLLBACK', () => lock.close(() => resolve()));
      }),
  };
}
