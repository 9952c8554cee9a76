import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it, describe } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

// The desktop client built from the current sources by the global setup (no browser needed).
describe('the desktop build', () => {
  it("carries none of the public site's pictures: only the sign-in picture besides the app's own files", () => {
    const renderer = path.join(inject('desktopDist'), 'renderer');
    const files = filesUnder(renderer).filter((file) => !file.startsWith('assets/'));
    expect(files.sort()).toEqual(['images/auth/connections.svg', 'index.html']);
  });

  it("passes check-build: no public page translations, the renderer's shape as Electron needs it", () => {
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'apps/desktop/scripts/check-build.mjs'), inject('desktopDist')],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
