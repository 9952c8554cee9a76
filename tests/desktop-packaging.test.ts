import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
