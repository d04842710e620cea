import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig(
  {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // A command block may install or build before it answers: a safety net, not a speed check.
      testTimeout: 180_000,
    },
  },
  { resolveSource: false },
);
