import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Chromium, PGlite and a PostgreSQL server on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The round trip and the load test each start servers: one file at a time.
    fileParallelism: false,
  },
});
