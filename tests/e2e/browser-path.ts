import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH), if installed. */
export function findBrowser(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}
