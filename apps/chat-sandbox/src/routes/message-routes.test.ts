import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { appointmentMessage, feedbackMessage, surveyMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;
const sentIds: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-list-')),
    apiKey: 'test-key',
  });
  for (const message of [feedbackMessage, surveyMessage, appointmentMessage]) {
    const response = await fetch(`${sandbox.url}/v3/messages`, {
      method: 'POST',
      headers: {
        apiKey: 'test-key',
        onBehalfOf: 'cometchat-uid-1',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(message),
    });
    sentIds.push((await readResponseJson(response)).data.id);
  }
});

afterAll(async () => {
  await sandbox.close();
});

function get(path: string) {
  return fetch(`${sandbox.url}${path}`, { headers: { apiKey: 'test-key' } });
}

test('lists the latest messages oldest first with the documented cursor meta', async () => {
  const response = await get('/v3/messages');
  expect(response.status).toBe(200);
  const body = await readResponseJson(response);
  expect(body.data.map((message: { id: string }) => message.id)).toEqual(sentIds);
  const last = body.data[2];
  expect(body.meta).toEqual({
    current: { limit: 10, count: 3 },
    next: { affix: 'append', sentAt: last.sentAt, id: sentIds[2] },
  });
});

test('honours limit, and affix with id to read before or after a message', async () => {
  const latest = await readResponseJson(await get('/v3/messages?limit=1'));
  expect(latest.data.map((message: { id: string }) => message.id)).toEqual([sentIds[2]]);
  const after = await readResponseJson(await get(`/v3/messages?id=${sentIds[0]}&affix=append`));
  expect(after.data.map((message: { id: string }) => message.id)).toEqual(sentIds.slice(1));
  const before = await readResponseJson(
    await get(`/v3/messages?id=${sentIds[2]}&affix=prepend&limit=1`),
  );
  expect(before.data.map((message: { id: string }) => message.id)).toEqual([sentIds[1]]);
  const none = await readResponseJson(await get(`/v3/messages?id=${sentIds[2]}`));
  expect(none).toEqual({ data: [], meta: { current: { limit: 10, count: 0 } } });
});

test('filters messages by category and receiverType', async () => {
  const interactive = await readResponseJson(await get('/v3/messages?category=interactive'));
  expect(interactive.data).toHaveLength(3);
  expect(await readResponseJson(await get('/v3/messages?category=custom'))).toMatchObject({
    data: [],
  });
  const toGroups = await readResponseJson(await get('/v3/messages?receiverType=group'));
  expect(toGroups.data).toEqual([]);
});

test('filters messages by receiver', async () => {
  const body = await readResponseJson(await get('/v3/messages?receiver=cometchat-uid-2'));
  expect(body.data).toHaveLength(1);
  expect(body.data[0].receiver).toBe('cometchat-uid-2');
});

test('answers 400 ERR_INVALID_QUERY for a limit over the documented 1000', async () => {
  const response = await get('/v3/messages?limit=1001');
  expect(response.status).toBe(400);
  const { error } = await readResponseJson(response);
  expect(error.code).toBe('ERR_INVALID_QUERY');
  expect(error.details.issues[0].pointer).toBe('/limit');
});

test('reads one message by id with the sender and receiver entities', async () => {
  const body = await readResponseJson(await get(`/v3/messages/${sentIds[1]}`));
  expect(body.data).toMatchObject({ id: sentIds[1], receiver: 'cometchat-uid-2' });
  expect(body.data.data.entities).toMatchObject({
    sender: { entity: { uid: 'cometchat-uid-1', name: 'Andrew Joseph' }, entityType: 'user' },
    receiver: { entity: { uid: 'cometchat-uid-2', name: 'George Alan' }, entityType: 'user' },
  });
});

test('lists the replies of a thread, sent with POST /messages/{id}/thread', async () => {
  const reply = await fetch(`${sandbox.url}/v3/messages/${sentIds[0]}/thread`, {
    method: 'POST',
    headers: {
      apiKey: 'test-key',
      onBehalfOf: 'cometchat-uid-4',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      receiver: 'cometchat-uid-1',
      receiverType: 'user',
      category: 'message',
      type: 'text',
      data: { text: 'Done' },
    }),
  });
  const { data: sent } = await readResponseJson(reply);
  expect(sent.parentId).toBe(sentIds[0]);
  const thread = await readResponseJson(await get(`/v3/messages/${sentIds[0]}/thread`));
  expect(thread.data.map((message: { id: string }) => message.id)).toEqual([sent.id]);
  expect(thread.meta.current).toEqual({ limit: 100, count: 1 });
  const empty = await readResponseJson(await get(`/v3/messages/${sentIds[1]}/thread`));
  expect(empty.data).toEqual([]);
});

test('answers 404 ERR_MESSAGE_ID_NOT_FOUND for an unknown id, and for its thread', async () => {
  const response = await get('/v3/messages/999');
  expect(response.status).toBe(404);
  expect((await readResponseJson(await get('/v3/messages/999/thread'))).error.code).toBe(
    'ERR_MESSAGE_ID_NOT_FOUND',
  );
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_MESSAGE_ID_NOT_FOUND',
    details: { id: '999' },
  });
});

test('requires the apiKey to list messages', async () => {
  const response = await fetch(`${sandbox.url}/v3/messages`);
  expect(response.status).toBe(401);
  expect((await readResponseJson(response)).error.code).toBe('AUTH_ERR_EMPTY_APIKEY');
});
