import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one module graph, loaded once, rather than each importing it afresh: most
    // of the suite's time went there (checked with the files in shuffled orders).
    isolate: false,
  },
});
