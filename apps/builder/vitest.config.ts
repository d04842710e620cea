import { fileURLToPath } from 'node:url';

import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults } from 'vitest/config';

const pluginTests = ['src/test/slider-element/**/*.test.{ts,tsx}'];
const rendererStyles = fileURLToPath(
  new URL('../../packages/react/src/styles.css', import.meta.url),
);
const resolve = {
  conditions: ['@chatforms/source', ...defaultClientConditions],
  alias: { '@chatforms/react/styles.css': rendererStyles },
};

export default defineWorkspaceConfig(
  {
    test: {
      // One run, one report (the preset's): a failing unit test cannot keep the browser tests from
      // running or counting.
      projects: [
        {
          plugins: [react()],
          resolve,
          ssr: { resolve: { conditions: ['@chatforms/source', ...defaultServerConditions] } },
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'vite-*.test.ts'],
            exclude: [...configDefaults.exclude, ...pluginTests],
            setupFiles: ['./vitest.setup.ts'],
            // The files share one module graph and page, loaded once: each file importing the
            // builder, the renderer and CodeMirror afresh took half of the project's time (133 s
            // → 73 s on an idle 2-core machine).
            isolate: false,
            // A safety net for a loaded CI machine (the default is 5 s), not a speed check.
            testTimeout: 15_000,
            // A server test starts the builder, which opens its PGlite database first (seconds on a busy machine).
            hookTimeout: 60_000,
            sequence: { groupOrder: 0 },
          },
        },
        {
          plugins: [react()],
          resolve,
          test: {
            // A plugin's element type registered in core's default registry stays there: its test
            // runs in a module graph of its own, so the other files see the built-in types only.
            name: 'plugin',
            environment: 'happy-dom',
            include: pluginTests,
            setupFiles: ['./vitest.setup.ts'],
            testTimeout: 15_000,
            sequence: { groupOrder: 0 },
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.test.ts'],
            // One builder server for every file that opens the builder (start-builder.ts).
            globalSetup: ['./e2e/builder-server-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
            fileParallelism: false,
            // After the unit tests, not beside them: Chromium and happy-dom on two cores starve each other.
            sequence: { groupOrder: 1 },
            // CI runs this beside every other suite on two cores; one second of polling (the
            // default) is too short for a page that is still rendering there.
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  },
  // Each project sets its own resolution: the client's and the server's conditions differ.
  { resolveSource: false },
);
