import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { afterAll, expect, test } from 'vitest';

// The command as installed: the committed bin, which runs the built dist/cli.js.
const cliPath = fileURLToPath(new URL('../bin/chatforms.js', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'chatforms-plugin-'));

afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Runs the built `chatforms` binary in the scratch folder; never rejects. */
function runChatforms(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [cliPath, ...args],
      { cwd: directory, env: { ...process.env, NO_COLOR: '1' } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

// The scratch folder has no node_modules, so the plugin imports core's own zod by its URL.
const coreRequire = createRequire(fileURLToPath(import.meta.resolve('@chatforms/core')));
const zodUrl = pathToFileURL(coreRequire.resolve('zod')).href;

const ratingPlugin = `import * as z from ${JSON.stringify(zodUrl)};

const ratingElementSchema = z.looseObject({
  elementType: z.literal('rating'),
  elementId: z.string(),
  label: z.string(),
  max: z.int().min(2).max(10),
});

export default {
  type: 'rating',
  schema: ratingElementSchema,
  input: { getDefaultValue: () => 0, createValueSchema: (element) => z.int().min(1).max(element.max) },
  createStarter: (elementId) => ({ elementType: 'rating', elementId, label: 'Rate us', max: 5 }),
  createExample: () => ({ elementType: 'rating', elementId: 'stay', label: 'Your stay', max: 5 }),
};
`;

function messageWith(element: unknown) {
  return {
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        formFields: [element],
        submitElement: {
          elementType: 'button',
          elementId: 'send',
          buttonText: 'Send',
          action: { actionType: 'apiAction', url: 'https://example.org/hook' },
        },
      },
    },
  };
}

writeFileSync(join(directory, 'rating.mjs'), ratingPlugin);
writeFileSync(
  join(directory, 'rating.json'),
  JSON.stringify(messageWith({ elementType: 'rating', elementId: 'stay', label: 'Stay', max: 5 })),
);
writeFileSync(
  join(directory, 'too-many-stars.json'),
  JSON.stringify(messageWith({ elementType: 'rating', elementId: 'stay', label: 'Stay', max: 50 })),
);
const packageFolder = join(directory, 'node_modules', 'chatforms-rating');
mkdirSync(packageFolder, { recursive: true });
writeFileSync(
  join(packageFolder, 'package.json'),
  JSON.stringify({ name: 'chatforms-rating', type: 'module', exports: './index.mjs' }),
);
writeFileSync(
  join(packageFolder, 'index.mjs'),
  `export { default as elementTypes } from ${JSON.stringify(pathToFileURL(join(directory, 'rating.mjs')).href)};\n`,
);
writeFileSync(join(directory, 'empty.mjs'), 'export const nothing = 1;\n');

test('refuses a rating message without the plugin, and accepts it with --plugin', async () => {
  const without = await runChatforms(['validate', 'rating.json']);
  expect(without.code).toBe(1);
  expect(without.stdout).toContain(
    'rating.json: /data/interactiveData/formFields/0/elementType: elementType must be one of',
  );
  const withPlugin = await runChatforms(['validate', '--plugin', './rating.mjs', 'rating.json']);
  expect(withPlugin).toEqual({ code: 0, stdout: '', stderr: '1 file checked, none with issues\n' });
});

test("checks a plugin type's own rules", async () => {
  const result = await runChatforms([
    'validate',
    '--plugin',
    './rating.mjs',
    'too-many-stars.json',
  ]);
  expect(result.code).toBe(1);
  expect(result.stdout).toMatch(
    /^too-many-stars\.json: \/data\/interactiveData\/formFields\/0\/max: /,
  );
});

test('loads a plugin by package name, found from the current folder, as an elementTypes export', async () => {
  const result = await runChatforms(['validate', '--plugin', 'chatforms-rating', 'rating.json']);
  expect(result.code).toBe(0);
});

test('exits 2 for a plugin that exports no element type, or that cannot be found', async () => {
  const empty = await runChatforms(['validate', '--plugin', './empty.mjs', 'rating.json']);
  expect(empty.code).toBe(2);
  expect(empty.stderr).toContain(
    'chatforms: --plugin ./empty.mjs: its default export or elementTypes must be an element type',
  );
  const missing = await runChatforms(['validate', '--plugin', 'no-such-plugin', 'rating.json']);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('chatforms: --plugin no-such-plugin: no such module or package');
});
