// Plain JavaScript: Vite loads a config's workspace imports with Node, which runs no TypeScript on
// Node 20. The types are in vitest-preset.d.ts.
import { mergeConfig } from 'vitest/config';

/** The condition under which workspace packages export their TypeScript source instead of dist/. */
const sourceCondition = '@chatforms/source';

/** @type {import('./vitest-preset.d.ts').defineWorkspaceConfig} */
export function defineWorkspaceConfig(config, { resolveSource = true } = {}) {
  const shared = {
    test: { reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]] },
  };
  const source = {
    resolve: { conditions: [sourceCondition] },
    ssr: { resolve: { conditions: [sourceCondition] } },
  };
  return mergeConfig(resolveSource ? mergeConfig(shared, source) : shared, config);
}
