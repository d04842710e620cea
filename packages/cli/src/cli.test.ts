import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { listElementTypes, parseFormElement, parseFormMessage } from '@chatforms/core';

const elementTypes = listElementTypes();
import { afterAll, expect, test } from 'vitest';

// The command as installed: the committed bin, which runs the built dist/cli.js.
const cliPath = fileURLToPath(new URL('../bin/chatforms.js', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'chatforms-cli-'));

afterAll(() => rmSync(directory, { recursive: true, force: true }));

interface RunOptions {
  input?: string;
  env?: Record<string, string>;
  cwd?: string;
  program?: string;
}

/** Runs the built `chatforms` binary with colour variables cleared; never rejects. */
function runChatforms(args: string[], options: RunOptions = {}) {
  const { FORCE_COLOR: _force, NO_COLOR: _noColor, ...env } = process.env;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [options.program ?? cliPath, ...args],
      { cwd: options.cwd ?? directory, env: { ...env, ...options.env } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
    child.stdin?.end(options.input ?? '');
  });
}

const validMessage = {
  category: 'interactive',
  type: 'form',
  data: {
    interactiveData: {
      formFields: [{ elementType: 'textInput', elementId: 'name', label: 'Name' }],
      submitElement: {
        elementType: 'button',
        elementId: 'send',
        buttonText: 'Send',
        action: { actionType: 'apiAction', url: 'https://example.org/hook' },
      },
    },
  },
};

const invalidMessage = {
  category: 'message',
  type: 'form',
  data: { interactiveData: { formFields: [] } },
};

function writeMessage(name: string, message: unknown): string {
  writeFileSync(join(directory, name), JSON.stringify(message));
  return name;
}

test('exits 0 and prints only a summary for a valid file', async () => {
  const file = writeMessage('valid.json', validMessage);
  const result = await runChatforms(['validate', file]);
  expect(result).toEqual({ code: 0, stdout: '', stderr: '1 file checked, none with issues\n' });
});

test('prints "file: /pointer: message" for each issue of an invalid file and exits 1', async () => {
  const file = writeMessage('invalid.json', invalidMessage);
  const result = await runChatforms(['validate', file]);
  const lines = result.stdout.trimEnd().split('\n');
  expect(result.code).toBe(1);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^invalid\.json: \/category: .*interactive/);
  expect(lines[1]).toMatch(
    /^invalid\.json: \/data\/interactiveData\/submitElement: .*submitElement/,
  );
  expect(result.stderr).toBe('1 file checked, 1 with issues\n');
});

test('checks several files and fails when one of them has issues', async () => {
  const files = [writeMessage('a.json', validMessage), writeMessage('b.json', invalidMessage)];
  const result = await runChatforms(['validate', ...files, writeMessage('c.json', validMessage)]);
  expect(result.code).toBe(1);
  expect(result.stdout).not.toMatch(/^(a|c)\.json/m);
  expect(result.stdout).toMatch(/^b\.json: \/category: /m);
  expect(result.stderr).toBe('3 files checked, 1 with issues\n');
});

test('reads a message from stdin when the file is -', async () => {
  const valid = await runChatforms(['validate', '-'], { input: JSON.stringify(validMessage) });
  const invalid = await runChatforms(['validate', '-'], { input: JSON.stringify(invalidMessage) });
  expect(valid.code).toBe(0);
  expect(invalid.code).toBe(1);
  expect(invalid.stdout).toMatch(/^<stdin>: \/category: /m);
});

test('prints the results as JSON with --json', async () => {
  const files = [
    writeMessage('json-valid.json', validMessage),
    writeMessage('json-invalid.json', invalidMessage),
  ];
  const result = await runChatforms(['validate', '--json', ...files]);
  const output = JSON.parse(result.stdout);
  expect(result.code).toBe(1);
  expect(output.files).toHaveLength(2);
  expect(output.files[0]).toMatchObject({ file: 'json-valid.json', status: 'valid', issues: [] });
  expect(output.files[1]).toMatchObject({ file: 'json-invalid.json', status: 'invalid' });
  expect(output.files[1].issues).toContainEqual(
    expect.objectContaining({ path: ['category'], pointer: '/category' }),
  );
  expect(output.summary).toMatchObject({ files: 2, valid: 1, invalid: 1, unreadable: 0 });
});

test('reports text that is not JSON at the root pointer', async () => {
  writeFileSync(join(directory, 'broken.json'), '{ "category": ');
  const result = await runChatforms(['validate', 'broken.json']);
  expect(result.code).toBe(1);
  expect(result.stdout).toMatch(/^broken\.json: \/: .*JSON/);
});

