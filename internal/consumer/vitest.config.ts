import { defineWorkspaceConfig } from '@chatforms/config/vitest-preset';

export default defineWorkspaceConfig(
  {
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // Pack, npm install and the vite builds happen once, here; the files then share the apps.
      globalSetup: ['./src/consumer-setup.ts'],
      fileParallelism: false,
      hookTimeout: 240_000,
      // The timeout scenario waits for the form's default 15 s; the rest is a safety net.
      testTimeout: 60_000,
    },
  },
  { resolveSource: false },
);
