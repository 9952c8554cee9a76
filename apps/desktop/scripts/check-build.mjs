// After `electron-vite build`: checks the shape of dist/desktop that Electron and the sandbox rely on.
// - the preload is one CommonJS file that requires nothing but `electron` (a sandboxed preload cannot);
// - main imports only `electron` and Node's built-in modules (the packaged app has no node_modules);
// - the renderer's index.html has no inline script (the CSP is script-src 'self') and absolute asset URLs;
// - dist/desktop/package.json points at the main bundle.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const out = path.join(root, 'dist/desktop');
const problems = [];
const read = (file) => readFileSync(path.join(out, file), 'utf8');

const preload = read('preload/index.cjs');
const preloadRequires = [...preload.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]);
for (const name of preloadRequires) {
  if (name !== 'electron') problems.push(`preload/index.cjs requires ${name}: only electron is allowed`);
}
if (/^\s*(import|export)\s/m.test(preload)) problems.push('preload/index.cjs is not CommonJS (import/export found)');

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const main = read('main/index.js');
const mainImports = [
  ...main.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/gm),
  ...main.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ...main.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g),
].map((match) => match[1]);
for (const name of mainImports) {
  if (name !== 'electron' && !builtins.has(name) && !name.startsWith('./') && !name.startsWith('../')) {
    problems.push(`main/index.js imports ${name}: bundle it (packaged app has no node_modules)`);
  }
}

const html = read('renderer/index.html');
for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
  if (!/\bsrc=/.test(script[1])) problems.push('renderer/index.html has an inline <script> (blocked by the CSP)');
  else if (/\bsrc=["']\.\//.test(script[1]))
    problems.push('renderer/index.html loads a relative script (needs base /)');
}

const manifest = JSON.parse(read('package.json'));
if (!manifest.main || !existsSync(path.join(out, manifest.main))) {
  problems.push(`package.json main (${manifest.main}) does not exist`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`[chamber] dist/desktop: ${problem}`);
  process.exit(1);
}
console.log(
  `[chamber] dist/desktop checked: preload requires only electron; main imports ${[...new Set(mainImports)].join(', ')}`,
);
