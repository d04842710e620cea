import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Bundling the kit and driving its pages in Chromium on a shared 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The kit's scripts import its stylesheet, which Node cannot load; vitest's own pipeline can.
    server: { deps: { inline: ['@cometchat/chat-uikit-react'] } },
  },
});
