import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starting PGlite (WebAssembly) takes seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
