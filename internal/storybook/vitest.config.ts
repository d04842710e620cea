import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@chatforms/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

// The addon reads a run's initial globals (here: the toolbar theme) from this provided value.
const initialGlobalsKey = 'storybook/test-initial-globals';

// Debian's Chromium: browsers are never downloaded, and the machine has no internet.
const chromium = playwright({
  launchOptions: chromiumLaunchOptions,
});

/** Every story with its play function and axe check, once in the light theme and once in the dark. */
export default defineWorkspaceConfig(
  {
    resolve: { conditions: ['@chatforms/source'] },
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
  // Browser mode: the condition applies to the client alone, as it is set above.
  { resolveSource: false },
);
