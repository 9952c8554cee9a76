import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, ensureWebBuild, webInputsHash } from './web-build';

// `npm start` builds the browser files when they are missing or older than their sources. A fake
// project and a recording builder stand in for the real tree and `vite build` (a minute each).
describe('npm start builds the web site when its sources changed', () => {
  let root: string;
  let dist: string;
  let builds: string[];
  let messages: string[];
  const build = (distDir: string) => {
    builds.push(distDir);
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
    return true;
  };
  const start = () => ensureWebBuild(dist, (message) => messages.push(message), { root, build });

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'chamber-web-build-'));
    dist = path.join(root, 'dist/web');
    mkdirSync(path.join(root, 'apps/web/src'), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/src/page.tsx'), 'export const title = "Members";\n');
    writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
    builds = [];
    messages = [];
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds on the first start and stamps the build with its sources’ hash', () => {
    start();
    expect(builds).toEqual([dist]);
    expect(messages).toEqual(['Building the web site (first start)…']);
    expect(readFileSync(path.join(dist, BUILD_STAMP), 'utf8').trim()).toBe(webInputsHash(root));
  });

  it('does not build again while the sources are unchanged', () => {
    start();
    start();
    expect(builds).toHaveLength(1);
  });

  it('rebuilds after a source file changed, and says why', () => {
    start();
    const before = webInputsHash(root);
    writeFileSync(path.join(root, 'apps/web/src/page.tsx'), 'export const title = "Our members";\n');
    expect(webInputsHash(root)).not.toBe(before);
    start();
    expect(builds).toHaveLength(2);
    expect(messages[1]).toMatch(/sources have changed since it was built: rebuilding/);
    expect(readFileSync(path.join(dist, BUILD_STAMP), 'utf8').trim()).toBe(webInputsHash(root));
  });

  it('rebuilds after a file was added or the locked packages changed', () => {
    start();
    writeFileSync(path.join(root, 'apps/web/src/new-page.tsx'), 'export {};\n');
    start();
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    start();
    expect(builds).toHaveLength(3);
  });

  it('a failed build stops the start and leaves no stamp, so the next start tries again', () => {
    expect(() => ensureWebBuild(dist, () => undefined, { root, build: () => false })).toThrow(/could not be built/);
    start();
    expect(builds).toHaveLength(1);
  });
});
