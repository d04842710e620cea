import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;
let messageId: string;
const clock = Date.UTC(2025, 0, 1, 12, 0, 0);

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-interacted-')),
    apiKey: 'test-key',
    now: () => clock,
  });
  const response = await fetch(`${sandbox.url}/v3/messages`, {
    method: 'POST',
    headers: {
      apiKey: 'test-key',
      onBehalfOf: 'cometchat-uid-1',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(feedbackMessage),
  });
  messageId = (await readResponseJson(response)).data.id;
});

afterAll(async () => {
  await sandbox.close();
});

function markInteracted(id: string, body: unknown, onBehalfOf = 'cometchat-uid-4') {
  return fetch(`${sandbox.url}/v3/messages/${id}/interacted`, {
    method: 'PATCH',
    headers: { apiKey: 'test-key', onBehalfOf, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

test('appends the interaction with its time and answers the documented {success, message}', async () => {
  const response = await markInteracted(messageId, { interactions: ['sendFeedback'] });
  expect(response.status).toBe(200);
  expect(await readResponseJson(response)).toEqual({
    data: {
      success: true,
      message: `The message id ${messageId} has been marked as interacted for the user cometchat-uid-4.`,
    },
  });
  const stored = await readResponseJson(
    await fetch(`${sandbox.url}/v3/messages/${messageId}`, { headers: { apiKey: 'test-key' } }),
  );
  expect(stored.data.data.interactions).toEqual([
    { elementId: 'sendFeedback', interactedAt: clock / 1000 },
  ]);
});

test('answers 404 ERR_MESSAGE_ID_NOT_FOUND for an unknown message', async () => {
  const response = await markInteracted('12345', { interactions: ['sendFeedback'] });
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error.code).toBe('ERR_MESSAGE_ID_NOT_FOUND');
});

test('answers 400 ERR_ELEMENT_NOT_FOUND for an element the form does not have', async () => {
  const response = await markInteracted(messageId, { interactions: ['nope'] });
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_ELEMENT_NOT_FOUND',
    details: { elementIds: ['nope'] },
  });
});

test('answers 400 ERR_INVALID_REQUEST_BODY for a body without interactions', async () => {
  const response = await markInteracted(messageId, { elementId: 'sendFeedback' });
  expect(response.status).toBe(400);
  const { error } = await readResponseJson(response);
  expect(error.code).toBe('ERR_INVALID_REQUEST_BODY');
  expect(error.details.issues[0].pointer).toBe('/interactions');
});

test('answers 403 ERR_SENDER_INTERACTION_NOT_ALLOWED when the sender interacts with their own form', async () => {
  const response = await markInteracted(
    messageId,
    { interactions: ['sendFeedback'] },
    'cometchat-uid-1',
  );
  expect(response.status).toBe(403);
  expect((await readResponseJson(response)).error.code).toBe('ERR_SENDER_INTERACTION_NOT_ALLOWED');
});

test('answers 403 ERR_NOT_A_PARTICIPANT for a user who did not receive the message', async () => {
  const response = await markInteracted(
    messageId,
    { interactions: ['sendFeedback'] },
    'cometchat-uid-5',
  );
  expect(response.status).toBe(403);
  expect((await readResponseJson(response)).error.code).toBe('ERR_NOT_A_PARTICIPANT');
});

test('answers 404 ERR_UID_NOT_FOUND for an unknown interacting user', async () => {
  const response = await markInteracted(messageId, { interactions: ['sendFeedback'] }, 'ghost');
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error.code).toBe('ERR_UID_NOT_FOUND');
});

async function sendFeedbackMessage(): Promise<string> {
  const response = await fetch(`${sandbox.url}/v3/messages`, {
    method: 'POST',
    headers: {
      apiKey: 'test-key',
      onBehalfOf: 'cometchat-uid-1',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(feedbackMessage),
  });
  return (await readResponseJson(response)).data.id;
}

async function readInteractions(id: string): Promise<unknown[]> {
  const response = await fetch(`${sandbox.url}/v3/messages/${id}`, {
    headers: { apiKey: 'test-key' },
  });
  return (await readResponseJson(response)).data.data.interactions;
}

test('keeps one interaction per element however often and however many times it is marked', async () => {
  const id = await sendFeedbackMessage();
  for (let round = 0; round < 10; round += 1) {
    const interactions = Array.from({ length: 1000 }, () => 'sendFeedback');
    expect((await markInteracted(id, { interactions })).status).toBe(200);
  }
  expect(await readInteractions(id)).toEqual([
    { elementId: 'sendFeedback', interactedAt: clock / 1000 },
  ]);
});

test('refuses a body of more element ids than a form can hold before reading the message', async () => {
  const id = await sendFeedbackMessage();
  const interactions = Array.from({ length: 2000 }, (_, index) => `e${index}`);
  const response = await markInteracted(id, { interactions });
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error.code).toBe('ERR_INVALID_REQUEST_BODY');
  expect(await readInteractions(id)).toBeUndefined();
});
