import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, ensureWebBuild, RENDERER_BUNDLE, webBuildStamp, webInputsHash } from './web-build';

// `npm start` builds the browser files when they are missing or older than their sources. A fake
// project and a recording builder stand in for the real tree and `vite build` (a minute each).
/** What the build's server environment writes: the page renderer's bundle. */
function writeRenderer(distDir: string): void {
  mkdirSync(path.dirname(path.join(distDir, RENDERER_BUNDLE)), { recursive: true });
  writeFileSync(path.join(distDir, RENDERER_BUNDLE), 'export const createPageRenderer = () => {};\n');
}

describe('npm start builds the web site when its sources changed', () => {
  let root: string;
  let dist: string;
  let builds: string[];
  let messages: string[];
  const build = (distDir: string) => {
    builds.push(distDir);
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><title>build ${builds.length}</title>`);
    writeRenderer(distDir);
    return true;
  };
  const servedPage = () => readFileSync(path.join(dist, 'index.html'), 'utf8');
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
    expect(builds).toHaveLength(1);
    expect(servedPage()).toContain('build 1');
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

  it('hashes the same unchanged files the same, and leaves out what the build does not read', () => {
    const before = webInputsHash(root);
    expect(webInputsHash(root)).toBe(before);
    mkdirSync(path.join(root, 'docs'), { recursive: true });
    writeFileSync(path.join(root, 'docs/notes.md'), '# Notes\n');
    mkdirSync(path.join(root, 'apps/web/node_modules/some-package'), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/node_modules/some-package/index.js'), 'export {};\n');
    expect(webInputsHash(root)).toBe(before);
    // A renamed file is another input even with the same content.
    writeFileSync(path.join(root, 'apps/web/src/renamed.tsx'), 'export const title = "Members";\n');
    rmSync(path.join(root, 'apps/web/src/page.tsx'));
    expect(webInputsHash(root)).not.toBe(before);
  });

  it('rebuilds a build that has no stamp (made before builds were stamped), and says why', () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeRenderer(dist);
    start();
    expect(builds).toHaveLength(1);
    expect(messages).toEqual([expect.stringMatching(/does not say which sources it was built from: rebuilding/)]);
  });

  it('rebuilds a build without the page renderer the server runs (an older version’s), and says why', () => {
    start();
    rmSync(path.join(dist, RENDERER_BUNDLE));
    messages = [];
    start();
    expect(builds).toHaveLength(2);
    expect(messages).toEqual([expect.stringMatching(/has no page renderer for the server: rebuilding/)]);
    expect(readFileSync(path.join(dist, RENDERER_BUNDLE), 'utf8')).toContain('createPageRenderer');
  });

  it('takes a build made with vite (npm run build:web) as current: the build stamps itself', async () => {
    writeFileSync(
      path.join(root, 'apps/web/index.html'),
      '<!doctype html><script type="module" src="./main.ts"></script>',
    );
    writeFileSync(path.join(root, 'apps/web/main.ts'), 'document.title = "Members";\n');
    const byHand = () =>
      viteBuild({
        configFile: false,
        root: path.join(root, 'apps/web'),
        logLevel: 'silent',
        plugins: [webBuildStamp(root)],
        build: { outDir: dist, emptyOutDir: true },
      });
    await byHand();
    // The real config's second environment, the server's renderer, stands in as a file.
    writeRenderer(dist);
    expect(readFileSync(path.join(dist, BUILD_STAMP), 'utf8').trim()).toBe(webInputsHash(root));
    start();
    expect(builds).toEqual([]);

    writeFileSync(path.join(root, 'apps/web/main.ts'), 'document.title = "Our members";\n');
    start();
    expect(builds).toHaveLength(1);
    expect(messages).toEqual([expect.stringMatching(/sources have changed since it was built: rebuilding/)]);
  });

  it('builds beside the served folder and swaps the new build in whole, leaving nothing behind', () => {
    start();
    writeFileSync(path.join(root, 'apps/web/src/page.tsx'), 'export const title = "Our members";\n');
    const during: string[] = [];
    ensureWebBuild(dist, () => undefined, {
      root,
      build: (target) => {
        expect(target).not.toBe(dist);
        // Meanwhile the previous build is still served, complete.
        during.push(servedPage());
        return build(target);
      },
    });
    expect(during).toEqual([expect.stringContaining('build 1')]);
    expect(servedPage()).toContain('build 2');
    expect(readdirSync(path.dirname(dist))).toEqual(['web']);
  });

  it('a failed rebuild keeps the previous build in place', () => {
    start();
    writeFileSync(path.join(root, 'apps/web/src/page.tsx'), 'export const title = "Our members";\n');
    const failing = (target: string) => {
      mkdirSync(target, { recursive: true });
      return false;
    };
    expect(() => ensureWebBuild(dist, () => undefined, { root, build: failing })).toThrow(/could not be built/);
    expect(servedPage()).toContain('build 1');
    expect(readdirSync(path.dirname(dist))).toEqual(['web']);
  });

  it('a failed build stops the start and leaves no stamp, so the next start tries again', () => {
    expect(() => ensureWebBuild(dist, () => undefined, { root, build: () => false })).toThrow(/could not be built/);
    start();
    expect(builds).toHaveLength(1);
  });
});
