import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    setupFiles: ['./vitest.setup.ts'],
    // A safety net for a loaded CI machine (the default is 5 s), not a speed check.
    testTimeout: 15_000,
  },
});
