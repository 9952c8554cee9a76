import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEYS_FILE = 'session-keys';

/**
 * Cookie signing keys: SESSION_KEYS when given; otherwise keys generated once and kept in
 * DATA_DIR with owner-only permissions, so sessions survive restarts.
 */
export async function resolveSessionKeys(configured: string[] | undefined, dataDir: string): Promise<string[]> {
  if (configured) return configured;
  const file = path.join(dataDir, KEYS_FILE);
  try {
    const keys = (await readFile(file, 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (keys.length > 0) return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // 'wx' fails if another process wrote the file meanwhile; then read theirs.
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveSessionKeys(undefined, dataDir);
    throw error;
  }
  await chmod(file, 0o600);
  return [key];
}
