import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    // A safety limit, not a speed check: property tests run thousands of cases on a shared 2-core CI.
    testTimeout: 60_000,
    include: ['src/**/*.test.ts'],
    // Tests import modules directly, not through an entry: this installs what the entries install.
    // entries/renderer.test.ts resets modules to test the renderer's entry without them.
    setupFiles: ['src/test-setup.ts'],
    // The files share one module graph, loaded once: each file importing core and zod afresh took
    // most of the suite's time (83 s → 21 s). entries/renderer.test.ts resets modules itself.
    isolate: false,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
