import { fileURLToPath } from 'node:url';

import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

// @chatforms/react and react-hook-form each resolve React from where they are installed, which in
// this workspace is React 19. Every `react` and `react-dom` import is pointed at this package's
// React 18 instead, and react-hook-form is bundled by Vite so its imports follow the same rule.
const local = (name: string) => fileURLToPath(new URL(`./node_modules/${name}`, import.meta.url));

export default defineWorkspaceConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: local('react') },
      { find: /^react\/(.*)$/, replacement: `${local('react')}/$1` },
      { find: /^react-dom$/, replacement: local('react-dom') },
      { find: /^react-dom\/(.*)$/, replacement: `${local('react-dom')}/$1` },
    ],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    server: { deps: { inline: ['react-hook-form', '@testing-library/react'] } },
  },
});
