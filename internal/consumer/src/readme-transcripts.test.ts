import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createCustomAction } from '@chatforms/core';
import { type CodeBlock, readRepositoryCodeBlocks } from '@chatforms/docs';
import { describe, expect, inject, test } from 'vitest';

import { createTestForm } from './create-test-form.js';
import { readTranscript, type TranscriptStep } from './read-transcript.js';
import { createConsumerEnv } from './run-command.js';

// Every ```console block of the documents is a transcript: each `$ ` command runs with bash in a
// fresh scratch folder of the React 19 app (so `npx chatforms` is the installed tarball's bin),
// stdout and stderr merged as a terminal shows them, and must print exactly the lines shown after
// it, trailing whitespace and trailing blank lines aside. Each command gets its own bash, so the
// test answers `$ echo $?` with the status of the command before it. One exception to exact lines:
// when the shown output is a JSON object or array, both sides are parsed and compared as values,
// because a README may fold JSON to save space. A block whose fence says `console illustrative`
// is not run.

const app = inject('consumer').apps[19];

const survey = createTestForm({
  submitUrl: 'https://example.org/lunch',
  helpUrl: 'https://example.org/menu',
});

/** A copy of the survey whose submit button has `action`, past the factories' checks. */
function withSubmitAction(action: Record<string, unknown>) {
  const message = structuredClone(survey);
  Object.assign(message.data.interactiveData.submitElement, { action });
  return message;
}

/** The files the transcripts name, written into each block's scratch folder before it runs. */
const transcriptFiles: Record<string, unknown> = {
  'survey.json': survey,
  'broken.json': withSubmitAction({
    ...survey.data.interactiveData.submitElement.action,
    url: 'not a url',
  }),
  'alias.json': withSubmitAction({ ...createCustomAction(), actionType: 'custom' }),
  // missing.json is missing on purpose: a transcript shows what an unreadable file prints.
};

const blocks = readRepositoryCodeBlocks();

const transcripts = blocks.filter(
  (block) => block.language === 'console' && !block.meta.split(/\s+/).includes('illustrative'),
);

/**
 * The files a document writes out for its transcripts: a block whose fence names a file
 * (```js slider.mjs) is that file, written beside the transcript files, so what it shows is what runs.
 */
const documentedFiles = blocks.filter((block) => /^[\w-]+\.(?:mjs|json)$/.test(block.meta));

/** Runs one command as a terminal would show it: stdout and stderr in the order they are written. */
function runInTerminal(
  command: string,
  cwd: string,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // One pipe for both streams, so the lines keep the order the command wrote them in.
    const child = spawn('bash', ['-c', `exec 2>&1\n${command}`], {
      cwd,
      // npm's own warnings about the machine's npm config are not the CLI's output.
      env: createConsumerEnv({ NO_COLOR: '1', npm_config_loglevel: 'error' }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

function toLines(output: string): string[] {
  return output
    .trimEnd()
    .split('\n')
    .map((line) => line.trimEnd());
}

/** The value of a JSON object or array; undefined for any other text. */
function parseJson(text: string): { value: unknown } | undefined {
  if (!/^\s*[{[]/.test(text)) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function expectOutput(actual: string, step: TranscriptStep, where: string) {
  const message = `${where}\n$ ${step.command}`;
  const expectedJson = parseJson(step.expectedOutput);
  if (expectedJson === undefined)
    expect(toLines(actual), message).toEqual(toLines(step.expectedOutput));
  else
    expect(parseJson(actual)?.value, `${message}\nprinted:\n${actual}`).toEqual(expectedJson.value);
}

async function runTranscript(block: CodeBlock) {
  const scratch = mkdtempSync(join(app, 'transcript-'));
  for (const [name, content] of Object.entries(transcriptFiles))
    writeFileSync(join(scratch, name), `${JSON.stringify(content, null, 2)}\n`);
  for (const file of documentedFiles) writeFileSync(join(scratch, file.meta), file.code);
  let previousStatus: number | null | undefined;
  for (const step of readTranscript(block.code)) {
    const where = `${block.file}:${block.line + 1 + step.line}`;
    if (step.command === 'echo $?') {
      expect(previousStatus, `${where}: \`echo $?\` needs a command before it`).toBeDefined();
      expectOutput(`${previousStatus}\n`, step, where);
      continue;
    }
    const run = await runInTerminal(step.command, scratch);
    previousStatus = run.status;
    expectOutput(run.output, step, where);
  }
}

test('the documents hold console transcripts to check', () => {
  expect(transcripts.map((block) => block.file)).toContain('packages/cli/README.md');
});

describe.sequential('README console transcripts', () => {
  for (const block of transcripts) {
    // Read from the raw line, so a block the parser rejects still fails under its own name.
    const firstCommand = block.code.split('\n')[0]?.replace(/^\$ /, '');
    test(`${block.file}:${block.line} ${firstCommand}`, () => runTranscript(block));
  }
});
