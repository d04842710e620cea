import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A command block may install or build before it answers: a safety net, not a speed check.
    testTimeout: 180_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
