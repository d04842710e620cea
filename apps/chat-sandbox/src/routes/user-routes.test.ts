import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
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

test('searches users whose name or uid starts with the key, case-insensitively', async () => {
  const byName = await readResponseJson(await getUsers('?searchKey=nancy'));
  expect(byName.data.map((user: { uid: string }) => user.uid)).toEqual(['cometchat-uid-3']);
  const byUid = await readResponseJson(await getUsers('?searchKey=COMETCHAT-UID-5'));
  expect(byUid.data.map((user: { uid: string }) => user.uid)).toEqual(['cometchat-uid-5']);
  const inside = await readResponseJson(await getUsers('?searchKey=grace'));
  expect(inside.data).toEqual([]);
});

test('searches only the fields searchIn names', async () => {
  const inNames = await readResponseJson(await getUsers('?searchKey=cometchat&searchIn=name'));
  expect(inNames.data).toEqual([]);
  const inUids = await readResponseJson(
    await getUsers('?searchKey=cometchat&searchIn=uid&searchIn=name'),
  );
  expect(inUids.data).toHaveLength(5);
});

test('filters by role, roles, tags and deactivation, adds tags only withTags, pages up to 1000', async () => {
  const seeded = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-users-filters-')),
    apiKey: 'test-key',
    users: [
      { uid: 'ann', name: 'Ann', role: 'manager', tags: ['vip'] },
      { uid: 'bob', name: 'Bob', role: 'agent', tags: ['beta', 'vip'] },
      { uid: 'cid', name: 'Cid', deactivatedAt: 1732300000 },
    ],
  });
  const uids = async (query: string) => {
    const response = await fetch(`${seeded.url}/v3/users${query}`, {
      headers: { apiKey: 'test-key' },
    });
    const body = await readResponseJson(response);
    return body.data.map((user: { uid: string }) => user.uid);
  };
  try {
    expect(await uids('')).toEqual(['ann', 'bob']);
    expect(await uids('?role=manager')).toEqual(['ann']);
    expect(await uids('?roles=agent&roles=default&withDeactivated=true')).toEqual(['bob', 'cid']);
    expect(await uids('?tags=beta')).toEqual(['bob']);
    expect(await uids('?tags=beta,vip')).toEqual(['ann', 'bob']);
    expect(await uids('?onlyDeactivated=true')).toEqual(['cid']);
    expect(await uids('?perPage=1000')).toEqual(['ann', 'bob']);
    const plain = await fetch(`${seeded.url}/v3/users?withTags=true`, {
      headers: { apiKey: 'test-key' },
    });
    expect((await readResponseJson(plain)).data[1].tags).toEqual(['beta', 'vip']);
    const untagged = await fetch(`${seeded.url}/v3/users`, { headers: { apiKey: 'test-key' } });
    expect((await readResponseJson(untagged)).data[0]).not.toHaveProperty('tags');
  } finally {
    await seeded.close();
  }
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

test('answers 400 ERR_INVALID_QUERY for a perPage over 1000', async () => {
  const response = await getUsers('?perPage=1001');
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error.details.issues[0].pointer).toBe('/perPage');
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

test('answers link, avatar and metadata as seeded, updatedAt, and the documented top-level cursor', async () => {
  const seeded = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-users-fields-')),
    apiKey: 'test-key',
    users: [
      {
        uid: 'ann',
        name: 'Ann',
        link: 'https://example.org/ann',
        avatar: 'https://example.org/ann.png',
        metadata: { team: 'kitchen' },
        createdAt: 1700000000,
        updatedAt: 1700000500,
      },
      { uid: 'bob', name: 'Bob', createdAt: 1700000100, bot: true },
    ],
  });
  try {
    const response = await fetch(`${seeded.url}/v3/users`, { headers: { apiKey: 'test-key' } });
    const body = await readResponseJson(response);
    expect(body.data).toEqual([
      {
        uid: 'ann',
        name: 'Ann',
        link: 'https://example.org/ann',
        avatar: 'https://example.org/ann.png',
        metadata: { team: 'kitchen' },
        status: 'offline',
        role: 'default',
        createdAt: 1700000000,
        updatedAt: 1700000500,
      },
      {
        uid: 'bob',
        name: 'Bob',
        status: 'offline',
        role: 'default',
        createdAt: 1700000100,
        updatedAt: 1700000100,
      },
    ]);
    expect(body.cursor).toEqual({ updatedAt: 1700000500, affix: 'prepend' });
    const empty = await fetch(`${seeded.url}/v3/users?searchKey=zed`, {
      headers: { apiKey: 'test-key' },
    });
    expect(await readResponseJson(empty)).not.toHaveProperty('cursor');
  } finally {
    await seeded.close();
  }
});

test('with onBehalfOf, gives each other user the conversationId of their one-on-one conversation', async () => {
  const body = await readResponseJson(
    await fetch(`${sandbox.url}/v3/users?perPage=3`, {
      headers: { apiKey: 'test-key', onBehalfOf: 'cometchat-uid-2' },
    }),
  );
  expect(body.data.map((user: { conversationId?: string }) => user.conversationId)).toEqual([
    'cometchat-uid-1_user_cometchat-uid-2',
    undefined,
    'cometchat-uid-2_user_cometchat-uid-3',
  ]);
});

test('reads one user by uid, with the conversationId only on behalf of another user', async () => {
  const response = await fetch(`${sandbox.url}/v3/users/cometchat-uid-3`, {
    headers: { apiKey: 'test-key' },
  });
  expect(response.status).toBe(200);
  expect((await readResponseJson(response)).data).toEqual({
    uid: 'cometchat-uid-3',
    name: 'Nancy Grace',
    status: 'offline',
    role: 'default',
    createdAt: 1732200000,
    updatedAt: 1732200000,
  });
  const seen = await fetch(`${sandbox.url}/v3/users/cometchat-uid-3`, {
    headers: { apiKey: 'test-key', onBehalfOf: 'cometchat-uid-5' },
  });
  expect((await readResponseJson(seen)).data.conversationId).toBe(
    'cometchat-uid-3_user_cometchat-uid-5',
  );
});

test('answers 404 ERR_UID_NOT_FOUND for an unknown uid', async () => {
  const response = await fetch(`${sandbox.url}/v3/users/nobody`, {
    headers: { apiKey: 'test-key' },
  });
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_UID_NOT_FOUND',
    details: { uid: 'nobody' },
  });
});
