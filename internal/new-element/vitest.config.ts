import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The scaffold's test typechecks and tests four workspaces in a copy: a safety net, not a
    // speed check.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
