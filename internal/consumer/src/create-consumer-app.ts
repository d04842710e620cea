import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type { Tarballs } from './pack-workspace.js';
import { runOrThrow } from './run-command.js';

/** The React a consumer app is made with: the peer range's newest and oldest majors. */
export const reactVersions = {
  19: { react: '19.3.1', types: '19.3.0', domTypes: '19.3.0' },
  18: { react: '18.3.1', types: '18.3.31', domTypes: '18.3.7' },
} as const;

/** A React major the consumer apps are made with. */
export type ReactMajor = keyof typeof reactVersions;

function createPackageJson(
  tarballs: Tarballs,
  major: ReactMajor,
  dependencies: Record<string, string>,
) {
  const versions = reactVersions[major];
  return {
    name: `consumer-app-react-${major}`,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'tsc -b && vite build', preview: 'vite preview' },
    dependencies: {
      '@chatforms/chat-api': `file:${tarballs['@chatforms/chat-api']}`,
      '@chatforms/cli': `file:${tarballs['@chatforms/cli']}`,
      '@chatforms/core': `file:${tarballs['@chatforms/core']}`,
      '@chatforms/react': `file:${tarballs['@chatforms/react']}`,
      '@chatforms/server': `file:${tarballs['@chatforms/server']}`,
      '@chatforms/cometchat': `file:${tarballs['@chatforms/cometchat']}`,
      // What @chatforms/cometchat's README blocks import: the chat service's kit and SDK.
      '@cometchat/chat-sdk-javascript': '4.2.0',
      '@cometchat/chat-uikit-react': '7.2.1',
      react: versions.react,
      'react-dom': versions.react,
      ...dependencies,
    },
    devDependencies: {
      '@types/node': '20.19.43',
      '@types/react': versions.types,
      '@types/react-dom': versions.domTypes,
      '@vitejs/plugin-react': '6.3.0',
      // What the server README runs its block with: `npx tsx server.ts`.
      tsx: '4.23.15',
      typescript: '6.0.3',
      vite: '8.3.8',
    },
    // Nothing is published: the packages' own `@chatforms/core` dependency must be the tarball too
    // (a 404 from the registry means it leaked).
    overrides: {
      '@chatforms/core': '$@chatforms/core',
      '@chatforms/chat-api': '$@chatforms/chat-api',
      '@chatforms/react': '$@chatforms/react',
    },
  };
}

// What `npm create vite@latest -- --template react-ts` writes, in one tsconfig.
const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    useDefineForClassFields: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    types: ['vite/client'],
    skipLibCheck: true,
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    noEmit: true,
    jsx: 'react-jsx',
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedSideEffectImports: true,
  },
  include: ['src'],
};

const viteConfig = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
});
`;

// Vite's React template's index.html, as `npm create vite@latest -- --template react-ts` writes it:
// the READMEs' render blocks mount on its `#root` unchanged.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Chat</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes a Vite + React + TypeScript app whose `src/main.tsx` is `main`, with any other `files` (by
 * path in the app), and installs it with npm; `dependencies` are the app's own besides chatforms and
 * React, `viteConfig` its own Vite config.
 */
export async function createConsumerApp(
  folder: string,
  options: {
    tarballs: Tarballs;
    react: ReactMajor;
    main: string;
    files?: Record<string, string>;
    dependencies?: Record<string, string>;
    viteConfig?: string;
  },
): Promise<void> {
  mkdirSync(join(folder, 'src'), { recursive: true });
  writeJson(
    join(folder, 'package.json'),
    createPackageJson(options.tarballs, options.react, options.dependencies ?? {}),
  );
  writeJson(join(folder, 'tsconfig.json'), tsconfig);
  writeFileSync(join(folder, 'vite.config.ts'), options.viteConfig ?? viteConfig);
  writeFileSync(join(folder, 'index.html'), indexHtml);
  writeFileSync(join(folder, 'src', 'main.tsx'), options.main);
  for (const [path, text] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
  });
}
