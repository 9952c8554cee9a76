import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // bcrypt at cost 12 takes a quarter of a second per hash on these machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The JSON report lets .ci/run print one closing 'N passed, N failed' line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit+server',
          // Two files at a time even on two cores (Vitest's default is one fewer than the cores):
          // most of these tests wait on HTTP, the databases and timers, not on the processor.
          maxWorkers: 2,
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'apps/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          // Builds the web site once into a temp folder and checks that a browser exists.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // The same two workers as the other project, so both share one pool of two and a browser
          // file runs beside a server file from the start (each file has its own server on a free
          // port and its own browser). With one worker Vitest would hold every browser file back
          // until the other project had finished, and run them one after the other.
          maxWorkers: 2,
          testTimeout: 60_000,
          // A page renders after its code, strings and data arrive: under load (two cores, CI) that
          // can take a few seconds, so a polled check waits up to 10 s instead of vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
