import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimSqliteDatabase, DatabaseInUseError, SECOND_PROCESS_MESSAGE } from './single-process';

describe('one server process per SQLite database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chamber-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a second claim is refused while the first holds, even after garbage collection; free again once released', async () => {
    const storage = path.join(dir, 'chamber.sqlite');
    const first = await claimSqliteDatabase(storage);
    // The holder keeps no reference of its own: the lock must not depend on one.
    (globalThis as { gc?: () => void }).gc?.();
    await expect(claimSqliteDatabase(storage)).rejects.toThrow(DatabaseInUseError);
    await expect(claimSqliteDatabase(storage)).rejects.toThrow(SECOND_PROCESS_MESSAGE);
    await first.release();
    const again = await claimSqliteDatabase(storage);
    await again.release();
  });
});
