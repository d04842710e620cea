import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chatforms/source'] },
  ssr: { resolve: { conditions: ['@chatforms/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one module graph, loaded once, rather than each importing it afresh: most
    // of the suite's time went there (checked with the files in shuffled orders).
    isolate: false,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    // A safety net for a loaded CI machine (the default is 5 s): some tests start the CLI four times.
    testTimeout: 15_000,
  },
});
