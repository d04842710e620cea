// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ApiAction, FormMessage } from '@chatforms/core';
import { buildApiActionRequest } from '@chatforms/core';
import { feedbackMessage } from '@chatforms/fixtures';
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderApp } from './create-builder-app.js';
import { createBuilderApp, defaultSandboxApiKey } from './create-builder-app.js';

const local = { host: '127.0.0.1' };

async function sendFeedback(
  app: Hono,
  receiver: { receiver: string; receiverType: 'user' | 'group' } = {
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
  },
): Promise<FormMessage> {
  const response = await app.request('/sandbox-api/v3/messages', {
    method: 'POST',
    headers: {
      ...local,
      apiKey: defaultSandboxApiKey,
      onBehalfOf: 'cometchat-uid-1',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...feedbackMessage, ...receiver }),
  });
  return ((await response.json()) as { data: FormMessage }).data;
}

async function issueToken(app: Hono, messageId: string): Promise<string> {
  const response = await app.request('/api/submission-token', {
    method: 'POST',
    headers: { ...local, 'content-type': 'application/json' },
    body: JSON.stringify({ messageId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The kit envelope InteractiveForm sends by default for the feedback form's submit button. */
function buildSubmission(message: FormMessage, rating: string) {
  const submit = message.data.interactiveData.submitElement;
  return buildApiActionRequest(
    submit.action as ApiAction,
    { rating, comment: 'Quick answers' },
    { message, interactedBy: 'cometchat-uid-2', interactedElementId: submit.elementId },
  );
}

// One builder for the file, its submission database opened once (PGlite takes seconds on a busy
// machine); each test sends a message of its own.
let app: BuilderApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'chatforms-builder-handler-'));
  app = createBuilderApp({ sandboxDataDir: dataDir, sandboxApiKey: defaultSandboxApiKey });
  await app.ready;
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('the submission database is open once the app is ready, before any submission', () => {
  expect(existsSync(join(dataDir, 'submission-handler', 'PG_VERSION'))).toBe(true);
});

test('a submission with the walk-through token is accepted and marks the message interacted in the sandbox', async () => {
  const message = await sendFeedback(app);
  const token = await issueToken(app, String(message.id));
  const request = buildSubmission(message, '4');

  const response = await app.request('/api/submissions', {
    method: 'POST',
    headers: { ...local, ...request.headers, authorization: `Bearer ${token}` },
    body: request.body,
  });

  expect(response.status).toBe(200);
  const read = await app.request(`/sandbox-api/v3/messages/${String(message.id)}`, {
    headers: { ...local, apiKey: defaultSandboxApiKey, onBehalfOf: 'cometchat-uid-1' },
  });
  const { data } = (await read.json()) as { data: FormMessage };
  expect(data.data.interactions?.map((interaction) => interaction.elementId)).toEqual([
    'sendFeedback',
  ]);
});

test('a submission with an option the form does not offer is answered 422 under its field', async () => {
  const message = await sendFeedback(app);
  const token = await issueToken(app, String(message.id));
  const request = buildSubmission(message, '9');

  const response = await app.request('/api/submissions', {
    method: 'POST',
    headers: { ...local, ...request.headers, authorization: `Bearer ${token}` },
    body: request.body,
  });

  expect(response.status).toBe(422);
  expect(((await response.json()) as { errors: object }).errors).toHaveProperty('rating');
});

test('a submission without a token is refused with 401', async () => {
  const message = await sendFeedback(app);
  const request = buildSubmission(message, '4');

  const response = await app.request('/api/submissions', {
    method: 'POST',
    headers: { ...local, ...request.headers },
    body: request.body,
  });

  expect(response.status).toBe(401);
});

test('a token is issued only for a message of the embedded sandbox', async () => {
  const response = await app.request('/api/submission-token', {
    method: 'POST',
    headers: { ...local, 'content-type': 'application/json' },
    body: JSON.stringify({ messageId: '404404' }),
  });

  expect(response.status).toBe(404);
});

test('a token for a group message is issued for a member only', async () => {
  const message = await sendFeedback(app, { receiver: 'team-lunch', receiverType: 'group' });
  const issue = (uid: string) =>
    app.request('/api/submission-token', {
      method: 'POST',
      headers: { ...local, 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: String(message.id), uid }),
    });

  const member = await issue('cometchat-uid-3');
  const stranger = await issue('no-such-user-<script>');

  expect(member.status).toBe(200);
  expect(stranger.status).toBe(403);
  expect(await stranger.json()).toMatchObject({ error: { code: 'ERR_NOT_A_RECIPIENT' } });
});
