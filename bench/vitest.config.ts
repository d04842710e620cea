import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // The smoke run builds pages and drives Chromium; it is spawned, never timed.
    testTimeout: 170_000,
    hookTimeout: 170_000,
  },
});
