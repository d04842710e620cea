import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage, groupPollMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;
const clock = Date.UTC(2025, 0, 1, 12, 0, 0);

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-send-')),
    apiKey: 'test-key',
    now: () => clock,
    bodyLimitBytes: 16 * 1024,
    groups: [
      { guid: 'team-lunch', name: 'Team lunch', members: ['cometchat-uid-1', 'cometchat-uid-2'] },
    ],
  });
});

afterAll(async () => {
  await sandbox.close();
});

function send(body: unknown, headers: Record<string, string> = {}, url = sandbox.url) {
  return fetch(`${url}/v3/messages`, {
    method: 'POST',
    headers: {
      apiKey: 'test-key',
      onBehalfOf: 'cometchat-uid-2',
      'Content-Type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

test('stores a valid form message and answers it under data with id, sender and timestamps', async () => {
  const response = await send(feedbackMessage);
  expect(response.status).toBe(200);
  const { data } = await readResponseJson(response);
  expect(data).toMatchObject({
    id: expect.any(String),
    sender: 'cometchat-uid-2',
    receiver: 'cometchat-uid-4',
    receiverType: 'user',
    conversationId: 'cometchat-uid-2_user_cometchat-uid-4',
    category: 'interactive',
    type: 'form',
    sentAt: Math.floor(clock / 1000),
    data: { interactiveData: { title: 'How did we do?' } },
  });
  expect(response.headers.get('X-RateLimit-Limit')).toBe('30');
});

test('answers 401 AUTH_ERR_EMPTY_APIKEY without an apiKey header', async () => {
  const response = await send(feedbackMessage, { apiKey: '' });
  expect(response.status).toBe(401);
  expect((await readResponseJson(response)).error.code).toBe('AUTH_ERR_EMPTY_APIKEY');
});

test('answers 401 AUTH_ERR_APIKEY_NOT_FOUND for a wrong apiKey', async () => {
  const response = await send(feedbackMessage, { apiKey: 'wrong-key' });
  expect(response.status).toBe(401);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'AUTH_ERR_APIKEY_NOT_FOUND',
    message: expect.any(String),
  });
});

test('sends as app_system when no onBehalfOf is given, as documented', async () => {
  const response = await send(feedbackMessage, { onBehalfOf: '' });
  expect(response.status).toBe(200);
  const { data } = await readResponseJson(response);
  expect(data).toMatchObject({
    sender: 'app_system',
    conversationId: 'app_system_user_cometchat-uid-4',
  });
});

test('answers with the sender and receiver entities the SDK builds its objects from', async () => {
  const { data } = await readResponseJson(await send(feedbackMessage));
  expect(data.data.entities).toEqual({
    sender: {
      entity: {
        uid: 'cometchat-uid-2',
        name: 'George Alan',
        status: 'available',
        role: 'default',
        createdAt: 1732200000,
      },
      entityType: 'user',
    },
    receiver: {
      entity: {
        uid: 'cometchat-uid-4',
        name: 'Susan Marie',
        status: 'online',
        role: 'default',
        createdAt: 1732200000,
        conversationId: 'cometchat-uid-2_user_cometchat-uid-4',
      },
      entityType: 'user',
    },
  });
});

test('answers 404 ERR_UID_NOT_FOUND for an unknown sender', async () => {
  const response = await send(feedbackMessage, { onBehalfOf: 'nobody' });
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_UID_NOT_FOUND',
    details: { uid: 'nobody' },
  });
});

test('answers 404 ERR_UID_NOT_FOUND for an unknown receiver', async () => {
  const response = await send(
    { ...feedbackMessage, receiver: 'nobody' },
    { onBehalfOf: 'cometchat-uid-3' },
  );
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_UID_NOT_FOUND',
    details: { uid: 'nobody' },
  });
});

test('answers 404 ERR_GUID_NOT_FOUND for an unknown group', async () => {
  const response = await send(
    { ...groupPollMessage, receiver: 'no-group' },
    { onBehalfOf: 'cometchat-uid-3' },
  );
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error.code).toBe('ERR_GUID_NOT_FOUND');
});

test('answers 403 ERR_GROUP_NOT_JOINED when the sender is not a member of the group', async () => {
  const response = await send(groupPollMessage, { onBehalfOf: 'cometchat-uid-5' });
  expect(response.status).toBe(403);
  expect((await readResponseJson(response)).error.code).toBe('ERR_GROUP_NOT_JOINED');
});

test('answers 400 ERR_INVALID_JSON for a body that is not JSON', async () => {
  const response = await send('{"receiver": ', { onBehalfOf: 'cometchat-uid-3' });
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error.code).toBe('ERR_INVALID_JSON');
});

test('answers 400 ERR_INVALID_MESSAGE_DATA with the paths of every issue in details', async () => {
  const { formFields, submitElement } = feedbackMessage.data.interactiveData;
  const { elementId: _elementId, ...submitWithoutId } = submitElement;
  const invalid = {
    ...feedbackMessage,
    data: {
      ...feedbackMessage.data,
      interactiveData: {
        formFields: [{ ...formFields[0], options: 'not a list' }, formFields[1]],
        submitElement: submitWithoutId,
      },
    },
  };
  const response = await send(invalid, { onBehalfOf: 'cometchat-uid-3' });
  expect(response.status).toBe(400);
  const { error } = await readResponseJson(response);
  expect(error.code).toBe('ERR_INVALID_MESSAGE_DATA');
  const pointers = error.details.issues.map((issue: { pointer: string }) => issue.pointer);
  expect(pointers).toContain('/data/interactiveData/formFields/0/options');
  expect(pointers).toContain('/data/interactiveData/submitElement/elementId');
  expect(error.details.issues[0]).toMatchObject({
    path: expect.any(Array),
    code: expect.any(String),
  });
});

