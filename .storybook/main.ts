import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { StorybookConfig } from '@storybook/react-vite';

// Storybook's packages are devDependencies of internal/storybook, not of the repo root, so Vite's
// root is that package: bare imports and vitest's setup files resolve from its node_modules.
const storybookPackage = new URL('../internal/storybook/', import.meta.url);
const require = createRequire(new URL('package.json', storybookPackage));
const resolvePackage = (name: string) => dirname(require.resolve(`${name}/package.json`));

// Vite's own default, which setting `conditions` would otherwise replace.
const viteDefaultClientConditions = ['module', 'browser', 'development|production'];

/**
 * `elements/text-input/text-input-field` → `Elements/Text Input Field`: titles from the files' paths,
 * readable, and without the folder an element's files share, which would only repeat the file's name.
 */
function toReadableTitle(title: string): string {
  const segments = title.split('/');
  return segments
    .filter((segment, index) => !segments[index + 1]?.startsWith(`${segment}-`))
    .map((segment) =>
      segment
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' '),
    )
    .join('/');
}

const config: StorybookConfig = {
  stories: [
    { directory: '../packages/react/src/docs', files: '*.mdx', titlePrefix: 'Renderer' },
    { directory: '../packages/react/src', files: '**/*.stories.tsx', titlePrefix: 'Renderer' },
  ],
  addons: [
    resolvePackage('@storybook/addon-docs'),
    resolvePackage('@storybook/addon-a11y'),
    resolvePackage('@storybook/addon-vitest'),
  ],
  framework: { name: resolvePackage('@storybook/react-vite'), options: {} },
  // Titles come from the directory specifiers above; only their spelling is changed.
  experimental_indexers: (indexers) =>
    (indexers ?? []).map((indexer) => ({
      ...indexer,
      createIndex: (fileName, options) =>
        indexer.createIndex(fileName, {
          ...options,
          makeTitle: (userTitle) => userTitle ?? toReadableTitle(options.makeTitle()),
        }),
    })),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Workspace packages resolve to their TypeScript source, so no build is needed first.
    const given = viteConfig.resolve?.conditions ?? [];
    const conditions = given.length > 0 ? given : viteDefaultClientConditions;
    return {
      ...viteConfig,
      root: fileURLToPath(storybookPackage),
      resolve: {
        ...viteConfig.resolve,
        conditions: ['@chatforms/source', ...conditions],
        // preview.tsx sits outside any package: its JSX runtime resolves from Vite's root.
        dedupe: [...(viteConfig.resolve?.dedupe ?? []), 'react', 'react-dom'],
      },
    };
  },
};

export default config;
