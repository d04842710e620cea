import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';
import { configDefaults } from 'vitest/config';

// Files that import the renderer afresh (vi.resetModules, a dynamic import of the entry) or replace
// its modules: each runs in a module graph of its own.
const isolatedFiles = [
  'src/create-live-validation.test.ts',
  // It registers plugin element types in core's default registry, which every later file would see.
  'src/element-components.test.tsx',
  'src/interactive-form.date-time-patterns.test.tsx',
  'src/interactive-form.hydrate.test.tsx',
  'src/interactive-form.render-count.test.tsx',
  'src/interactive-form.ssr.test.tsx',
  'src/load-element-on-demand.test.tsx',
  'src/load-interaction-code.test.tsx',
  'src/load-live-form-code.test.tsx',
  'src/replay-early-input.test.tsx',
  'src/use-button-actions.unexpected.test.tsx',
];

export default defineWorkspaceConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // A safety net for a loaded CI machine (the default is 5 s), not a speed check.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...isolatedFiles],
          // The other files share one module graph and page, loaded once: each file re-importing
          // the renderer, react-dom and zod took most of the suite's time (120 s → 21 s).
          isolate: false,
          typecheck: {
            enabled: true,
            include: ['src/**/*.test-d.ts'],
            tsconfig: './tsconfig.json',
          },
        },
      },
    ],
  },
});
