import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig(
  {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // The smoke run builds pages and drives Chromium; it is spawned, never timed.
      testTimeout: 170_000,
      hookTimeout: 170_000,
    },
  },
  { resolveSource: false },
);
