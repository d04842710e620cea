import { mkdirSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { CodeBlock } from '@chatforms/docs';
import { beforeAll, expect, inject, test } from 'vitest';

import { consumerReadmes, describeBlock, listCompiledBlocks } from './readme-blocks.js';
import { runCommand } from './run-command.js';
import { typeCheckBlocks } from './type-check-blocks.js';

const { apps, root } = inject('consumer');
const consumerBlocks = listCompiledBlocks((file) => consumerReadmes.includes(file));
// The private apps' READMEs (chat-sandbox, builder) are read inside the repository, not installed by
// consumers: their blocks compile against the workspace packages, through this package's node_modules.
const workspaceBlocks = listCompiledBlocks((file) => file.startsWith('apps/'));
let errors = new Map<CodeBlock, string[]>();

beforeAll(async () => {
  const installed = await typeCheckBlocks(apps[19], consumerBlocks, {
    command: 'npx',
    args: ['tsc'],
    // A Vite app's own types: they declare `import '…/styles.css'`.
    types: ['node', 'vite/client'],
  });
  const folder = join(root, 'workspace-snippets');
  mkdirSync(folder, { recursive: true });
  symlinkSync(new URL('../node_modules', import.meta.url).pathname, join(folder, 'node_modules'));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const workspace = await typeCheckBlocks(folder, workspaceBlocks, {
    command: process.execPath,
    args: [tsc],
    types: ['node'],
  });
  errors = new Map([...installed, ...workspace]);
});

test('finds the ts and tsx blocks of the root README and of each publishable package README', () => {
  const files = new Set(consumerBlocks.map((block) => block.file));
  expect([...files].sort()).toEqual(
    [
      'README.md',
      'packages/chat-api/README.md',
      'packages/core/README.md',
      'packages/react/README.md',
      'packages/server/README.md',
      'packages/cometchat/README.md',
    ].sort(),
  );
});

test.each(consumerBlocks.map((block) => ({ name: describeBlock(block), block })))(
  '$name compiles with tsc --strict against the installed tarballs',
  ({ block }) => {
    expect(errors.get(block)).toEqual([]);
  },
);

test.each(workspaceBlocks.map((block) => ({ name: describeBlock(block), block })))(
  '$name compiles with tsc --strict against the workspace packages',
  ({ block }) => {
    expect(errors.get(block)).toEqual([]);
  },
);

test.each([19, 18] as const)(
  'the render example type-checks as src/main.tsx of the React %i app, under create-vite’s tsconfig',
  async (react) => {
    const result = await runCommand('npx', ['tsc', '-p', 'tsconfig.json', '--pretty', 'false'], {
      cwd: apps[react],
    });
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  },
);
