import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createChatClient } from '@chatforms/chat-api';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-groups-')),
    apiKey: 'test-key',
    groups: [
      { guid: 'team-lunch', name: 'Team lunch' },
      { guid: 'pair', name: 'Pair', type: 'private', members: ['cometchat-uid-1'] },
    ],
  });
});

afterAll(async () => {
  await sandbox.close();
});

function getGroup(guid: string, onBehalfOf?: string) {
  const headers: Record<string, string> = { apiKey: 'test-key' };
  if (onBehalfOf) headers.onBehalfOf = onBehalfOf;
  return fetch(`${sandbox.url}/v3/groups/${guid}`, { headers });
}

test('answers a group without membership fields when no onBehalfOf is given', async () => {
  expect(await readResponseJson(await getGroup('pair'))).toEqual({
    data: {
      guid: 'pair',
      name: 'Pair',
      type: 'private',
      membersCount: 1,
      conversationId: 'group_pair',
      createdAt: 1732200000,
    },
  });
});

test('answers hasJoined, scope and joinedAt for an onBehalfOf member', async () => {
  const { data } = await readResponseJson(await getGroup('pair', 'cometchat-uid-1'));
  expect(data).toMatchObject({
    guid: 'pair',
    hasJoined: true,
    scope: 'participant',
    joinedAt: 1732200000,
  });
});

test('answers hasJoined false without a scope for an onBehalfOf user who is not a member', async () => {
  const { data } = await readResponseJson(await getGroup('pair', 'cometchat-uid-2'));
  expect(data.hasJoined).toBe(false);
  expect(data).not.toHaveProperty('scope');
  expect(data).not.toHaveProperty('joinedAt');
});

test('answers 404 ERR_GUID_NOT_FOUND for an unknown group and ERR_UID_NOT_FOUND for an unknown onBehalfOf', async () => {
  const group = await getGroup('nope', 'cometchat-uid-1');
  expect(group.status).toBe(404);
  expect((await readResponseJson(group)).error.code).toBe('ERR_GUID_NOT_FOUND');
  const user = await getGroup('pair', 'nobody');
  expect(user.status).toBe(404);
  expect((await readResponseJson(user)).error.code).toBe('ERR_UID_NOT_FOUND');
});

test('lets the chat client tell members from kicked users and unknown groups', async () => {
  const chat = createChatClient({
    appId: 'sandbox',
    region: 'us',
    apiKey: 'test-key',
    baseUrl: `${sandbox.url}/v3`,
  });
  await expect(chat.getGroupMember('team-lunch', 'cometchat-uid-5')).resolves.toEqual({
    uid: 'cometchat-uid-5',
    scope: 'participant',
    joinedAt: 1732200000,
  });
  const kicked = await fetch(`${sandbox.url}/v3/groups/team-lunch/members/cometchat-uid-5`, {
    method: 'DELETE',
    headers: { apiKey: 'test-key' },
  });
  expect(kicked.status).toBe(200);
  await expect(chat.getGroupMember('team-lunch', 'cometchat-uid-5')).resolves.toBeUndefined();
  await expect(chat.getGroupMember('team-lunch', 'nobody')).resolves.toBeUndefined();
  await expect(chat.getGroupMember('nope', 'cometchat-uid-1')).rejects.toMatchObject({
    status: 404,
    code: 'ERR_GUID_NOT_FOUND',
  });
});
