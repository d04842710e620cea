import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Bundling the pages twice and hydrating them in Chromium on a shared 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
