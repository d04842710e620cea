import { defineConfig } from 'vitest/config';

// The extensions test asks core's source for the spec fallback, as the other suites read it.
const sourceConditions = { conditions: ['@chatforms/source'] };

export default defineConfig({
  resolve: sourceConditions,
  ssr: { resolve: sourceConditions },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Bundling the kit and driving two pages in Chromium on a shared 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
