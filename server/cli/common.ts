import { ConfigError, loadConfig, type Config } from '../config';

/** Prints `message` to stderr and exits with status 2 (bad input or configuration). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The validated configuration, or the failing variable's message and exit status 2. */
export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
