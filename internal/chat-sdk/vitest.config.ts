import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chatforms/source'] },
  ssr: { resolve: { conditions: ['@chatforms/source'] } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
