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

const sliderPlugin = `import * as z from ${JSON.stringify(zodUrl)};

const sliderElementSchema = z.looseObject({
  elementType: z.literal('slider'),
  elementId: z.string(),
  label: z.string(),
  max: z.int().min(2).max(10),
});

export default {
  type: 'slider',
  schema: sliderElementSchema,
  input: { getDefaultValue: () => 0, createValueSchema: (element) => z.int().min(1).max(element.max) },
  createStarter: (elementId) => ({ elementType: 'slider', elementId, label: 'Pick a value', max: 5 }),
  createExample: () => ({ elementType: 'slider', elementId: 'stay', label: 'Your stay', max: 5 }),
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

writeFileSync(join(directory, 'slider.mjs'), sliderPlugin);
writeFileSync(
  join(directory, 'slider.json'),
  JSON.stringify(messageWith({ elementType: 'slider', elementId: 'stay', label: 'Stay', max: 5 })),
);
writeFileSync(
  join(directory, 'too-high-slider.json'),
  JSON.stringify(messageWith({ elementType: 'slider', elementId: 'stay', label: 'Stay', max: 50 })),
);
const packageFolder = join(directory, 'node_modules', 'chatforms-slider');
mkdirSync(packageFolder, { recursive: true });
writeFileSync(
  join(packageFolder, 'package.json'),
  JSON.stringify({ name: 'chatforms-slider', type: 'module', exports: './index.mjs' }),
);
writeFileSync(
  join(packageFolder, 'index.mjs'),
  `export { default as elementTypes } from ${JSON.stringify(pathToFileURL(join(directory, 'slider.mjs')).href)};\n`,
);
writeFileSync(join(directory, 'empty.mjs'), 'export const nothing = 1;\n');

test('refuses a slider message without the plugin, and accepts it with --plugin', async () => {
  const without = await runChatforms(['validate', 'slider.json']);
  expect(without.code).toBe(1);
  expect(without.stdout).toContain(
    'slider.json: /data/interactiveData/formFields/0/elementType: elementType must be one of',
  );
  const withPlugin = await runChatforms(['validate', '--plugin', './slider.mjs', 'slider.json']);
  expect(withPlugin).toEqual({ code: 0, stdout: '', stderr: '1 file checked, none with issues\n' });
});

test("checks a plugin type's own rules", async () => {
  const result = await runChatforms([
    'validate',
    '--plugin',
    './slider.mjs',
    'too-high-slider.json',
  ]);
  expect(result.code).toBe(1);
  expect(result.stdout).toMatch(
    /^too-high-slider\.json: \/data\/interactiveData\/formFields\/0\/max: /,
  );
});

test('loads a plugin by package name, found from the current folder, as an elementTypes export', async () => {
  const result = await runChatforms(['validate', '--plugin', 'chatforms-slider', 'slider.json']);
  expect(result.code).toBe(0);
});

test('exits 2 for a plugin that exports no element type, or that cannot be found', async () => {
  const empty = await runChatforms(['validate', '--plugin', './empty.mjs', 'slider.json']);
  expect(empty.code).toBe(2);
  expect(empty.stderr).toContain(
    'chatforms: --plugin ./empty.mjs: its default export or elementTypes must be an element type',
  );
  const missing = await runChatforms(['validate', '--plugin', 'no-such-plugin', 'slider.json']);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('chatforms: --plugin no-such-plugin: no such module or package');
});
