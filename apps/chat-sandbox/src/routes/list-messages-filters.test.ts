import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;
let clock = Date.UTC(2025, 0, 1, 12, 0, 0);
const start = Math.floor(clock / 1000);
const ids: Record<string, string> = {};

async function send(
  name: string,
  body: Record<string, unknown>,
  options: { onBehalfOf: string; parentId?: string },
) {
  const path = options.parentId ? `/v3/messages/${options.parentId}/thread` : '/v3/messages';
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      apiKey: 'test-key',
      onBehalfOf: options.onBehalfOf,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  ids[name] = (await readResponseJson(response)).data.id;
  clock += 60_000;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-filters-')),
    apiKey: 'test-key',
    now: () => clock,
    groups: [
      { guid: 'team-lunch', name: 'Team lunch', members: ['cometchat-uid-1', 'cometchat-uid-2'] },
    ],
  });
  const toUser2 = { receiver: 'cometchat-uid-2', receiverType: 'user' };
  await send(
    'greeting',
    {
      ...toUser2,
      category: 'message',
      type: 'text',
      data: { text: 'Lunch at noon?' },
      tags: ['lunch'],
    },
    { onBehalfOf: 'cometchat-uid-1' },
  );
  await send(
    'location',
    {
      receiver: 'team-lunch',
      receiverType: 'group',
      category: 'custom',
      type: 'location',
      data: { customData: { latitude: 1 } },
      tags: ['place'],
    },
    { onBehalfOf: 'cometchat-uid-1' },
  );
  await send(
    'reply',
    {
      receiver: 'cometchat-uid-1',
      receiverType: 'user',
      category: 'message',
      type: 'text',
      data: { text: 'Sure, see you at LUNCH' },
    },
    { onBehalfOf: 'cometchat-uid-2', parentId: ids.greeting },
  );
  await send(
    'photo',
    {
      receiver: 'cometchat-uid-4',
      receiverType: 'user',
      category: 'message',
      type: 'image',
      data: { attachments: [{ url: 'https://example.org/menu.png', name: 'menu.png' }] },
    },
    { onBehalfOf: 'cometchat-uid-3' },
  );
});

afterAll(async () => {
  await sandbox.close();
});

