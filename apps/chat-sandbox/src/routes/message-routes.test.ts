import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appointmentMessage, feedbackMessage, surveyMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import type { RunningSandbox } from '../start-sandbox.js';
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

test('lists messages newest first with pagination metadata', async () => {
  const response = await get('/v3/messages');
  expect(response.status).toBe(200);
  const body = await readResponseJson(response);
  expect(body.data.map((message: { id: string }) => message.id)).toEqual([...sentIds].reverse());
  expect(body.meta.pagination).toEqual({
    total: 3,
    count: 3,
    per_page: 100,
    current_page: 1,
    total_pages: 1,
  });
});

test('pages through messages with perPage and page', async () => {
  const body = await readResponseJson(await get('/v3/messages?perPage=2&page=2'));
  expect(body.data.map((message: { id: string }) => message.id)).toEqual([sentIds[0]]);
  expect(body.meta.pagination).toMatchObject({
    count: 1,
    per_page: 2,
    current_page: 2,
    total_pages: 2,
  });
});

test('filters messages by receiver', async () => {
  const body = await readResponseJson(await get('/v3/messages?receiver=cometchat-uid-2'));
  expect(body.data).toHaveLength(1);
  expect(body.data[0].receiver).toBe('cometchat-uid-2');
});

test('answers 400 ERR_INVALID_QUERY for a perPage out of range', async () => {
  const response = await get('/v3/messages?perPage=0');
  expect(response.status).toBe(400);
  const { error } = await readResponseJson(response);
  expect(error.code).toBe('ERR_INVALID_QUERY');
  expect(error.details.issues[0].pointer).toBe('/perPage');
});

test('reads one message by id', async () => {
  const body = await readResponseJson(await get(`/v3/messages/${sentIds[1]}`));
  expect(body.data).toMatchObject({ id: sentIds[1], receiver: 'cometchat-uid-2' });
});

test('answers 404 ERR_MESSAGE_NOT_FOUND for an unknown id', async () => {
  const response = await get('/v3/messages/999');
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_MESSAGE_NOT_FOUND',
    details: { id: '999' },
  });
});

test('requires the apiKey to list messages', async () => {
  const response = await fetch(`${sandbox.url}/v3/messages`);
  expect(response.status).toBe(401);
  expect((await readResponseJson(response)).error.code).toBe('AUTH_ERR_EMPTY_APIKEY');
});
