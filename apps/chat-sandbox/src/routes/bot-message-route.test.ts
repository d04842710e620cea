import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-bots-')),
    apiKey: 'test-key',
    users: [
      { uid: 'helper-bot', name: 'Helper', bot: true },
      { uid: 'ann', name: 'Ann' },
      { uid: 'bob', name: 'Bob' },
    ],
    groups: [{ guid: 'team', name: 'Team', members: ['ann', 'bob'] }],
  });
});

afterAll(async () => {
  await sandbox.close();
});

function sendAsBot(uid: string, body: unknown) {
  return fetch(`${sandbox.url}/v3/bots/${uid}/messages`, {
    method: 'POST',
    headers: { apiKey: 'test-key', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const textToAnn = {
  receiver: 'ann',
  receiverType: 'user',
  category: 'message',
  type: 'text',
  data: { text: 'Hello from the bot' },
};

test('sends a text message as the bot user and stores it like any other', async () => {
  const response = await sendAsBot('helper-bot', textToAnn);
  expect(response.status).toBe(200);
  const { data } = await readResponseJson(response);
  expect(data).toMatchObject({
    sender: 'helper-bot',
    receiver: 'ann',
    conversationId: 'ann_user_helper-bot',
    data: {
      text: 'Hello from the bot',
      entities: { sender: { entity: { uid: 'helper-bot', name: 'Helper' }, entityType: 'user' } },
    },
  });
  const read = await fetch(`${sandbox.url}/v3/messages/${data.id}`, {
    headers: { apiKey: 'test-key' },
  });
  expect((await readResponseJson(read)).data.sender).toBe('helper-bot');
});

test('sends a custom message as the bot', async () => {
  const response = await sendAsBot('helper-bot', {
    receiver: 'bob',
    receiverType: 'user',
    category: 'custom',
    type: 'location',
    data: { customData: { latitude: 1 } },
  });
  expect(response.status).toBe(200);
});

test('answers 404 ERR_BOT_NOT_FOUND for a user without a bot and ERR_UID_NOT_FOUND for an unknown uid', async () => {
  const notBot = await sendAsBot('ann', textToAnn);
  expect(notBot.status).toBe(404);
  expect((await readResponseJson(notBot)).error).toMatchObject({
    code: 'ERR_BOT_NOT_FOUND',
    details: { uid: 'ann' },
  });
  const unknown = await sendAsBot('nobody', textToAnn);
  expect(unknown.status).toBe(404);
  expect((await readResponseJson(unknown)).error.code).toBe('ERR_UID_NOT_FOUND');
});

test('refuses a form, as the documented body allows only message and custom categories', async () => {
  const response = await sendAsBot('helper-bot', { ...feedbackMessage, receiver: 'ann' });
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error).toMatchObject({
    code: 'ERR_INVALID_MESSAGE_CATEGORY',
    details: { category: 'interactive' },
  });
});

test('answers 403 ERR_GROUP_NOT_JOINED when the bot is not a member of the group', async () => {
  const response = await sendAsBot('helper-bot', {
    ...textToAnn,
    receiver: 'team',
    receiverType: 'group',
  });
  expect(response.status).toBe(403);
  expect((await readResponseJson(response)).error.code).toBe('ERR_GROUP_NOT_JOINED');
});
