import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chatforms/source'] },
  ssr: { resolve: { conditions: ['@chatforms/source'] } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    setupFiles: ['./vitest.setup.ts'],
    // A safety net for a loaded CI machine (the default is 5 s), not a speed check.
    testTimeout: 15_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
