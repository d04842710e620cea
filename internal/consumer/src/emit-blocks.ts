import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CodeBlock } from '@chatforms/docs';

import { describeBlock, toSnippetFileName } from './readme-blocks.js';
import { runCommand, tailOf } from './run-command.js';

/**
 * Compiles blocks to JavaScript with the app's `tsc` (Node 20 cannot run TypeScript) into
 * `<app>/node-snippets/out`, where Node finds the app's node_modules; answers each block's `.js` path.
 */
export async function emitBlocks(
  app: string,
  blocks: CodeBlock[],
): Promise<Map<CodeBlock, string>> {
  const folder = join(app, 'node-snippets');
  mkdirSync(join(folder, 'src'), { recursive: true });
  for (const block of blocks)
    writeFileSync(join(folder, 'src', toSnippetFileName(block)), block.code);
  const compilerOptions = {
    strict: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    moduleDetection: 'force',
    types: ['node'],
    skipLibCheck: true,
    rootDir: 'src',
    outDir: 'out',
  };
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, include: ['src'] }),
  );
  const result = await runCommand('npx', ['tsc', '-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: folder,
  });
  const emitted = new Map<CodeBlock, string>();
  for (const block of blocks) {
    const file = join(folder, 'out', toSnippetFileName(block).replace(/\.tsx?$/, '.js'));
    if (!existsSync(file))
      throw new Error(`tsc emitted nothing for ${describeBlock(block)}:\n${tailOf(result.stdout)}`);
    emitted.set(block, file);
  }
  return emitted;
}
