import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { documentsWithElementTypes, repositoryRoot } from './element-docs.js';
import { fillInMaxLength } from './fill-in-max-length.js';
import { type CommandResult, copyRepository, runCommand } from './repository-copy.js';

// The files `pnpm new:element textArea` may touch besides the type's own three folders: one
// line in each registry, the entry points' exports, the fixtures, and the generated docs.
const registryLines = {
  'packages/core/src/elements/built-in-element-types.ts': 2,
  'packages/react/src/element-components.ts': 2,
  'apps/builder/src/element-types/element-inspector-registry.ts': 2,
  'packages/core/src/index.ts': 2,
  'packages/core/src/entries/renderer.ts': 1,
  'packages/react/src/index.ts': 1,
};
const fixtures = [
  'internal/fixtures/src/element-samples.ts',
  'internal/fixtures/src/every-element.ts',
];
const newFolders = [
  'packages/core/src/elements/text-area/',
  'packages/react/src/elements/text-area/',
  'apps/builder/src/element-types/text-area/',
];

/** Runs `tasks` two at a time, the cores CI has; each result keeps its task's name. */
async function runTwoAtATime(
  tasks: [name: string, run: () => Promise<CommandResult>][],
): Promise<(CommandResult & { name: string })[]> {
  const results: (CommandResult & { name: string })[] = [];
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
      results.push({ name: task[0], ...(await task[1]()) });
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

describe('given a copy of the repository where `pnpm new:element textArea` ran', () => {
  let copy = '';
  let scaffold: CommandResult;
  const inCopy =
    (folder: string, command: string, ...args: string[]) =>
    () =>
      runCommand(command, args, join(copy, folder));
  const tsc = (folder: string, ...options: string[]) =>
    inCopy(folder, 'pnpm', 'exec', 'tsc', '-p', 'tsconfig.json', '--noEmit', ...options);
  const vitest = (folder: string, ...files: string[]) =>
    inCopy(folder, 'pnpm', 'exec', 'vitest', 'run', ...files);

  beforeAll(async () => {
    copy = await copyRepository(repositoryRoot);
    scaffold = await runCommand('node', ['scripts/new-element.mjs', 'textArea'], copy);
    // The guide's step 2, done as issue 38's example asks: a textArea with a maxLength.
    if (scaffold.code === 0) fillInMaxLength(copy);
  });

  afterAll(() => {
    if (copy !== '') rmSync(copy, { recursive: true, force: true });
  });

  test('the scaffold and a maxLength filled in touch the type’s folders, one line per registry and the fixtures', async () => {
    expect(scaffold.code, scaffold.output).toBe(0);
    const status = await runCommand(
      'git',
      ['status', '--porcelain', '--untracked-files=normal'],
      copy,
    );
    const changed = status.output
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    expect(changed.sort()).toEqual(
      [...newFolders, ...Object.keys(registryLines), ...fixtures].sort(),
    );
    const numbers = await runCommand(
      'git',
      ['diff', '--numstat', ...Object.keys(registryLines)],
      copy,
    );
    const lines = Object.fromEntries(
      numbers.output
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
        .map(([added, removed, path]) => [path, `+${added} -${removed}`]),
    );
    expect(lines).toEqual(
      Object.fromEntries(
        Object.entries(registryLines).map(([path, added]) => [path, `+${added} -0`]),
      ),
    );
  });

  test('the generated docs take the type in, and change nothing else', async () => {
    const update = await vitest('internal/new-element', 'src/element-docs.test.ts', '--update')();
    expect(update.code, update.output).toBe(0);
    const diff = await runCommand(
      'git',
      ['diff', '--unified=0', ...documentsWithElementTypes],
      copy,
    );
    const changedLines = diff.output.split('\n').filter((line) => /^[+-][^+-]/.test(line));
    expect(changedLines.length).toBeGreaterThan(0);
    for (const line of changedLines)
      expect(line).toMatch(/element-types|textArea|^[+-]\||must be one of|valid types are/);
    const check = await vitest('internal/new-element', 'src/element-docs.test.ts')();
    expect(check.code, check.output).toBe(0);
  });

  test('typecheck and the affected tests pass in core, react, the builder, bench and fixtures', async () => {
    const results = await runTwoAtATime([
      ['core typecheck', tsc('packages/core')],
      ['react typecheck', tsc('packages/react')],
      ['builder typecheck', tsc('apps/builder')],
      // The bench reads the packages' dist/, which the copy has not built: it reads their sources
      // here, which is what decides whether its converters take a new type.
      ['bench typecheck', tsc('bench', '--customConditions', '@chatforms/source')],
      ['fixtures typecheck', tsc('internal/fixtures')],
      [
        'core tests of elements, exports, JSON Schema and submission',
        vitest(
          'packages/core',
          'src/elements',
          'src/exports.test.ts',
          'src/json-schema.test.ts',
          'src/submission.test.ts',
        ),
      ],
      [
        'react tests of the field, the exports and every element',
        vitest(
          'packages/react',
          'src/elements/text-area',
          'src/exports.test.ts',
          'src/replay-early-input.test.tsx',
        ),
      ],
      [
        'builder inspector tests',
        vitest(
          'apps/builder',
          '--project',
          'unit',
          'inspector-field-keys',
          'element-inspector.test',
        ),
      ],
    ]);
    const failed = results.filter(({ code }) => code !== 0);
    expect(failed.map(({ name, output }) => `${name}:\n${output.slice(-3000)}`)).toEqual([]);
  });

  test('a missing registry line fails a check: the react component left out', async () => {
    const registry = join(copy, 'packages/react/src/element-components.ts');
    const written = readFileSync(registry, 'utf8');
    expect(written).toContain('  textArea: TextAreaField,\n');
    writeFileSync(registry, written.replace('  textArea: TextAreaField,\n', ''));
    try {
      const exportsTest = await vitest('packages/react', 'src/exports.test.ts')();
      expect(exportsTest.code).not.toBe(0);
      expect(exportsTest.output).toContain('textArea');
    } finally {
      writeFileSync(registry, written);
    }
  });
});