test('prints warnings for aliases it normalised without failing', async () => {
  const submitElement = { ...validMessage.data.interactiveData.submitElement };
  submitElement.action = { ...submitElement.action, actionType: 'custom' };
  const message = { ...validMessage, data: { interactiveData: { formFields: [], submitElement } } };
  const result = await runChatforms(['validate', writeMessage('alias.json', message)]);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(
    /^alias\.json: \/data\/interactiveData\/submitElement\/action\/actionType: warning: .*custom/m,
  );
  expect(result.stderr).toBe('1 file checked, none with issues, 1 warning\n');
});

test('validates a single element with --part element', async () => {
  const element = { elementType: 'checkbox', elementId: 'colours', options: [] };
  const result = await runChatforms(['validate', '--part', 'element', '-'], {
    input: JSON.stringify(element),
  });
  expect(result.code).toBe(1);
  expect(result.stdout).toMatch(/^<stdin>: \/label: /m);
  expect(result.stdout).toMatch(/^<stdin>: \/options: /m);
});

test('exits 2 with a clear message for a missing file', async () => {
  const result = await runChatforms(['validate', 'missing.json']);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('chatforms: cannot read missing.json: no such file\n');
});

test('exits 2 when one of several files is missing, after checking the others', async () => {
  const file = writeMessage('beside-missing.json', invalidMessage);
  const result = await runChatforms(['validate', file, 'missing.json', '--json']);
  const output = JSON.parse(result.stdout);
  expect(result.code).toBe(2);
  expect(output.files[0].status).toBe('invalid');
  expect(output.files[1]).toMatchObject({ status: 'unreadable', error: 'no such file' });
});

test('exits 2 and prints the usage for an unknown command', async () => {
  const result = await runChatforms(['lint']);
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain('unknown command "lint"');
  expect(result.stderr).toContain('Usage: chatforms <command>');
});

test.each([
  [['validate'], 'validate needs at least one file'],
  [['validate', '--strict', 'a.json'], 'unknown option --strict'],
  [['validate', '--part', 'form', 'a.json'], '--part must be one of'],
  [['validate', '-', '-'], 'only once'],
  [['schema', '--json'], '--json does not apply to schema'],
  [['example', 'label', 'button'], 'at most one element type'],
  [['example', '--action-names', 'android'], '--action-names must be kit or spec, not "android"'],
  [['validate', '--action-names', 'kit', 'a.json'], '--action-names does not apply to validate'],
  [['write'], 'write needs one file, or - to read stdin'],
  [[], 'no command given'],
])('exits 2 for the bad arguments %j', async (args, message) => {
  const result = await runChatforms(args);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain(message);
});

test('prints the usage on stdout with --help', async () => {
  const result = await runChatforms(['--help']);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('Usage: chatforms <command>');
});

test('prints the version of the package with --version', async () => {
  const result = await runChatforms(['--version']);
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
});

test('prints a JSON Schema that describes every element type', async () => {
  const result = await runChatforms(['schema']);
  const schema = JSON.parse(result.stdout);
  expect(result.code).toBe(0);
  expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  for (const elementType of elementTypes) expect(result.stdout).toContain(`"${elementType}"`);
});

test('prints an example message that core parses, with one element of every type', async () => {
  const result = await runChatforms(['example']);
  const parsed = parseFormMessage(result.stdout);
  expect(result.code).toBe(0);
  expect(parsed.success).toBe(true);
  const formFields = parsed.success ? parsed.data.data.interactiveData.formFields : [];
  expect(formFields.map((element) => element.elementType)).toEqual([...elementTypes]);
});

test.each(elementTypes)('prints an example %s element that core parses', async (elementType) => {
  const result = await runChatforms(['example', elementType]);
  const parsed = parseFormElement(result.stdout);
  expect(result.code).toBe(0);
  expect(parsed).toMatchObject({ success: true, data: { elementType }, warnings: [] });
});

test.each([
  ['textInput', { maxLength: 80 }],
  ['checkbox', { maxSelected: 2 }],
])('shows a validation rule in the example %s, so authors find the rules', async (type, rule) => {
  const result = await runChatforms(['example', type]);
  expect(JSON.parse(result.stdout)).toMatchObject(rule);
});

test('exits 2 and lists the valid types for an unknown element type', async () => {
  const result = await runChatforms(['example', 'nope']);
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(
    `unknown element type "nope"; valid types are ${elementTypes.join(', ')}`,
  );
});

const customActionMessage = {
  ...validMessage,
  data: {
    interactiveData: {
      ...validMessage.data.interactiveData,
      formFields: [
        ...validMessage.data.interactiveData.formFields,
        {
          elementType: 'button',
          elementId: 'open',
          buttonText: 'Open the app',
          action: { actionType: 'deepLinking', url: 'myapp://visits' },
        },
      ],
      submitElement: {
        elementType: 'button',
        elementId: 'send',
        buttonText: 'Send',
        action: { actionType: 'customAction' },
      },
    },
  },
};

function listWrittenActionTypes(stdout: string): unknown[] {
  const form = JSON.parse(stdout).data.interactiveData;
  return [...form.formFields, form.submitElement]
    .filter((element: { action?: unknown }) => element.action !== undefined)
    .map((element: { action: { actionType: unknown } }) => element.action.actionType);
}

