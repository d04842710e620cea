import { fileURLToPath } from 'node:url';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

// The addon reads a run's initial globals (here: the toolbar theme) from this provided value.
const initialGlobalsKey = 'storybook/test-initial-globals';

// Debian's Chromium: browsers are never downloaded, and the machine has no internet. One locale,
// time zone and motion setting, so screenshots do not depend on the machine.
const chromium = playwright({
  launchOptions: chromiumLaunchOptions,
  contextOptions: { locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' },
});

/**
 * Every story with its play function and axe check, once in the light theme and once in the dark;
 * then the AllStates stories compared with their checked-in screenshots (`pnpm visual:update`
 * writes new ones).
 */
export default defineWorkspaceConfig(
  {
    resolve: { conditions: ['@chatforms/source'] },
    test: {
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              provider: chromium,
              headless: true,
              instances: [
                {
                  browser: 'chromium',
                  name: 'storybook-light',
                  provide: { [initialGlobalsKey]: { theme: 'light' } },
                },
                {
                  browser: 'chromium',
                  name: 'storybook-dark',
                  provide: { [initialGlobalsKey]: { theme: 'dark' } },
                },
              ],
            },
          },
        },
        {
          extends: true,
          // preview.tsx sits outside any package: its JSX runtime resolves from this one. Listed
          // up front so Vite does not reload the page mid-run to add them.
          resolve: { dedupe: ['react', 'react-dom'] },
          optimizeDeps: {
            include: [
              'react',
              'react-dom/client',
              'react/jsx-dev-runtime',
              '@storybook/react-vite',
            ],
          },
          test: {
            name: 'visual',
            include: ['visual/**/*.visual.test.ts'],
            // Room for the screenshot's own safety net below (browser mode's default is 15 s).
            testTimeout: 30_000,
            // A failed comparison's actual and diff images, kept out of the source tree.
            attachmentsDir: 'reports/visual-attachments',
            browser: {
              enabled: true,
              provider: chromium,
              headless: true,
              // A fixed viewport: the grid of states wraps by its width.
              viewport: { width: 1024, height: 900 },
              instances: [{ browser: 'chromium', name: 'visual-chromium' }],
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // Tolerates anti-aliasing noise; a changed colour, size or spacing is far more.
                  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
                  // A safety net for a loaded CI machine, not a speed check: the first screenshot
                  // of a run took over 5 s (the default) to come out the same twice while every
                  // suite ran side by side, although it matched its baseline alone.
                  timeout: 20_000,
                  resolveScreenshotPath: ({ root, arg, ext }) =>
                    `${root}/visual-baselines/${arg}${ext}`,
                  resolveDiffPath: ({ root, arg, ext }) =>
                    `${root}/reports/visual-diffs/${arg}${ext}`,
                },
              },
            },
          },
        },
      ],
    },
  },
  // Browser mode: the condition applies to the client alone, as it is set above.
  { resolveSource: false },
);
