import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, inject, test } from 'vitest';

import { createTestForm } from './create-test-form.js';
import { runCommand } from './run-command.js';

// `npx chatforms` in the app folder runs the bin of the installed @chatforms/cli tarball.
const app = inject('consumer').apps[19];
const chatforms = (...args: string[]) => runCommand('npx', ['chatforms', ...args], { cwd: app });
const form = createTestForm({
  submitUrl: 'https://example.org/lunch',
  helpUrl: 'https://example.org/menu',
});

test('chatforms validate exits with 0 on a valid message', async () => {
  writeFileSync(join(app, 'valid.json'), JSON.stringify(form));
  const result = await chatforms('validate', 'valid.json');
  expect(result.status).toBe(0);
  expect(`${result.stdout}${result.stderr}`).toContain('1 file checked, none with issues');
});

test('chatforms validate exits with 1 and prints file: /pointer: message for each issue', async () => {
  const invalid = { ...form, data: { ...form.data, interactiveData: { formFields: [] } } };
  writeFileSync(join(app, 'invalid.json'), JSON.stringify(invalid));
  const result = await chatforms('validate', 'invalid.json');
  expect(result.status).toBe(1);
  expect(`${result.stdout}${result.stderr}`).toMatch(
    /^invalid\.json: \/data\/interactiveData\/submitElement: .+$/m,
  );
});

test('chatforms schema prints the JSON Schema of a form message', async () => {
  const result = await chatforms('schema');
  expect(result.status).toBe(0);
  const schema = JSON.parse(result.stdout);
  expect(schema.$schema).toMatch(/json-schema\.org/);
  expect(schema.title).toBe('chatforms form message');
});

test('chatforms example dateTime prints a dateTime element', async () => {
  const result = await chatforms('example', 'dateTime');
  expect(result.status).toBe(0);
  expect(JSON.parse(result.stdout)).toMatchObject({ elementType: 'dateTime' });
});