async function listIds(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${sandbox.url}/v3/messages${query}`, {
    headers: { apiKey: 'test-key', ...headers },
  });
  expect(response.status).toBe(200);
  const body = await readResponseJson(response);
  return body.data.map((message: { id: string }) => message.id);
}

test('hideReplies drops thread replies and keeps their parents', async () => {
  expect(await listIds('')).toEqual([ids.greeting, ids.location, ids.reply, ids.photo]);
  expect(await listIds('?hideReplies=true')).toEqual([ids.greeting, ids.location, ids.photo]);
  expect(await listIds('?hideReplies=false')).toHaveLength(4);
});

test('answers tags only withTags, and tags keeps messages with any of the tags', async () => {
  const plain = await readResponseJson(
    await fetch(`${sandbox.url}/v3/messages`, { headers: { apiKey: 'test-key' } }),
  );
  expect(plain.data[0]).not.toHaveProperty('tags');
  const tagged = await readResponseJson(
    await fetch(`${sandbox.url}/v3/messages?withTags=true`, { headers: { apiKey: 'test-key' } }),
  );
  expect(tagged.data[0].tags).toEqual(['lunch']);
  expect(await listIds('?tags=lunch')).toEqual([ids.greeting]);
  expect(await listIds('?tags=lunch,place')).toEqual([ids.greeting, ids.location]);
  expect(await listIds('?tags=lunch&tags=place')).toEqual([ids.greeting, ids.location]);
});

test('categories and types keep messages of any of the listed values', async () => {
  expect(await listIds('?categories=custom')).toEqual([ids.location]);
  expect(await listIds('?categories=custom,message&types=image')).toEqual([ids.photo]);
  expect(await listIds('?types=location&types=image')).toEqual([ids.location, ids.photo]);
});

test('fromTimestamp starts at a second, and toTimestamp ends there only alongside it', async () => {
  expect(await listIds(`?fromTimestamp=${start + 60}`)).toEqual([
    ids.location,
    ids.reply,
    ids.photo,
  ]);
  expect(await listIds(`?fromTimestamp=${start + 60}&toTimestamp=${start + 120}`)).toEqual([
    ids.location,
    ids.reply,
  ]);
  expect(await listIds(`?toTimestamp=${start}`)).toHaveLength(4);
  expect(await listIds(`?sentAt=${start + 180}`)).toEqual([ids.photo]);
});

test('searchKey finds messages whose text contains it, whatever the case', async () => {
  expect(await listIds('?searchKey=lunch')).toEqual([ids.greeting, ids.reply]);
  expect(await listIds('?searchKey=noon')).toEqual([ids.greeting]);
  expect(await listIds('?searchKey=dinner')).toEqual([]);
});

test('hasAttachments and attachmentTypes keep media messages', async () => {
  expect(await listIds('?hasAttachments=true')).toEqual([ids.photo]);
  expect(await listIds('?attachmentTypes=image')).toEqual([ids.photo]);
  expect(await listIds('?attachmentTypes=video')).toEqual([]);
});

test('with onBehalfOf, lists only the conversations that user takes part in', async () => {
  expect(await listIds('', { onBehalfOf: 'cometchat-uid-2' })).toEqual([
    ids.greeting,
    ids.location,
    ids.reply,
  ]);
  expect(await listIds('', { onBehalfOf: 'cometchat-uid-4' })).toEqual([ids.photo]);
  expect(await listIds('', { onBehalfOf: 'cometchat-uid-5' })).toEqual([]);
});

test('a thread parent carries the replyCount of its replies; other messages carry none', async () => {
  const body = await readResponseJson(
    await fetch(`${sandbox.url}/v3/messages`, { headers: { apiKey: 'test-key' } }),
  );
  const byId = new Map(body.data.map((message: { id: string }) => [message.id, message]));
  expect(byId.get(ids.greeting)).toMatchObject({ replyCount: 1 });
  expect(byId.get(ids.location)).not.toHaveProperty('replyCount');
  expect(byId.get(ids.reply)).not.toHaveProperty('replyCount');
  const parent = await readResponseJson(
    await fetch(`${sandbox.url}/v3/messages/${ids.greeting}`, { headers: { apiKey: 'test-key' } }),
  );
  expect(parent.data.replyCount).toBe(1);
});

test('refuses the documented parameters it cannot honour with 400 ERR_UNSUPPORTED_QUERY', async () => {
  for (const query of [
    'unread=true&count=true',
    'hasMentions=true',
    'hasReactions=1',
    'hasLinks=true',
  ]) {
    const response = await fetch(`${sandbox.url}/v3/messages?${query}`, {
      headers: { apiKey: 'test-key' },
    });
    expect(response.status).toBe(400);
    const { error } = await readResponseJson(response);
    expect(error.code).toBe('ERR_UNSUPPORTED_QUERY');
    expect(error.details.parameters).toEqual(query.split('&').map((pair) => pair.split('=')[0]));
  }
  expect(await listIds('?count=false&hasMentions=false')).toHaveLength(4);
});

test('answers 400 ERR_INVALID_QUERY for a flag that is not a boolean or an undocumented attachment type', async () => {
  for (const query of ['hideReplies=yes', 'attachmentTypes=gif', 'fromTimestamp=noon']) {
    const response = await fetch(`${sandbox.url}/v3/messages?${query}`, {
      headers: { apiKey: 'test-key' },
    });
    expect(response.status).toBe(400);
    expect((await readResponseJson(response)).error.code).toBe('ERR_INVALID_QUERY');
  }
});
