import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CodeBlock } from '@chatforms/docs';

import { toSnippetFileName } from './readme-blocks.js';
import { runCommand } from './run-command.js';

/** How the blocks are checked: `tsc --strict` as a Vite app would, against what is installed. */
const compilerOptions = {
  strict: true,
  noEmit: true,
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  lib: ['DOM', 'DOM.Iterable', 'ES2022'],
  skipLibCheck: true,
};

/** Rewrites `snippets/readme-79.tsx(12,5): error …` to the README line: `README.md:90:5 error …`. */
function locateDiagnostic(line: string, blocks: Map<string, CodeBlock>): [string, string] {
  const match = /^snippets\/([^(]+)\((\d+),(\d+)\): (.*)$/.exec(line);
  const block = match?.[1] === undefined ? undefined : blocks.get(match[1]);
  if (match === null || block === undefined) return ['', line];
  const readmeLine = block.line + Number(match[2]);
  return [match[1] ?? '', `${block.file}:${readmeLine}:${match[3]} ${match[4]}`];
}

/**
 * Writes each block to `<folder>/snippets/<readme>-<line>.<ext>`, runs `tsc` once on them all and
 * answers each block's errors (located in its README); errors in no snippet go to every block.
 */
export async function typeCheckBlocks(
  folder: string,
  blocks: CodeBlock[],
  tsc: { command: string; args: string[]; types: string[] },
): Promise<Map<CodeBlock, string[]>> {
  const byFile = new Map(blocks.map((block) => [toSnippetFileName(block), block]));
  mkdirSync(join(folder, 'snippets'), { recursive: true });
  for (const [file, block] of byFile) writeFileSync(join(folder, 'snippets', file), block.code);
  const config = {
    compilerOptions: { ...compilerOptions, types: tsc.types },
    include: ['snippets'],
  };
  writeFileSync(join(folder, 'tsconfig.snippets.json'), JSON.stringify(config, null, 2));
  const result = await runCommand(
    tsc.command,
    [...tsc.args, '-p', 'tsconfig.snippets.json', '--pretty', 'false'],
    { cwd: folder },
  );
  const diagnostics: [string, string][] = [];
  for (const line of result.stdout.split('\n').filter(Boolean)) {
    const last = diagnostics.at(-1);
    if (/^\s/.test(line) && last !== undefined) last[1] += `\n${line}`;
    else diagnostics.push(locateDiagnostic(line, byFile));
  }
  const errorsOf = (file: string) =>
    diagnostics.filter(([name]) => name === file).map(([, text]) => text);
  const general = errorsOf('');
  if (result.status !== 0 && diagnostics.length === 0) general.push(result.stderr || result.stdout);
  return new Map(
    blocks.map((block) => [block, [...general, ...errorsOf(toSnippetFileName(block))]]),
  );
}
