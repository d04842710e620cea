import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import type { RunningSandbox } from '@chatforms/chat-sandbox';
import { startSandbox } from '@chatforms/chat-sandbox';
import { afterAll, beforeAll, expect, test } from 'vitest';

// `chatforms send` as installed: the CLI's committed bin, which runs its built dist.
const cliPath = join(
  dirname(createRequire(import.meta.url).resolve('@chatforms/cli/package.json')),
  'bin/chatforms.js',
);

let sandbox: RunningSandbox;
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'chatforms-send-'));
  sandbox = await startSandbox({ port: 0, dataDir: join(directory, 'sandbox') });
});

afterAll(async () => {
  await sandbox.close();
  await rm(directory, { recursive: true, force: true });
});

const ticket = {
  category: 'interactive',
  type: 'form',
  data: {
    interactiveData: {
      title: 'Support ticket',
      formFields: [{ elementType: 'textInput', elementId: 'issue', label: 'What went wrong?' }],
      submitElement: {
        elementType: 'button',
        elementId: 'submit',
        buttonText: 'Open ticket',
        action: { actionType: 'apiAction', url: 'https://api.northwind-support.com/tickets' },
      },
    },
    interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
  },
};

async function writeMessage(name: string, message: unknown): Promise<string> {
  const file = join(directory, name);
  await writeFile(file, JSON.stringify(message));
  return file;
}

/** Runs `chatforms` as a process with only the given environment (no CHATFORMS_* of the machine). */
function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [cliPath, ...args],
      { cwd: directory, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

function sandboxEnv(): Record<string, string> {
  return {
    CHATFORMS_BASE_URL: `${sandbox.url}/v3`,
    CHATFORMS_API_KEY: sandbox.apiKey,
    CHATFORMS_ON_BEHALF_OF: 'cometchat-uid-1',
  };
}

test('send delivers a valid message to the sandbox and prints its id', async () => {
  const file = await writeMessage('ticket.json', ticket);

  const result = await run(['send', file, '--receiver', 'cometchat-uid-2'], sandboxEnv());

  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const id = /^Sent message (\S+) to user cometchat-uid-2 through (\S+)\.\n$/.exec(result.stdout);
  expect(id?.[2]).toBe(`${sandbox.url}/v3`);
  const stored = await fetch(`${sandbox.url}/v3/messages/${id?.[1]}`, {
    headers: { apiKey: sandbox.apiKey, onBehalfOf: 'cometchat-uid-2' },
  });
  expect(stored.status).toBe(200);
  const body = (await stored.json()) as { data: { data: { interactiveData: { title: string } } } };
  expect(body.data.data.interactiveData.title).toBe('Support ticket');
});

test('flags win over the environment, and --json prints the sent message', async () => {
  const file = await writeMessage('ticket-json.json', ticket);
  const env = { ...sandboxEnv(), CHATFORMS_API_KEY: 'wrong-key', CHATFORMS_RECEIVER: 'nobody' };

  const result = await run(
    ['send', file, '--json', '--api-key', sandbox.apiKey, '--receiver', 'cometchat-uid-3'],
    env,
  );

  expect(result.code).toBe(0);
  expect(JSON.parse(result.stdout)).toMatchObject({
    receiver: 'cometchat-uid-3',
    receiverType: 'user',
    sender: 'cometchat-uid-1',
  });
});

test('an invalid message is reported as validate reports it, and nothing is sent', async () => {
  const file = await writeMessage('broken.json', {
    ...ticket,
    data: { interactiveData: { formFields: [] } },
  });

  const result = await run(['send', file, '--receiver', 'cometchat-uid-2'], sandboxEnv());

  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toContain(`${file}: /data/interactiveData/submitElement: `);
});

test('an error answer prints the envelope’s code and message and exits 3', async () => {
  const file = await writeMessage('to-nobody.json', ticket);

  const result = await run(['send', file, '--receiver', 'cometchat-uid-2'], {
    ...sandboxEnv(),
    CHATFORMS_ON_BEHALF_OF: 'no-such-user',
  });

  expect(result.code).toBe(3);
  expect(result.stdout).toBe('');
  expect(result.stderr).toBe(
    `chatforms: not sent: ${sandbox.url}/v3 answered 404: ERR_UID_NOT_FOUND: No user with uid "no-such-user" exists.\n`,
  );
});

test('a wrong API key is the sandbox’s 401, with its code', async () => {
  const file = await writeMessage('bad-key.json', ticket);

  const result = await run(['send', file, '--receiver', 'cometchat-uid-2'], {
    ...sandboxEnv(),
    CHATFORMS_API_KEY: 'not-the-key',
  });

  expect(result.code).toBe(3);
  expect(result.stderr).toContain(
    'answered 401: AUTH_ERR_APIKEY_NOT_FOUND: The apiKey is not valid',
  );
});

test('a sandbox that is not running is no answer, not a crash', async () => {
  const file = await writeMessage('nowhere.json', ticket);

  const result = await run(['send', file, '--receiver', 'cometchat-uid-2'], {
    ...sandboxEnv(),
    CHATFORMS_BASE_URL: 'http://127.0.0.1:9/v3',
  });

  expect(result.code).toBe(3);
  expect(result.stderr).toMatch(
    /^chatforms: not sent: no answer from http:\/\/127\.0\.0\.1:9\/v3: /,
  );
});

test('send without a key, receiver or good region says what is missing', async () => {
  const file = await writeMessage('missing.json', ticket);

  const noKey = await run(['send', file, '--receiver', 'x']);
  expect(noKey.code).toBe(2);
  expect(noKey.stderr).toContain('send needs an API key: set CHATFORMS_API_KEY (or --api-key)');

  const noReceiver = await run(['send', file], sandboxEnv());
  expect(noReceiver.code).toBe(2);
  expect(noReceiver.stderr).toContain('send needs a receiver: --receiver, CHATFORMS_RECEIVER');

  const region = await run(['send', file, '--region', 'mars'], sandboxEnv());
  expect(region.stderr).toContain('--region must be one of us, eu, in, not "mars"');

  const baseUrl = await run(['send', file, '--base-url', '//evil/v3'], sandboxEnv());
  expect(baseUrl.stderr).toContain('--base-url must be an absolute http(s) URL');
});
