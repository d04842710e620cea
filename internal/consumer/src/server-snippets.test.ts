import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';

import { createChatClient } from '@chatforms/chat-api';
import {
  buildApiActionRequest,
  createApiAction,
  createButtonElement,
  createFormMessage,
  createTextInputElement,
} from '@chatforms/core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';

import { findBlock } from './readme-blocks.js';
import { createConsumerEnv, runCommand } from './run-command.js';
import { findClosedPort } from './start-app-server.js';
import { type ChatSandbox, startChatSandbox } from './start-chat-sandbox.js';

// The server README's Submissions block, saved as server.ts and run as the README says
// (`npx tsx server.ts`) from the app folder where the @chatforms/server tarball is installed with
// npm, against the chat sandbox on loopback. The app's tsx is the one npx finds.
const { apps, root } = inject('consumer');
const app = apps[19];
const block = findBlock('packages/server/README.md', 'const handle = createSubmissionHandler({');
const secret = 'consumer-test-secret-of-forty-characters';
let sandbox: ChatSandbox | undefined;
let service: ChildProcess | undefined;
let serviceUrl = '';
let servicePort = 0;

function waitForServer(url: string, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) =>
      reject(new Error(`the README server exited (${code}): ${output}`)),
    );
    const poll = (): void =>
      void fetch(url, { method: 'OPTIONS' }).then(
        () => resolve(),
        () => setTimeout(poll, 100),
      );
    poll();
  });
}

