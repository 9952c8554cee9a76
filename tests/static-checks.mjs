// The static checks of `npm test`, as package.json names them (each project of `typecheck`, `lint`,
// `deps`, `format:check`), run side by side, as many at a time as the machine has cores: each is one
// single-threaded process, so in a row they would leave all but one core idle. Each check's output
// is printed whole once it ends; the run fails if any check does, after all have ended.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

// The linter first: it is the longest single check.
const commands = [
  scripts.lint,
  ...scripts.typecheck.split('&&').map((command) => command.trim()),
  scripts.deps,
  scripts['format:check'],
];

/** Runs one command in the project's folder; resolves with whether it passed. */
function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n> ${command}  (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n${output}`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
const failed = [];
async function worker() {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
    if (!(await run(command))) failed.push(command);
  }
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
if (failed.length > 0) {
  process.stdout.write(`\nFailed: ${failed.join('; ')}\n`);
  process.exit(1);
}
