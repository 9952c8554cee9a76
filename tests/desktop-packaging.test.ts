import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The installer name electron-builder writes for a pattern (its ${…} macros, Debian's arch name for x64). */
function artifactName(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for \${${name}}`);
    return value;
  });
}

describe('installer names', () => {
  it("the README's .deb example is the name electron-builder.yml produces", () => {
    const config = read('apps/desktop/electron-builder.yml');
    const debSection = /^deb:\n((?: {2}.*\n)+)/m.exec(config)?.[1] ?? '';
    const pattern =
      /^ {2}artifactName:\s*(\S+)/m.exec(debSection)?.[1] ?? /^artifactName:\s*(\S+)/m.exec(config)?.[1] ?? '';
    expect(pattern).not.toBe('');
    // electron-builder names the x64 deb's architecture the Debian way: amd64.
    const name = artifactName(pattern, { version: '<version>', os: 'linux', arch: 'amd64', ext: 'deb' });
    expect(read('README.md')).toContain(`sudo apt install ./${name}`);
  });
});

// The script runs electron's own install.js (which downloads the binary through @electron/get). A
// copy of it in a temp project, next to a fake electron package whose install.js fails as it does
// offline, shows what it prints without a network, whatever this machine has installed.
describe('npm run desktop:fetch-electron where the download fails', () => {
  const version = '40.1.2';
  const archive = `electron-v${version}-${process.platform}-${process.arch}.zip`;
  const github = `https://github.com/electron/electron/releases/download/v${version}`;
  /** @electron/get's cache folder of an archive: the SHA-256 of the address of the folder it comes from. */
  const cacheKey = (releases: string) => createHash('sha256').update(releases).digest('hex');
  let project: string;

  beforeEach(() => {
    project = mkdtempSync(path.join(os.tmpdir(), 'chamber-fetch-electron-'));
    mkdirSync(path.join(project, 'scripts'));
    copyFileSync(
      path.join(root, 'apps/desktop/scripts/electron-binary.mjs'),
      path.join(project, 'scripts/electron-binary.mjs'),
    );
    const electron = path.join(project, 'node_modules/electron');
    mkdirSync(electron, { recursive: true });
    writeFileSync(path.join(electron, 'package.json'), JSON.stringify({ name: 'electron', version }));
    writeFileSync(
      path.join(electron, 'install.js'),
      "console.error('RequestError: getaddrinfo ENOTFOUND github.com');\nprocess.exit(1);\n",
    );
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  /** Runs the script with only the given variables (none of this process's npm_config_* settings). */
  const fetchElectron = (env: Record<string, string>, args = ['--required']) =>
    spawnSync(process.execPath, [path.join(project, 'scripts/electron-binary.mjs'), ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: project, ...env },
      encoding: 'utf8',
    });

  it('says what the download needs (GitHub, a mirror or an archive in the cache) instead of "try later"', () => {
    const cache = path.join(project, 'electron-cache');
    const result = fetchElectron({ electron_config_cache: cache });
    expect(result.status).toBe(1);
    const output = result.stdout;
    expect(output).toContain(`could not be downloaded from ${github}/${archive} (RequestError: getaddrinfo ENOTFOUND`);
    expect(output).toContain('on a network that reaches GitHub: npm run desktop:fetch-electron');
    expect(output).toContain('ELECTRON_MIRROR=https://mirror.example.org/electron/ npm run desktop:fetch-electron');
    expect(output).toContain(`from an archive downloaded elsewhere (${archive})`);
    expect(output).toContain(`${path.join(cache, cacheKey(github))}/`);
    expect(output).toContain('electron_config_cache=');
    expect(output).not.toMatch(/later/i);
  });

  it.runIf(process.platform === 'linux')(
    "with a mirror, names the mirror's address and the cache folder of its archives",
    () => {
      const mirror = 'http://127.0.0.1:9/electron/';
      const result = fetchElectron({ ELECTRON_MIRROR: mirror, XDG_CACHE_HOME: path.join(project, 'xdg') });
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(`could not be downloaded from ${mirror}v${version}/${archive}`);
      expect(result.stdout).toContain(`${path.join(project, 'xdg/electron', cacheKey(`${mirror}v${version}`))}/`);
    },
  );

  it('as the postinstall step, prints the same help but lets npm install succeed', () => {
    const result = fetchElectron({}, []);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('npm run desktop:build works without it');
  });
});

// check-build.mjs on a hand-made build folder: the shape a good build has, then one public-site
// picture or one public page's text added to it.
describe('the desktop build check', () => {
  let out: string;
  const check = () =>
    spawnSync(process.execPath, [path.join(root, 'apps/desktop/scripts/check-build.mjs'), out], { encoding: 'utf8' });
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), content);
  };

  beforeEach(() => {
    out = mkdtempSync(path.join(os.tmpdir(), 'chamber-desktop-check-'));
    write('package.json', JSON.stringify({ name: 'chamber-staff', main: 'main/index.js' }));
    write('main/index.js', "import { app } from 'electron';\nimport path from 'node:path';\napp.whenReady();\n");
    write('preload/index.cjs', "const { contextBridge } = require('electron');\n");
    write('renderer/index.html', '<!doctype html><script type="module" src="/assets/index.js"></script>');
    write('renderer/assets/index.js', 'console.log("Sign in");\n');
    write('renderer/images/auth/connections.svg', read('apps/web/public/images/auth/connections.svg'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('passes a build with only what staff see', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it("fails on a public site's picture or a missing sign-in picture", () => {
    write('renderer/images/home/nordic.svg', read('apps/web/public/images/home/nordic.svg'));
    rmSync(path.join(out, 'renderer/images/auth/connections.svg'));
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('renderer/images/home/nordic.svg is a public site file staff never see');
    expect(result.stderr).toContain('renderer/images/auth/connections.svg is missing');
  });

  it("fails on a public page's translations in the renderer's code", () => {
    const about = JSON.parse(read('apps/web/src/locales/en/about.json')) as { meta: { description: string } };
    write('renderer/assets/about.js', `export default ${JSON.stringify({ description: about.meta.description })};\n`);
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("strings of the public pages' translations");
  });
});
