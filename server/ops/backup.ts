import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { SQLITE_BUSY_TIMEOUT_MS } from '../db/sqlite-driver';

/** The default file name of a backup taken at `when`: chamber-20261122-013005.sqlite */
export function backupFileName(when: Date): string {
  const stamp = when.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `chamber-${stamp}.sqlite`;
}

/**
 * Writes a consistent copy of the SQLite database at `source` to `target` with `VACUUM INTO`: one
 * read transaction, so the copy is the database as of one moment even while the server keeps
 * writing (never a file copy, which could catch a half-written page or miss the WAL). The target
 * must not exist yet.
 */
export async function backupSqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} already exists; choose another file`);
  mkdirSync(path.dirname(target), { recursive: true });
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(source, sqlite3.OPEN_READWRITE, (error) =>
      error ? reject(error) : resolve(opened),
    );
  });
  try {
    db.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
    await new Promise<void>((resolve, reject) =>
      db.run('VACUUM INTO ?', [target], (error: Error | null) => (error ? reject(error) : resolve())),
    );
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

/** Runs `PRAGMA integrity_check` on an SQLite file: 'ok' when it is sound. */
export async function integrityCheck(file: string): Promise<string> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) =>
      error ? reject(error) : resolve(opened),
    );
  });
  try {
    return await new Promise<string>((resolve, reject) =>
      db.all<{ integrity_check: string }>('PRAGMA integrity_check', (error, rows) =>
        error ? reject(error) : resolve(rows.map((row) => row.integrity_check).join('\n')),
      ),
    );
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}
