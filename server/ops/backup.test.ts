import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../tests/helpers/http';
import { startTestServer, type TestServer } from '../../tests/helpers/server';
import { openMigratedDatabase } from '../bootstrap';
import { backupFileName, backupSqlite, integrityCheck } from './backup';

const root = path.resolve(import.meta.dirname, '../..');

describe('backup of the SQLite database while the server writes', () => {
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    work = mkdtempSync(path.join(os.tmpdir(), 'chamber-backup-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('names backups by date and time', () => {
    expect(backupFileName(new Date('2026-11-22T01:30:05.123Z'))).toBe('chamber-20261122-013005.sqlite');
  });

  it('a backup taken under writes is sound and, restored, holds every row acknowledged before it', async () => {
    if (server.database.config.dialect !== 'sqlite') throw new Error('expected SQLite');
    const source = server.database.config.storage;
    const client = new ApiClient(server.baseUrl);
    const acknowledged: string[] = [];
    let writing = true;
    let sent = 0;
    const writer = async () => {
      while (writing) {
        const name = `Burst Sender ${(sent += 1)}`;
        const answer = await client.post('/api/contact', {
          fullName: name,
          email: 'burst@example.com',
          inquiryType: 'other',
          message: 'Written while a backup runs.',
        });
        if (answer.status === 201) acknowledged.push(name);
        else throw new Error(`write failed: ${answer.status} ${answer.text}`);
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = [...acknowledged];
    const target = path.join(work, 'backup.sqlite');
    await backupSqlite(source, target);
    const backupDone = acknowledged.length;
    while (acknowledged.length < backupDone + 20) await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await writers;

    expect(await integrityCheck(target)).toBe('ok');
    await expect(backupSqlite(source, target)).rejects.toThrow(/already exists/);

    // Restore: the backup becomes the database file of a new data folder, and a server opens it.
    const restoredDir = path.join(work, 'restored');
    const restoredFile = path.join(restoredDir, 'chamber.sqlite');
    rmSync(restoredDir, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(restoredDir));
    copyFileSync(target, restoredFile);
    const restored = await openMigratedDatabase({
      database: { dialect: 'sqlite', storage: restoredFile },
      dataDir: restoredDir,
    });
    try {
      const names = new Set(
        (await restored.models.ContactSubmission.findAll({ attributes: ['fullName'] })).map((row) => row.fullName),
      );
      const missing = before.filter((name) => !names.has(name));
      expect(missing).toEqual([]);
      // The writes went on during and after the backup; those after it are (rightly) not in it.
      expect(names.size).toBeLessThan(acknowledged.length);
    } finally {
      await restored.close();
    }
  });

  it('npm run backup writes the file and says where; it refuses PostgreSQL with the pg_dump command', () => {
    if (server.database.config.dialect !== 'sqlite') throw new Error('expected SQLite');
    const out = path.join(work, 'cli', 'copy.sqlite');
    const env = { ...process.env, DATA_DIR: server.database.dataDir, DATABASE_URL: '' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', '--out', out], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Backup written to ${out}`);
    expect(existsSync(out)).toBe(true);

    const pg = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts'], {
      cwd: root,
      env: { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' },
      encoding: 'utf8',
    });
    expect(pg.status).toBe(2);
    expect(pg.stderr).toContain('pg_dump');
  });
});
