import type { ViteUserConfig } from 'vitest/config';

/**
 * A package's vitest config with the settings every suite shares: its results written to
 * reports/vitest.json, which the test command (scripts/test-all.mjs) sums, and, unless
 * `resolveSource` is false, workspace packages read from source so that tests need no build.
 */
export declare function defineWorkspaceConfig(
  config: ViteUserConfig,
  options?: { resolveSource?: boolean },
): ViteUserConfig;