test('stores text, custom and interactive card messages exactly as sent', async () => {
  const messages = [
    {
      receiver: 'cometchat-uid-4',
      receiverType: 'user',
      category: 'message',
      type: 'text',
      data: { text: 'hi', metadata: { from: 'bot' } },
    },
    {
      receiver: 'team-lunch',
      receiverType: 'group',
      category: 'custom',
      type: 'location',
      data: { customData: { latitude: 1 } },
      tags: ['map'],
    },
    {
      receiver: 'cometchat-uid-4',
      receiverType: 'user',
      category: 'interactive',
      type: 'card',
      data: { interactiveData: { text: 'Hello', cardActions: [] } },
    },
  ];
  for (const message of messages) {
    const response = await send(message, { onBehalfOf: 'cometchat-uid-1' });
    expect(response.status).toBe(200);
    const { data } = await readResponseJson(response);
    const stored = await readResponseJson(
      await fetch(`${sandbox.url}/v3/messages/${data.id}`, { headers: { apiKey: 'test-key' } }),
    );
    const { entities: _entities, ...storedData } = stored.data.data;
    expect({ ...stored.data, data: storedData }).toEqual({
      ...message,
      id: data.id,
      conversationId: data.conversationId,
      sender: 'cometchat-uid-1',
      sentAt: Math.floor(clock / 1000),
      updatedAt: Math.floor(clock / 1000),
    });
  }
});

test("stores a form with the kits' action names (custom, deepLinking) without renaming them", async () => {
  const form = structuredClone(feedbackMessage) as unknown as {
    data: { interactiveData: { submitElement: { action: unknown } } };
  };
  form.data.interactiveData.submitElement.action = { actionType: 'custom' };
  const response = await send(form);
  expect(response.status).toBe(200);
  const { data } = await readResponseJson(response);
  expect(data.data.interactiveData.submitElement.action).toEqual({ actionType: 'custom' });
  const stored = await readResponseJson(
    await fetch(`${sandbox.url}/v3/messages/${data.id}`, { headers: { apiKey: 'test-key' } }),
  );
  expect(stored.data.data.interactiveData).toEqual(form.data.interactiveData);
});

test('refuses a category or type the API does not document with a clear message', async () => {
  const sticker = {
    receiver: 'cometchat-uid-4',
    receiverType: 'user',
    category: 'message',
    type: 'sticker',
    data: {},
  };
  const response = await send(sticker, { onBehalfOf: 'cometchat-uid-3' });
  expect(response.status).toBe(400);
  const { error } = await readResponseJson(response);
  expect(error.code).toBe('ERR_INVALID_MESSAGE_DATA');
  expect(error.details.issues[0].pointer).toBe('/type');
});

test('refuses a draft without receiver or receiverType, pointing at both', async () => {
  const { receiver: _receiver, receiverType: _receiverType, ...draft } = feedbackMessage;
  const response = await send(draft, { onBehalfOf: 'cometchat-uid-3' });
  expect(response.status).toBe(400);
  const { error } = await readResponseJson(response);
  const pointers = error.details.issues.map((issue: { pointer: string }) => issue.pointer);
  expect(pointers).toEqual(['/receiver', '/receiverType']);
});

test('answers 413 ERR_PAYLOAD_TOO_LARGE with the envelope for a body over the limit', async () => {
  const response = await send(
    { ...feedbackMessage, padding: 'x'.repeat(17 * 1024) },
    { onBehalfOf: 'cometchat-uid-3' },
  );
  expect(response.status).toBe(413);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_PAYLOAD_TOO_LARGE',
    details: { limitBytes: 16 * 1024 },
  });
});

test('answers 429 with Retry-After once a user has sent the per-minute limit, and accepts again later', async () => {
  let now = clock;
  const limited = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-limit-')),
    apiKey: 'test-key',
    now: () => now,
    rateLimit: { perUserPerMinute: 3 },
  });
  const sendAs = (uid: string) => send(feedbackMessage, { onBehalfOf: uid }, limited.url);
  for (let count = 0; count < 3; count += 1)
    expect((await sendAs('cometchat-uid-1')).status).toBe(200);
  now += 20_000;
  const refused = await sendAs('cometchat-uid-1');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('Retry-After')).toBe('40');
  expect(refused.headers.get('X-RateLimit-Remaining')).toBe('0');
  expect((await readResponseJson(refused)).error).toMatchObject({
    code: 'ERR_TOO_MANY_REQUESTS',
    details: { limit: 3, retryAfterSeconds: 40 },
  });
  expect((await sendAs('cometchat-uid-3')).status).toBe(200);
  now += 40_000;
  expect((await sendAs('cometchat-uid-1')).status).toBe(200);
  await limited.close();
});

test('answers 404 ERR_API_NOT_FOUND with the envelope for an unknown API path', async () => {
  const response = await fetch(`${sandbox.url}/v3/unknown`, { headers: { apiKey: 'test-key' } });
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error.code).toBe('ERR_API_NOT_FOUND');
});
