import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSandbox } from '../start-sandbox.js';
import type { RunningSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-users-')),
    apiKey: 'test-key',
  });
});

afterAll(async () => {
  await sandbox.close();
});

function getUsers(query = '') {
  return fetch(`${sandbox.url}/v3/users${query}`, { headers: { apiKey: 'test-key' } });
}

test('lists the seeded users with pagination metadata', async () => {
  const body = await readResponseJson(await getUsers());
  expect(body.data).toHaveLength(5);
  expect(body.data[0]).toMatchObject({
    uid: 'cometchat-uid-1',
    name: 'Andrew Joseph',
    status: 'online',
    role: 'default',
  });
  expect(body.meta.pagination).toEqual({
    total: 5,
    count: 5,
    per_page: 100,
    current_page: 1,
    total_pages: 1,
  });
});

test('searches users by name or uid, case-insensitively', async () => {
  const byName = await readResponseJson(await getUsers('?searchKey=nancy'));
  expect(byName.data.map((user: { uid: string }) => user.uid)).toEqual(['cometchat-uid-3']);
  const byUid = await readResponseJson(await getUsers('?searchKey=UID-5'));
  expect(byUid.data.map((user: { uid: string }) => user.uid)).toEqual(['cometchat-uid-5']);
});

test('filters users by status and paginates', async () => {
  const online = await readResponseJson(await getUsers('?status=online'));
  expect(online.data.map((user: { uid: string }) => user.uid)).toEqual([
    'cometchat-uid-1',
    'cometchat-uid-4',
  ]);
  const secondPage = await readResponseJson(await getUsers('?perPage=2&page=2'));
  expect(secondPage.data.map((user: { uid: string }) => user.uid)).toEqual([
    'cometchat-uid-3',
    'cometchat-uid-4',
  ]);
  expect(secondPage.meta.pagination).toMatchObject({ total: 5, count: 2, total_pages: 3 });
});

test('answers 400 ERR_INVALID_QUERY for an unknown status', async () => {
  const response = await getUsers('?status=sleeping');
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error.details.issues[0].pointer).toBe('/status');
});

test('answers 401 AUTH_ERR_APIKEY_NOT_FOUND for a wrong key', async () => {
  const response = await fetch(`${sandbox.url}/v3/users`, { headers: { apiKey: 'other' } });
  expect(response.status).toBe(401);
  expect((await readResponseJson(response)).error.code).toBe('AUTH_ERR_APIKEY_NOT_FOUND');
});