test('writes a message with the action names the deployed kits read, given --action-names kit', async () => {
  const file = writeMessage('custom-action.json', customActionMessage);
  const result = await runChatforms(['write', file, '--action-names', 'kit']);
  expect(result.code).toBe(0);
  expect(listWrittenActionTypes(result.stdout)).toEqual(['deepLinking', 'custom']);
  expect(JSON.parse(result.stdout).data.interactiveData.formFields[0]).toMatchObject({
    optional: true,
  });
});

test('writes a message in the spec names by default, read from stdin', async () => {
  const result = await runChatforms(['write', '-'], {
    input: JSON.stringify(customActionMessage),
  });
  expect(result.code).toBe(0);
  expect(listWrittenActionTypes(result.stdout)).toEqual(['deepLinkAction', 'customAction']);
  expect(result.stderr).toContain('renamed to "deepLinkAction"');
});

test('writes nothing and exits 1 for a message with issues', async () => {
  const file = writeMessage('invalid-to-write.json', invalidMessage);
  const result = await runChatforms(['write', file, '--action-names', 'kit']);
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/invalid-to-write\.json: \/category: /);
});

test('prints the example message in the kit names with --action-names kit, and core reads it', async () => {
  const result = await runChatforms(['example', '--action-names', 'kit']);
  expect(result.code).toBe(0);
  expect(parseFormMessage(result.stdout).success).toBe(true);
});

test('prints no colour codes when stdout is not a terminal', async () => {
  const file = writeMessage('plain.json', invalidMessage);
  const result = await runChatforms(['validate', file]);
  expect(result.stdout + result.stderr).not.toContain('\u001b[');
});

test('colours the output when FORCE_COLOR is set', async () => {
  const file = writeMessage('forced.json', invalidMessage);
  const result = await runChatforms(['validate', file], { env: { FORCE_COLOR: '1' } });
  expect(result.stdout).toContain('\u001b[');
});

test('respects NO_COLOR even when FORCE_COLOR is set', async () => {
  const file = writeMessage('no-colour.json', invalidMessage);
  const env = { FORCE_COLOR: '1', NO_COLOR: '1' };
  const result = await runChatforms(['validate', file], { env });
  expect(result.stdout + result.stderr).not.toContain('\u001b[');
});

test('accepts every message in the repository examples folder', async () => {
  const files = readdirSync(join(repositoryRoot, 'examples')).filter((name) =>
    name.endsWith('.json'),
  );
  const result = await runChatforms(['validate', ...files.map((name) => `examples/${name}`)], {
    cwd: repositoryRoot,
  });
  expect(files.length).toBeGreaterThanOrEqual(3);
  expect(result).toMatchObject({ code: 0, stdout: '' });
});

test('asks for a build and exits 2 when the bin is linked before dist/ exists', async () => {
  const program = join(directory, 'unbuilt', 'bin', 'chatforms.js');
  mkdirSync(dirname(program), { recursive: true });
  copyFileSync(cliPath, program);
  const result = await runChatforms(['schema'], { program });
  expect(result).toEqual({
    code: 2,
    stdout: '',
    stderr: 'chatforms is not built yet: run `pnpm --filter @chatforms/cli build`.\n',
  });
});

const escapeCodes = '\u001b[2J\u0007\u009b31m';

test('prints no terminal escape codes from the file it validates, escaped instead', async () => {
  const submitElement = {
    ...validMessage.data.interactiveData.submitElement,
    action: { actionType: 'apiAction', url: `https://example.org/${escapeCodes}`, method: 'GET' },
  };
  const dropdown = {
    elementType: 'dropdown',
    elementId: 'colour',
    label: 'Colour',
    options: [{ label: 'Red', value: 'red' }],
    defaultValue: `red${escapeCodes}`,
  };
  const message = {
    ...validMessage,
    data: { interactiveData: { formFields: [dropdown], submitElement } },
  };
  const file = writeMessage(`escapes-${escapeCodes}.json`, message);
  const text = await runChatforms(['validate', file, `missing-${escapeCodes}.json`]);
  const json = await runChatforms(['validate', '--json', file]);
  for (const output of [text.stdout, text.stderr, json.stdout]) {
    const controls = [...output].filter(
      (character) => character !== '\n' && (character < ' ' || /[\u007f-\u009f]/.test(character)),
    );
    expect(controls).toEqual([]);
  }
  expect(text.stdout).toContain('red\\u001b[2J\\u0007\\u009b31m');
  expect(text.stdout).toContain('escapes-\\u001b[2J\\u0007\\u009b31m.json: ');
  expect(text.stderr).toContain('cannot read missing-\\u001b[2J\\u0007\\u009b31m.json');
  expect(JSON.parse(json.stdout).files[0].file).toBe(file);
});
