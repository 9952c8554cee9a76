// After `electron-vite build`: checks the shape of dist/desktop that Electron and the sandbox rely on.
// - the preload is one CommonJS file that requires nothing but `electron` (a sandboxed preload cannot);
// - main imports only `electron` and Node's built-in modules (the packaged app has no node_modules);
// - the renderer's index.html has no inline script (the CSP is script-src 'self') and absolute asset URLs;
// - dist/desktop/package.json points at the main bundle;
// - the renderer carries none of the public site's pictures (only the sign-in page's) and none of its
//   page translations (only the common strings the admin screens use).
// `node check-build.mjs [folder]` checks another build folder (the end-to-end tests build into a temp one).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist/desktop');
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

/** Every file under `dir`, as paths relative to it with '/' separators. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

// The public site's static files: only the sign-in picture belongs in the staff client.
const STAFF_PUBLIC_FILES = new Set(['images/auth/connections.svg']);
const rendererDir = path.join(out, 'renderer');
const rendererFiles = filesUnder(rendererDir);
for (const file of filesUnder(path.join(root, 'apps/web/public'))) {
  if (!STAFF_PUBLIC_FILES.has(file) && rendererFiles.includes(file)) {
    problems.push(`renderer/${file} is a public site file staff never see`);
  }
}
for (const file of STAFF_PUBLIC_FILES) {
  if (!rendererFiles.includes(file)) problems.push(`renderer/${file} is missing (the sign-in page shows it)`);
}

// The public pages' translations: a string found only in a page namespace (not in the common one nor
// in the admin's) must not appear in the renderer's code.
const STAFF_WEB_NAMESPACES = new Set(['common']);
const stringsOf = (value) =>
  typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap((child) => stringsOf(child));
const localeStrings = (dir, keep) =>
  filesUnder(dir)
    .filter((file) => file.endsWith('.json') && keep(path.basename(file, '.json')))
    .flatMap((file) => stringsOf(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))));
const webLocales = path.join(root, 'apps/web/src/locales');
const staffStrings = new Set([
  ...localeStrings(webLocales, (namespace) => STAFF_WEB_NAMESPACES.has(namespace)),
  ...localeStrings(path.join(root, 'apps/admin/locales'), () => true),
]);
const pageStrings = [...new Set(localeStrings(webLocales, (namespace) => !STAFF_WEB_NAMESPACES.has(namespace)))].filter(
  (text) => text.length >= 24 && !/[{}<>\\"]/.test(text) && ![...staffStrings].some((own) => own.includes(text)),
);
const rendererCode = rendererFiles
  .filter((file) => /\.(js|html)$/.test(file))
  .map((file) => readFileSync(path.join(rendererDir, file), 'utf8'))
  .join('\n');
const leaked = pageStrings.filter((text) => rendererCode.includes(text));
if (leaked.length > 0) {
  problems.push(`the renderer carries ${leaked.length} strings of the public pages' translations, e.g. "${leaked[0]}"`);
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
