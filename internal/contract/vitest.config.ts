import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@chatforms/source'] },
  ssr: { resolve: { conditions: ['@chatforms/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
