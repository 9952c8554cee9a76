import sqlite3 from 'sqlite3';

/** How long an SQLite connection waits for a lock held by another connection before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * The sqlite3 driver as Sequelize should use it: every connection Sequelize opens (it opens one per
 * transaction) gets a busy timeout and WAL journaling before its first statement runs.
 */
class ConfiguredDatabase extends sqlite3.Database {
  constructor(filename: string, mode: number, callback: (err: Error | null) => void) {
    super(filename, mode, (openError: Error | null) => {
      if (openError) return callback(openError);
      this.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      this.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;', (pragmaError: Error | null) =>
        callback(pragmaError),
      );
    });
  }
}

/** Passed to Sequelize as `dialectModule`. */
export const sqliteDriver = { ...sqlite3, Database: ConfiguredDatabase };