beforeAll(async () => {
  writeFileSync(join(app, 'server.ts'), block.code);
  sandbox = await startChatSandbox(root);
  servicePort = await findClosedPort();
  serviceUrl = `http://127.0.0.1:${servicePort}/`;
  // In a process group of its own: npx starts tsx, which starts node, and all three must stop.
  service = spawn('npx', ['tsx', 'server.ts'], {
    cwd: app,
    detached: true,
    env: createConsumerEnv({
      PORT: String(servicePort),
      CHAT_APP_ID: 'chatforms-sandbox',
      CHAT_API_KEY: sandbox.apiKey,
      CHAT_BASE_URL: sandbox.baseUrl,
      SUBMISSION_SECRET: secret,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForServer(serviceUrl, service);
});

afterAll(() => {
  if (service?.pid !== undefined && service.exitCode === null)
    process.kill(-service.pid, 'SIGTERM');
  sandbox?.close();
});

/** Sends an order form through the sandbox and answers it as chat-api read it back. */
async function sendOrderForm() {
  if (sandbox === undefined) throw new Error('the chat sandbox did not start');
  const chat = createChatClient({
    appId: 'chatforms-sandbox',
    region: 'eu',
    apiKey: sandbox.apiKey,
    baseUrl: sandbox.baseUrl,
  });
  const action = createApiAction({ url: serviceUrl, payload: { shop: 'north' } });
  const sent = await chat.sendMessage(
    createFormMessage({
      receiver: 'cometchat-uid-2',
      receiverType: 'user',
      title: 'Order',
      formFields: [
        createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
        createTextInputElement({ elementId: 'quantity', label: 'Quantity', optional: false }),
      ],
      submitElement: createButtonElement({ elementId: 'submit', buttonText: 'Order', action }),
    }),
    { onBehalfOf: 'cometchat-uid-1' },
  );
  return { chat, sent, action };
}

/** The request the renderer makes for a reader (cometchat-uid-2 unless named), with their token or none. */
async function submitAsReader(
  sent: object,
  action: ReturnType<typeof createApiAction>,
  values: Record<string, string>,
  token: string | undefined,
  interactedBy = 'cometchat-uid-2',
) {
  const request = buildApiActionRequest(action, values, {
    message: sent,
    interactedBy,
    interactedElementId: 'submit',
    appId: 'chatforms-sandbox',
    region: 'eu',
    bodyFormat: 'kitEnvelope',
  });
  const authorization: Record<string, string> =
    token === undefined ? {} : { Authorization: `Bearer ${token}` };
  const response = await fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, ...authorization },
    body: request.body,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A token from the installed tarball's createSubmissionToken, as the README's host would issue. */
async function issueToken(uid: string, messageId: string): Promise<string> {
  const claims = `secret: ${JSON.stringify(secret)}, uid: ${JSON.stringify(uid)}, messageId: ${JSON.stringify(messageId)}`;
  const script = `import { createSubmissionToken } from '@chatforms/server';
console.log(await createSubmissionToken({ ${claims} }));`;
  const result = await runCommand(process.execPath, ['--input-type=module', '-e', script], {
    cwd: app,
  });
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

test('the server README’s handler stores an order once, answers a retry the same, and marks the message interacted', async () => {
  const { chat, sent, action } = await sendOrderForm();
  const token = await issueToken('cometchat-uid-2', sent.id);
  const values = { name: 'Ada', quantity: '2' };

  const first = await submitAsReader(sent, action, values, token);
  const retry = await submitAsReader(sent, action, values, token);

  expect(first.status).toBe(201);
  expect(first.body).toEqual({ orderNumber: expect.any(String) });
  expect(retry).toMatchObject({ status: 201, body: first.body });
  expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  const read = await chat.getMessage(sent.id);
  expect(read.data.interactions).toEqual([expect.objectContaining({ elementId: 'submit' })]);
});

test('the server README’s handler refuses a request without a token, a missing field and its own field error', async () => {
  const { sent, action } = await sendOrderForm();
  const token = await issueToken('cometchat-uid-2', sent.id);

  const anonymous = await submitAsReader(sent, action, { name: 'Ada', quantity: '2' }, undefined);
  const missing = await submitAsReader(sent, action, { quantity: '2' }, token);
  const zero = await submitAsReader(sent, action, { name: 'Ada', quantity: '0' }, token);

  expect(anonymous).toMatchObject({
    status: 401,
    body: { error: { code: 'ERR_UNAUTHENTICATED' } },
  });
  expect(missing).toMatchObject({ status: 422, body: { errors: { name: expect.any(String) } } });
  expect(zero).toMatchObject({ status: 422, body: { errors: { quantity: 'Order one or more' } } });
});

test('the server README’s handler refuses a reader submitting in another reader’s name', async () => {
  const { sent, action } = await sendOrderForm();
  const someoneElse = await issueToken('cometchat-uid-3', sent.id);

  const answer = await submitAsReader(sent, action, { name: 'Ada', quantity: '2' }, someoneElse);

  expect(answer).toMatchObject({
    status: 403,
    body: { error: { code: 'ERR_SUBMITTER_MISMATCH' } },
  });
});

test('the server README’s handler refuses a user the form was not sent to, answering as themselves', async () => {
  const { sent, action } = await sendOrderForm();
  const stranger = await issueToken('cometchat-uid-3', sent.id);

  const answer = await submitAsReader(
    sent,
    action,
    { name: 'Mallory', quantity: '1' },
    stranger,
    'cometchat-uid-3',
  );

  expect(answer).toMatchObject({ status: 403, body: { error: { code: 'ERR_NOT_A_RECIPIENT' } } });
});

/** Every address of this machine that is not loopback, and IPv6's loopback, which `::` would take. */
function listOtherAddresses(): string[] {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address !== undefined && !address.internal)
    .map((address) => (address!.family === 'IPv6' ? `[${address!.address}]` : address!.address))
    .filter((address) => !address.startsWith('[fe80:'));
  return ['[::1]', ...external];
}

test('the server README’s handler listens on 127.0.0.1 only', async () => {
  for (const address of listOtherAddresses()) {
    const attempt = await fetch(`http://${address}:${servicePort}/`, { method: 'OPTIONS' }).then(
      (response) => `answered ${response.status}`,
      (error: Error) => (error.cause as { code?: string } | undefined)?.code,
    );
    expect(attempt, address).toBe('ECONNREFUSED');
  }
  await expect(fetch(serviceUrl, { method: 'OPTIONS' })).resolves.toBeInstanceOf(Response);
});
