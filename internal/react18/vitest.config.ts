import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// @chatforms/react and react-hook-form each resolve React from where they are installed, which in
// this workspace is React 19. Every `react` and `react-dom` import is pointed at this package's
// React 18 instead, and react-hook-form is bundled by Vite so its imports follow the same rule.
const local = (name: string) => fileURLToPath(new URL(`./node_modules/${name}`, import.meta.url));

export default defineConfig({
  resolve: {
    conditions: ['@chatforms/source'],
    alias: [
      { find: /^react$/, replacement: local('react') },
      { find: /^react\/(.*)$/, replacement: `${local('react')}/$1` },
      { find: /^react-dom$/, replacement: local('react-dom') },
      { find: /^react-dom\/(.*)$/, replacement: `${local('react-dom')}/$1` },
    ],
  },
  ssr: { resolve: { conditions: ['@chatforms/source'] } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    server: { deps: { inline: ['react-hook-form', '@testing-library/react'] } },
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
