/**
 * The chosen server and the "Show notifications" setting, kept as `config.json` in the app's
 * user-data folder. Read at start (a missing, corrupt or no longer valid file means "not
 * configured", notifications on), written atomically: a temporary file in the same folder, then a
 * rename over the old one, so a crash never leaves half a file.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseServerAddress, type ServerTarget } from './server-address';

export const CONFIG_FILE = 'config.json';

/**
 * `notifications` is written only when turned off (on is the default), so the files of earlier
 * versions, `{"version":1,"server":…}`, read as they always did. A setting saved before any server
 * was chosen leaves `server` out.
 */
const StoredConfigSchema = z.object({
  version: z.literal(1),
  server: z.string().optional(),
  notifications: z.boolean().optional(),
});
type StoredConfig = z.infer<typeof StoredConfigSchema>;

/** Everything the file keeps. */
export interface AppSettings {
  server: ServerTarget | null;
  /** "Show notifications" (View menu); on unless turned off. */
  notifications: boolean;
}

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
  /** The server and the settings (a file that cannot be used: no server, notifications on). */
  readSettings(): Promise<AppSettings>;
  /** Saves `origin` (validated again: an address parseServerAddress refuses is never written); keeps the settings. */
  write(origin: string): Promise<ServerTarget>;
  /** Saves the "Show notifications" setting; keeps the server. */
  writeNotifications(enabled: boolean): Promise<void>;
  readonly file: string;
}

/** A store for `dir/config.json`; `dir` is `app.getPath('userData')` in the app. */
export function createConfigStore(dir: string, fsImpl: ConfigFs = fs): ConfigStore {
  const file = path.join(dir, CONFIG_FILE);

  /** The file's content, or null when it is missing or unusable. */
  const readStored = async (): Promise<StoredConfig | null> => {
    let text: string;
    try {
      text = await fsImpl.readFile(file, 'utf8');
    } catch {
      return null;
    }
    try {
      const stored = StoredConfigSchema.safeParse(JSON.parse(text));
      return stored.success ? stored.data : null;
    } catch {
      return null;
    }
  };

  const serverOf = (stored: StoredConfig | null): ServerTarget | null => {
    if (stored?.server === undefined) return null;
    const parsed = parseServerAddress(stored.server);
    return parsed.ok ? { origin: parsed.origin, insecure: parsed.insecure } : null;
  };

  const writeStored = async (stored: StoredConfig) => {
    await fsImpl.mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    const content: StoredConfig = { version: 1 };
    if (stored.server !== undefined) content.server = stored.server;
    if (stored.notifications === false) content.notifications = false;
    const text = `${JSON.stringify(content, null, 2)}\n`;
    try {
      await fsImpl.writeFile(temporary, text, { encoding: 'utf8', mode: 0o600 });
      await fsImpl.rename(temporary, file);
    } catch (error) {
      await fsImpl.rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
  };

  // Each write reads the other half of the file first: one at a time, so neither loses the other's change.
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    file,
    async read() {
      return serverOf(await readStored());
    },
    async readSettings() {
      const stored = await readStored();
      return { server: serverOf(stored), notifications: stored?.notifications ?? true };
    },
    write(origin) {
      const parsed = parseServerAddress(origin);
      if (!parsed.ok) return Promise.reject(new Error(`Not a usable server address: ${parsed.problem}`));
      return serialized(async () => {
        const stored = await readStored();
        await writeStored({ version: 1, server: parsed.origin, notifications: stored?.notifications });
        return { origin: parsed.origin, insecure: parsed.insecure };
      });
    },
    writeNotifications(enabled) {
      return serialized(async () => {
        const stored = await readStored();
        // A server the file holds but that is no longer accepted is dropped, as read() ignores it.
        const server = serverOf(stored)?.origin;
        await writeStored({ version: 1, server, notifications: enabled });
      });
    },
  };
}
