// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ApiAction, FormMessage } from '@chatforms/core';
import { buildApiActionRequest } from '@chatforms/core';
import { feedbackMessage } from '@chatforms/fixtures';
import type { Hono } from 'hono';
import { expect, test } from 'vitest';

import { createBuilderApp, defaultSandboxApiKey } from './create-builder-app.js';

const local = { host: '127.0.0.1' };

async function sendFeedback(app: Hono): Promise<FormMessage> {
  const response = await app.request('/sandbox-api/v3/messages', {
    method: 'POST',
    headers: {
      ...local,
      apiKey: defaultSandboxApiKey,
      onBehalfOf: 'cometchat-uid-1',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...feedbackMessage, receiver: 'cometchat-uid-2' }),
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

async function withBuilder(run: (app: Hono) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chatforms-builder-handler-'));
  try {
    await run(createBuilderApp({ sandboxDataDir: dataDir, sandboxApiKey: defaultSandboxApiKey }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

test('a submission with the walk-through token is accepted and marks the message interacted in the sandbox', async () => {
  await withBuilder(async (app) => {
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
}, 30_000);

test('a submission with an option the form does not offer is answered 422 under its field', async () => {
  await withBuilder(async (app) => {
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
}, 30_000);

test('a submission without a token is refused with 401', async () => {
  await withBuilder(async (app) => {
    const message = await sendFeedback(app);
    const request = buildSubmission(message, '4');

    const response = await app.request('/api/submissions', {
      method: 'POST',
      headers: { ...local, ...request.headers },
      body: request.body,
    });

    expect(response.status).toBe(401);
  });
}, 30_000);

test('a token is issued only for a message of the embedded sandbox', async () => {
  await withBuilder(async (app) => {
    const response = await app.request('/api/submission-token', {
      method: 'POST',
      headers: { ...local, 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: '404404' }),
    });

    expect(response.status).toBe(404);
  });
}, 30_000);
