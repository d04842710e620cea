import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, inject, test } from 'vitest';

import { createTestForm } from './create-test-form.js';
import { emitBlocks } from './emit-blocks.js';
import { findBlock } from './readme-blocks.js';
import { runCommand } from './run-command.js';
import { type ChatSandbox, startChatSandbox } from './start-chat-sandbox.js';

// The README blocks that run in Node, compiled from the README as written and run from the app
// folder, so every import resolves to the installed tarballs.
const { apps, root } = inject('consumer');
const app = apps[19];
const blocks = {
  buildMessage: findBlock('README.md', 'parseFormMessage('),
  prepareSubmission: findBlock('packages/core/README.md', 'prepareSubmission'),
  chatClient: findBlock('packages/chat-api/README.md', 'createChatClient('),
  webhook: findBlock('packages/chat-api/README.md', 'parseWebhookEvent('),
};
let emitted = new Map<(typeof blocks)[keyof typeof blocks], string>();
let sandbox: ChatSandbox | undefined;

beforeAll(async () => {
  emitted = await emitBlocks(app, Object.values(blocks));
  sandbox = await startChatSandbox(root);
});

afterAll(() => sandbox?.close());

/** Runs a script in the app folder (a block's `.js`, or a `.mjs` that imports one). */
function runNode(script: string, env: Record<string, string> = {}) {
  return runCommand(process.execPath, [script], { cwd: app, env });
}

function writeRunner(name: string, code: string): string {
  const file = join(app, name);
  writeFileSync(file, code);
  return file;
}

test('the root README’s "Build and check a message" block runs and finds no issue', async () => {
  const result = await runNode(emitted.get(blocks.buildMessage) ?? '');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

test('the core README’s prepareSubmission answers 400, 422 or the request to send', async () => {
  const message = createTestForm({
    submitUrl: 'https://example.org/lunch',
    helpUrl: 'https://example.org/menu',
  });
  const runner = writeRunner(
    'run-prepare-submission.mjs',
    `import { prepareSubmission } from ${JSON.stringify(emitted.get(blocks.prepareSubmission))};
const body = ${JSON.stringify(JSON.stringify(message))};
console.log(JSON.stringify([
  prepareSubmission('{', {}),
  prepareSubmission(body, {}),
  prepareSubmission(body, { dish: 'Soup', size: 'large' }),
]));
`,
  );
  const result = await runNode(runner);
  expect(result.stderr).toBe('');
  const [broken, empty, filled] = JSON.parse(result.stdout);
  expect(broken.status).toBe(400);
  expect(empty.status).toBe(422);
  expect(empty.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual([
    'dish',
    'size',
  ]);
  expect(filled.status).toBe(200);
  expect(filled.request).toMatchObject({
    url: 'https://example.org/lunch',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
  });
  expect(JSON.parse(filled.request.body)).toEqual({
    orderBy: 'cometchat-uid-2',
    answers: { dish: 'Soup', size: 'large' },
  });
});

test('the chat-api README’s REST block sends a form to the chat sandbox and marks it interacted', async () => {
  if (sandbox === undefined) throw new Error('the chat sandbox did not start');
  const { baseUrl, apiKey } = sandbox;
  const result = await runNode(emitted.get(blocks.chatClient) ?? '', {
    CHAT_BASE_URL: baseUrl,
    CHAT_API_KEY: apiKey,
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const response = await fetch(`${baseUrl}/messages?sender=cometchat-uid-1`, {
    headers: { apiKey },
  });
  const { data } = (await response.json()) as { data: { id: string }[] };
  expect(data).toEqual([
    expect.objectContaining({
      receiver: 'cometchat-uid-2',
      category: 'interactive',
      data: expect.objectContaining({
        interactions: [expect.objectContaining({ elementId: 'submit' })],
      }),
    }),
  ]);
  expect(result.stdout).toContain(data[0]?.id);
});

test('the chat-api README’s webhook handler answers 401 to a wrong password and 200 to the right one', async () => {
  const runner = writeRunner(
    'run-webhook.mjs',
    `import { handle, queue } from ${JSON.stringify(emitted.get(blocks.webhook))};
const event = { trigger: 'message_sent', appId: 'app', region: 'eu', webhook: 'hook', data: { message: { id: '7', conversationId: 'c', sender: 'a', receiver: 'b', receiverType: 'user', type: 'text', category: 'message', sentAt: 1, updatedAt: 1, data: { text: 'hi' } } } };
const post = (password) => handle(new Request('http://127.0.0.1/webhook', {
  method: 'POST',
  headers: { authorization: 'Basic ' + btoa('chat:' + password) },
  body: JSON.stringify(event),
}));
const statuses = [(await post('wrong')).status, (await post('s3cret')).status];
console.log(JSON.stringify({ statuses, queued: queue.map((message) => message.id) }));
`,
  );
  const result = await runNode(runner, { WEBHOOK_PASSWORD: 's3cret' });
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout)).toEqual({ statuses: [401, 200], queued: ['7'] });
});
