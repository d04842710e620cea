import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from 'vitest';

import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

const clock = Date.UTC(2025, 0, 1, 12, 0, 0);
const now = Math.floor(clock / 1000);

async function startWithTwoMessages() {
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-delete-')),
    apiKey: 'test-key',
    now: () => clock,
  });
  const ids: string[] = [];
  for (const text of ['First', 'Second']) {
    const response = await fetch(`${sandbox.url}/v3/messages`, {
      method: 'POST',
      headers: {
        apiKey: 'test-key',
        onBehalfOf: 'cometchat-uid-1',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        receiver: 'cometchat-uid-2',
        receiverType: 'user',
        category: 'message',
        type: 'text',
        data: { text },
      }),
    });
    ids.push((await readResponseJson(response)).data.id);
  }
  const call = (path: string, init: { method?: string; onBehalfOf?: string; body?: string } = {}) =>
    fetch(`${sandbox.url}/v3${path}`, {
      method: init.method ?? 'GET',
      headers: { apiKey: 'test-key', ...(init.onBehalfOf ? { onBehalfOf: init.onBehalfOf } : {}) },
      body: init.body,
    });
  return { sandbox, ids, call };
}

test('marks the message deleted by its sender and answers the action message that records it', async () => {
  const { sandbox, ids, call } = await startWithTwoMessages();
  try {
    const response = await call(`/messages/${ids[0]}`, {
      method: 'DELETE',
      onBehalfOf: 'cometchat-uid-1',
    });
    expect(response.status).toBe(200);
    const { data } = await readResponseJson(response);
    expect(data).toMatchObject({
      id: '3',
      conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
      sender: 'cometchat-uid-1',
      receiver: 'cometchat-uid-2',
      receiverType: 'user',
      category: 'action',
      type: 'message',
      data: {
        action: 'deleted',
        entities: {
          by: { entity: { uid: 'cometchat-uid-1' }, entityType: 'user' },
          for: { entity: { uid: 'cometchat-uid-2' }, entityType: 'user' },
          on: {
            entity: { id: ids[0], deletedAt: now, deletedBy: 'cometchat-uid-1' },
            entityType: 'message',
          },
        },
      },
      sentAt: now,
    });
    const read = await readResponseJson(await call(`/messages/${ids[0]}`));
    expect(read.data).toMatchObject({
      deletedAt: now,
      deletedBy: 'cometchat-uid-1',
      updatedAt: now,
    });
  } finally {
    await sandbox.close();
  }
});

test('keeps deleted messages listed, hides them with hideDeleted and lists only them with onlyDeleted', async () => {
  const { sandbox, ids, call } = await startWithTwoMessages();
  const listIds = async (query: string) =>
    (await readResponseJson(await call(`/messages${query}`))).data.map((m: { id: string }) => m.id);
  try {
    await call(`/messages/${ids[1]}`, { method: 'DELETE' });
    expect(await listIds('')).toEqual([ids[0], ids[1], '3']);
    expect(await listIds('?hideDeleted=true&category=message')).toEqual([ids[0]]);
    expect(await listIds('?onlyDeleted=true')).toEqual([ids[1]]);
    const deleted = await readResponseJson(await call(`/messages/${ids[1]}`));
    expect(deleted.data.deletedBy).toBe('app_system');
  } finally {
    await sandbox.close();
  }
});

test('refuses a delete by another user, a second delete, an action message and a permanent delete', async () => {
  const { sandbox, ids, call } = await startWithTwoMessages();
  const codeOf = async (response: Response) => [
    response.status,
    (await readResponseJson(response)).error.code,
  ];
  try {
    expect(
      await codeOf(
        await call(`/messages/${ids[0]}`, { method: 'DELETE', onBehalfOf: 'cometchat-uid-2' }),
      ),
    ).toEqual([403, 'ERR_MESSAGE_NOT_A_SENDER']);
    expect(
      await codeOf(
        await call(`/messages/${ids[0]}`, { method: 'DELETE', body: '{"permanent":true}' }),
      ),
    ).toEqual([400, 'ERR_INVALID_REQUEST_BODY']);
    expect(
      (await call(`/messages/${ids[0]}`, { method: 'DELETE', body: '{"permanent":false}' })).status,
    ).toBe(200);
    expect(await codeOf(await call(`/messages/${ids[0]}`, { method: 'DELETE' }))).toEqual([
      400,
      'ERR_MESSAGE_ACTION_NOT_ALLOWED',
    ]);
    expect(await codeOf(await call('/messages/3', { method: 'DELETE' }))).toEqual([
      400,
      'ERR_MESSAGE_ACTION_NOT_ALLOWED',
    ]);
    expect(await codeOf(await call('/messages/99', { method: 'DELETE' }))).toEqual([
      404,
      'ERR_MESSAGE_ID_NOT_FOUND',
    ]);
  } finally {
    await sandbox.close();
  }
});
