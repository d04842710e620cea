import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test spawns the built binary and waits on it; running them side by side halves the wait,
    // and a generous timeout keeps them from failing when turbo runs other packages beside them.
    sequence: { concurrent: true },
    testTimeout: 20_000,
  },
});
