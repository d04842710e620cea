import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { reactVersions } from './create-consumer-app.js';
import type { Tarballs } from './pack-workspace.js';
import { runOrThrow } from './run-command.js';

/** The Next.js the App Router app is made with: the newest that runs on Node 20.9 and later. */
const nextVersion = '16.4.6';

function createPackageJson(tarballs: Tarballs) {
  const versions = reactVersions[19];
  return {
    name: 'consumer-app-next',
    private: true,
    version: '0.0.0',
    scripts: { build: 'next build', start: 'next start' },
    dependencies: {
      '@chatforms/core': `file:${tarballs['@chatforms/core']}`,
      '@chatforms/react': `file:${tarballs['@chatforms/react']}`,
      next: nextVersion,
      react: versions.react,
      'react-dom': versions.react,
    },
    devDependencies: {
      '@types/node': '20.19.43',
      '@types/react': versions.types,
      '@types/react-dom': versions.domTypes,
      typescript: '6.0.3',
    },
    // Nothing is published: react's own `@chatforms/core` dependency must be the tarball too.
    overrides: { '@chatforms/core': '$@chatforms/core' },
  };
}

// What `create-next-app` writes, so that `next build` type-checks under it and rewrites nothing.
const tsconfig = {
  compilerOptions: {
    target: 'ES2017',
    lib: ['dom', 'dom.iterable', 'esnext'],
    allowJs: true,
    skipLibCheck: true,
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'react-jsx',
    incremental: true,
    plugins: [{ name: 'next' }],
  },
  include: [
    'next-env.d.ts',
    '**/*.ts',
    '**/*.tsx',
    '.next/types/**/*.ts',
    '.next/dev/types/**/*.ts',
    '**/*.mts',
  ],
  exclude: ['node_modules'],
};

const layout = `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

// Not the README's: a server component that calls what must stay server-usable. Were any of it
// behind 'use client', the server would get a client reference and throw when calling it.
const serverHelpersPage = `import { parseFormMessage } from '@chatforms/core';
import { defaultMessages, toElementId, toFieldName } from '@chatforms/react';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const response = await fetch(\`\${process.env.CHAT_BACKEND_URL}/messages/latest-form\`);
  const parsed = parseFormMessage(await response.json());
  const fieldName = toFieldName('lunch.size');
  const report = {
    parsed: parsed.success,
    fieldName,
    elementId: toElementId(fieldName),
    requestFailed: defaultMessages.requestFailed(500),
  };
  return <pre id="report">{JSON.stringify(report)}</pre>;
}
`;

// An app's icon, which Next.js links from every page: without one, Chromium's request for
// /favicon.ico gets a 404 that shows as a console error.
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>
`;

const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes a Next.js App Router app whose `app/page.tsx` is `page` (beside a root layout, an icon
 * and `app/server-helpers/page.tsx`), and installs it with npm.
 */
export async function createNextConsumerApp(
  folder: string,
  options: { tarballs: Tarballs; page: string },
): Promise<void> {
  mkdirSync(join(folder, 'app', 'server-helpers'), { recursive: true });
  writeJson(join(folder, 'package.json'), createPackageJson(options.tarballs));
  writeJson(join(folder, 'tsconfig.json'), tsconfig);
  writeFileSync(join(folder, 'app', 'layout.tsx'), layout);
  writeFileSync(join(folder, 'app', 'icon.svg'), icon);
  writeFileSync(join(folder, 'app', 'page.tsx'), options.page);
  writeFileSync(join(folder, 'app', 'server-helpers', 'page.tsx'), serverHelpersPage);
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
  });
}
