import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'apps/**/*.test.{ts,tsx}'],
    // bcrypt at cost 12 takes a quarter of a second per hash on these machines.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The JSON report lets .ci/run print one closing 'N passed, N failed' line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
