import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Chromium and PGlite on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
