/**
 * Environment overrides for development and tests:
 * - `CHAMBER_SERVER_URL`: the server to use on this run (validated like a typed address; not saved);
 * - `CHAMBER_USER_DATA`: the user-data folder (config.json, cookies, caches) instead of the OS default.
 */
import path from 'node:path';
import { parseServerAddress, type ServerTarget } from './server-address';

export interface EnvironmentOverrides {
  server: ServerTarget | null;
  userData: string | null;
}

/** Reads the overrides; throws with a message naming the variable when a value is unusable. */
export function readEnvironment(env: Record<string, string | undefined>): EnvironmentOverrides {
  const serverValue = env.CHAMBER_SERVER_URL?.trim();
  let server: ServerTarget | null = null;
  if (serverValue) {
    const parsed = parseServerAddress(serverValue);
    if (!parsed.ok) {
      throw new Error(`CHAMBER_SERVER_URL=${serverValue} cannot be used (${parsed.problem})`);
    }
    server = { origin: parsed.origin, insecure: parsed.insecure };
  }
  const userDataValue = env.CHAMBER_USER_DATA?.trim();
  return { server, userData: userDataValue ? path.resolve(userDataValue) : null };
}
