import * as fs from 'node:fs/promises';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_FILE, createConfigStore, type ConfigFs } from './config-store';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chamber-config-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createConfigStore', () => {
  it('reads "not configured" when there is no file yet', async () => {
    await expect(createConfigStore(dir).read()).resolves.toBeNull();
  });

  it('keeps the server across a round trip, in config.json of the folder', async () => {
    const store = createConfigStore(dir);
    await expect(store.write('https://chamber.example.org')).resolves.toEqual({
      origin: 'https://chamber.example.org',
      insecure: false,
    });
    expect(store.file).toBe(path.join(dir, CONFIG_FILE));
    expect(JSON.parse(readFileSync(store.file, 'utf8'))).toEqual({ version: 1, server: 'https://chamber.example.org' });
    // A new store (the next start of the app) reads it back.
    await expect(createConfigStore(dir).read()).resolves.toEqual({
      origin: 'https://chamber.example.org',
      insecure: false,
    });
  });

  it('reads back the insecure flag of a private http server and replaces an older choice', async () => {
    const store = createConfigStore(dir);
    await store.write('https://old.example.org');
    await store.write('http://192.168.1.20:3000');
    await expect(store.read()).resolves.toEqual({ origin: 'http://192.168.1.20:3000', insecure: true });
  });

  it('creates the user-data folder when it does not exist yet', async () => {
    const nested = path.join(dir, 'a', 'b');
    await createConfigStore(nested).write('https://chamber.example.org');
    await expect(createConfigStore(nested).read()).resolves.not.toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,"server":"https://chamber.exa'],
    ['empty', ''],
    ['JSON of another shape', '{"server":42}'],
    ['another version', '{"version":2,"server":"https://chamber.example.org"}'],
    ['a refused address', '{"version":1,"server":"http://public.example.org"}'],
    ['an address with a path', '{"version":1,"server":"https://chamber.example.org/admin"}'],
    ['null', 'null'],
  ])('treats a corrupt file (%s) as not configured', async (_name, text) => {
    writeFileSync(path.join(dir, CONFIG_FILE), text);
    await expect(createConfigStore(dir).read()).resolves.toBeNull();
  });

  it('never writes an address it would refuse', async () => {
    await expect(createConfigStore(dir).write('http://public.example.org')).rejects.toThrow('https-required');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes through a temporary file and a rename, leaving no temporary file behind', async () => {
    const renames: [string, string][] = [];
    const spy: ConfigFs = { ...fs, rename: (from, to) => (renames.push([from, to]), fs.rename(from, to)) };
    await createConfigStore(dir, spy).write('https://chamber.example.org');
    expect(renames).toHaveLength(1);
    const [from, to] = renames[0]!;
    expect(path.dirname(from)).toBe(dir);
    expect(from).toMatch(/\.tmp$/);
    expect(to).toBe(path.join(dir, CONFIG_FILE));
    expect(readdirSync(dir)).toEqual([CONFIG_FILE]);
  });

  it('keeps the previous file whole when the write fails half-way, and cleans up', async () => {
    const store = createConfigStore(dir);
    await store.write('https://old.example.org');
    const failing: ConfigFs = {
      ...fs,
      // The crash comes after the new content is on disk but before it replaces the old file.
      rename: () => Promise.reject(new Error('disk full')),
    };
    await expect(createConfigStore(dir, failing).write('https://new.example.org')).rejects.toThrow('disk full');
    await expect(store.read()).resolves.toEqual({ origin: 'https://old.example.org', insecure: false });
    expect(readdirSync(dir)).toEqual([CONFIG_FILE]);
  });

  it('keeps the "Show notifications" setting across a round trip, next to the server', async () => {
    const store = createConfigStore(dir);
    await expect(store.readSettings()).resolves.toEqual({ server: null, notifications: true });
    // Turned off before a server was chosen (the menu is there on the setup screen too).
    await store.writeNotifications(false);
    expect(JSON.parse(readFileSync(store.file, 'utf8'))).toEqual({ version: 1, notifications: false });
    await store.write('https://chamber.example.org');
    await expect(createConfigStore(dir).readSettings()).resolves.toEqual({
      server: { origin: 'https://chamber.example.org', insecure: false },
      notifications: false,
    });
    await store.writeNotifications(true);
    await expect(createConfigStore(dir).readSettings()).resolves.toEqual({
      server: { origin: 'https://chamber.example.org', insecure: false },
      notifications: true,
    });
    expect(readdirSync(dir)).toEqual([CONFIG_FILE]);
  });

  it('reads the file of an earlier version (server only) with notifications on', async () => {
    writeFileSync(path.join(dir, CONFIG_FILE), '{"version":1,"server":"https://chamber.example.org"}');
    await expect(createConfigStore(dir).readSettings()).resolves.toEqual({
      server: { origin: 'https://chamber.example.org', insecure: false },
      notifications: true,
    });
  });

  it('reads a missing or corrupt file as no server and notifications on', async () => {
    await expect(createConfigStore(dir).readSettings()).resolves.toEqual({ server: null, notifications: true });
    writeFileSync(path.join(dir, CONFIG_FILE), '{"version":1,"notifications":"no"}');
    await expect(createConfigStore(dir).readSettings()).resolves.toEqual({ server: null, notifications: true });
  });

  it('loses neither change when the server and the setting are saved at the same time', async () => {
    const store = createConfigStore(dir);
    await Promise.all([store.write('https://chamber.example.org'), store.writeNotifications(false)]);
    await expect(store.readSettings()).resolves.toEqual({
      server: { origin: 'https://chamber.example.org', insecure: false },
      notifications: false,
    });
  });
});
