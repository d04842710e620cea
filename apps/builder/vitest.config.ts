import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const rendererStyles = fileURLToPath(
  new URL('../../packages/react/src/styles.css', import.meta.url),
);
const projectIndex = process.argv.indexOf('--project');
const reportName = projectIndex > 0 ? `vitest-${process.argv[projectIndex + 1]}` : 'vitest-unit';
const resolve = {
  conditions: ['@chatforms/source', ...defaultClientConditions],
  alias: { '@chatforms/react/styles.css': rendererStyles },
};

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: `reports/${reportName}.json` }]],
    projects: [
      {
        plugins: [react()],
        resolve,
        ssr: { resolve: { conditions: ['@chatforms/source', ...defaultServerConditions] } },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          // A safety net for a loaded CI machine (the default is 5 s), not a speed check.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // CI runs this beside every other suite on two cores; one second of polling (the
          // default) is too short for a page that is still rendering there.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
