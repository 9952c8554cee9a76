/**
 * The chosen server, kept as `config.json` in the app's user-data folder. Read at start (a missing,
 * corrupt or no longer valid file means "not configured"), written atomically: a temporary file
 * in the same folder, then a rename over the old one, so a crash never leaves half a file.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseServerAddress, type ServerTarget } from './server-address';

export const CONFIG_FILE = 'config.json';

const StoredConfigSchema = z.object({ version: z.literal(1), server: z.string() });

/** The file-system calls the store makes (a test swaps one to fail). */
export interface ConfigFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  writeFile(file: string, data: string, options: { encoding: 'utf8'; mode: number }): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: boolean }): Promise<void>;
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
}

export interface ConfigStore {
  /** The configured server, or null when there is none (or the file cannot be used). */
  read(): Promise<ServerTarget | null>;
  /** Saves `origin` (validated again: an address parseServerAddress refuses is never written). */
  write(origin: string): Promise<ServerTarget>;
  readonly file: string;
}

/** A store for `dir/config.json`; `dir` is `app.getPath('userData')` in the app. */
export function createConfigStore(dir: string, fsImpl: ConfigFs = fs): ConfigStore {
  const file = path.join(dir, CONFIG_FILE);
  return {
    file,
    async read() {
      let text: string;
      try {
        text = await fsImpl.readFile(file, 'utf8');
      } catch {
        return null;
      }
      try {
        const stored = StoredConfigSchema.safeParse(JSON.parse(text));
        if (!stored.success) return null;
        const parsed = parseServerAddress(stored.data.server);
        return parsed.ok ? { origin: parsed.origin, insecure: parsed.insecure } : null;
      } catch {
        return null;
      }
    },
    async write(origin) {
      const parsed = parseServerAddress(origin);
      if (!parsed.ok) throw new Error(`Not a usable server address: ${parsed.problem}`);
      await fsImpl.mkdir(dir, { recursive: true });
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      const text = `${JSON.stringify({ version: 1, server: parsed.origin }, null, 2)}\n`;
      try {
        await fsImpl.writeFile(temporary, text, { encoding: 'utf8', mode: 0o600 });
        await fsImpl.rename(temporary, file);
      } catch (error) {
        await fsImpl.rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
      return { origin: parsed.origin, insecure: parsed.insecure };
    },
  };
}
