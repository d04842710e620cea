import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, test } from 'vitest';

import { readRepositoryCodeBlocks, repositoryRoot } from './read-code-blocks.js';
import { isShellBlock, readShellBlockKind, runShellBlock } from './run-shell-block.js';

const shellBlocks = readRepositoryCodeBlocks().filter(isShellBlock);
const named = (kind: string) =>
  shellBlocks
    .filter((block) => readShellBlockKind(block) === kind)
    .map((block) => ({
      ...block,
      name: `${block.file}:${block.line} ${block.code.split('\n')[0]}`,
    }));

// Servers the blocks start get a free port and a throwaway data folder, through the environment
// variables their READMEs document, so a block never collides with a server already running.
const environment = {
  CHAT_SANDBOX_PORT: '0',
  APPOINTMENT_PORT: '0',
  CHAT_SANDBOX_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'chatforms-docs-')), 'sandbox'),
};

test('every shell block says whether it runs, serves, or is only an illustration', () => {
  const unknown = shellBlocks.filter((block) => readShellBlockKind(block) === undefined);
  expect(
    unknown.map((block) => `${block.file}:${block.line} \`\`\`${block.language} ${block.meta}`),
  ).toEqual([]);
  expect(named('runs').length + named('serves').length).toBeGreaterThan(0);
});

describe.sequential('README shell blocks that run', () => {
  for (const block of named('runs'))
    test(block.name, async () => {
      const run = await runShellBlock(block, {
        cwd: repositoryRoot,
        env: environment,
        kind: 'runs',
      });
      expect(run.exitCode, run.output).toBe(0);
    });
});

describe.sequential('README shell blocks that serve, stopped with Ctrl+C', () => {
  for (const block of named('serves'))
    test(block.name, async () => {
      const run = await runShellBlock(block, {
        cwd: repositoryRoot,
        env: environment,
        kind: 'serves',
      });
      expect(run.url, run.output).toBeDefined();
      expect(run.status, run.output).toBeLessThan(500);
      // What a person sees after Ctrl+C: the prompt, with no error, and nothing left listening.
      expect(run.output).not.toMatch(/ELIFECYCLE|Command failed|^\s+at /m);
      expect(run.exitCode === 0 || run.signal === 'SIGINT', run.output).toBe(true);
      await expect(fetch(run.url!)).rejects.toThrow();
    });
});
