import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ChatApiError, createChatClient } from '@chatforms/chat-api';
import type { RunningSandbox } from '@chatforms/chat-sandbox';
import { startSandbox } from '@chatforms/chat-sandbox';
import { feedbackMessage, surveyMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-api-client-')),
    apiKey: 'client-key',
  });
});

afterAll(async () => {
  await sandbox.close();
});

function createClient(apiKey = 'client-key') {
  return createChatClient({
    appId: sandbox.appId,
    region: 'us',
    apiKey,
    baseUrl: `${sandbox.url}/v3`,
  });
}

async function catchError(promise: Promise<unknown>): Promise<ChatApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ChatApiError))
    throw new Error(`expected a ChatApiError, got ${String(error)}`);
  return error;
}

test('sends a form message and resolves with the stored message', async () => {
  const sent = await createClient().sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-1' });
  expect(sent).toMatchObject({
    id: expect.any(String),
    sender: 'cometchat-uid-1',
    receiver: 'cometchat-uid-4',
    conversationId: 'cometchat-uid-1_user_cometchat-uid-4',
    category: 'interactive',
    type: 'form',
    sentAt: expect.any(Number),
  });
  expect(sent.data.interactiveData.submitElement.elementId).toBe('sendFeedback');
});

test('lists users with their pagination in camelCase', async () => {
  const { users, pagination } = await createClient().listUsers({ perPage: 2, page: 1 });
  expect(users.map((user) => user.uid)).toEqual(['cometchat-uid-1', 'cometchat-uid-2']);
  expect(pagination).toEqual({ total: 5, count: 2, perPage: 2, currentPage: 1, totalPages: 3 });
});

test('passes searchKey and status to listUsers', async () => {
  const bySearch = await createClient().listUsers({ searchKey: 'nancy' });
  expect(bySearch.users.map((user) => user.uid)).toEqual(['cometchat-uid-3']);
  const available = await createClient().listUsers({ status: 'available' });
  expect(available.users.map((user) => user.uid)).toEqual(['cometchat-uid-2']);
});

test('marks an element as interacted and resolves with the documented answer', async () => {
  const client = createClient();
  const sent = await client.sendMessage(surveyMessage, { onBehalfOf: 'cometchat-uid-1' });
  const elementId = sent.data.interactiveData.submitElement.elementId;
  const answer = await client.markInteracted(sent.id, elementId, {
    onBehalfOf: 'cometchat-uid-2',
  });
  expect(answer).toEqual({ success: true, message: expect.stringContaining(sent.id) });
});

test('replaces a form’s data as its sender, the interactions recorded kept', async () => {
  const client = createClient();
  const sent = await client.sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-1' });
  await client.markInteracted(sent.id, 'sendFeedback', { onBehalfOf: 'cometchat-uid-4' });
  const edited = await client.updateMessage(sent.id, surveyMessage.data, {
    onBehalfOf: 'cometchat-uid-1',
  });
  expect(edited.id).toBe(sent.id);
  expect(edited.data.interactiveData.title).toBe(surveyMessage.data.interactiveData.title);
  const read = await client.getMessage(sent.id);
  expect(read.data.interactiveData.submitElement.elementId).toBe(
    surveyMessage.data.interactiveData.submitElement.elementId,
  );
  expect(read.data.interactions?.map((interaction) => interaction.elementId)).toEqual([
    'sendFeedback',
  ]);
  const refused = await catchError(
    client.updateMessage(sent.id, surveyMessage.data, { onBehalfOf: 'cometchat-uid-4' }),
  );
  expect(refused).toMatchObject({ status: 403, code: 'ERR_NOT_THE_SENDER' });
});

test('refuses an invalid form message with its issues and sends nothing', async () => {
  let requests = 0;
  const client = createChatClient({
    appId: 'app',
    region: 'us',
    apiKey: 'client-key',
    baseUrl: `${sandbox.url}/v3`,
    fetch: (input, init) => {
      requests += 1;
      return fetch(input, init);
    },
  });
  const invalid = {
    ...feedbackMessage,
    data: { ...feedbackMessage.data, interactiveData: { formFields: 'none' } },
  };
  const error = await catchError(
    client.sendMessage(invalid as never, { onBehalfOf: 'cometchat-uid-1' }),
  );
  expect(error).toMatchObject({ status: 0, code: 'ERR_INVALID_MESSAGE_DATA' });
  const pointers = (error.details as { issues: { pointer: string }[] }).issues.map(
    (issue) => issue.pointer,
  );
  expect(pointers).toContain('/data/interactiveData/formFields');
  expect(requests).toBe(0);
});

test('refuses a draft without a receiver, pointing at /receiver', async () => {
  const { receiver: _receiver, ...draft } = feedbackMessage;
  const error = await catchError(
    createClient().sendMessage(draft, { onBehalfOf: 'cometchat-uid-1' }),
  );
  expect(error.code).toBe('ERR_INVALID_MESSAGE_DATA');
  expect(error.details).toEqual({
    issues: [
      {
        path: ['receiver'],
        pointer: '/receiver',
        code: 'missing_receiver',
        message: expect.any(String),
      },
    ],
  });
});

test('rejects with AUTH_ERR_EMPTY_APIKEY and AUTH_ERR_APIKEY_NOT_FOUND from the service', async () => {
  const empty = await catchError(createClient('').listUsers());
  expect(empty).toMatchObject({ status: 401, code: 'AUTH_ERR_EMPTY_APIKEY' });
  const wrong = await catchError(createClient('wrong').listUsers());
  expect(wrong).toMatchObject({
    status: 401,
    code: 'AUTH_ERR_APIKEY_NOT_FOUND',
    message: expect.any(String),
  });
  expect(wrong).toBeInstanceOf(Error);
  expect(wrong.name).toBe('ChatApiError');
});

test('rejects with ERR_UID_NOT_FOUND and its details for an unknown sender or receiver', async () => {
  const sender = await catchError(
    createClient().sendMessage(feedbackMessage, { onBehalfOf: 'ghost' }),
  );
  expect(sender).toMatchObject({
    status: 404,
    code: 'ERR_UID_NOT_FOUND',
    details: { uid: 'ghost' },
  });
  const receiver = await catchError(
    createClient().sendMessage(
      { ...feedbackMessage, receiver: 'nobody' },
      { onBehalfOf: 'cometchat-uid-1' },
    ),
  );
  expect(receiver).toMatchObject({
    status: 404,
    code: 'ERR_UID_NOT_FOUND',
    details: { uid: 'nobody' },
  });
});

test('rejects with ERR_MESSAGE_ID_NOT_FOUND when marking an unknown message', async () => {
  const error = await catchError(
    createClient().markInteracted('99999', 'x', { onBehalfOf: 'cometchat-uid-2' }),
  );
  expect(error).toMatchObject({ status: 404, code: 'ERR_MESSAGE_ID_NOT_FOUND' });
});

test('rejects with ERR_EMPTY_ON_BEHALF_OF before sending when onBehalfOf is empty', async () => {
  const error = await catchError(createClient().sendMessage(feedbackMessage, { onBehalfOf: '' }));
  expect(error).toMatchObject({ status: 0, code: 'ERR_EMPTY_ON_BEHALF_OF' });
});

test('rejects with ERR_NETWORK, status 0, when nothing listens', async () => {
  const closed = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-api-closed-')),
  });
  await closed.close();
  const client = createChatClient({
    appId: 'app',
    region: 'us',
    apiKey: 'k',
    baseUrl: `${closed.url}/v3`,
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({ status: 0, code: 'ERR_NETWORK' });
  expect(error.cause).toBeInstanceOf(Error);
});

test('reads group membership from the sandbox: a member, a kicked user, an unknown group', async () => {
  const client = createClient();
  await expect(client.getGroupMember('team-lunch', 'cometchat-uid-3')).resolves.toEqual({
    uid: 'cometchat-uid-3',
    scope: 'participant',
    joinedAt: expect.any(Number),
  });
  const kicked = await fetch(`${sandbox.url}/v3/groups/team-lunch/members/cometchat-uid-3`, {
    method: 'DELETE',
    headers: { apiKey: 'client-key' },
  });
  expect(kicked.status).toBe(200);
  await expect(client.getGroupMember('team-lunch', 'cometchat-uid-3')).resolves.toBeUndefined();
  await expect(client.getGroupMember('team-lunch', 'no-such-user')).resolves.toBeUndefined();
  const unknownGroup = await catchError(client.getGroupMember('no-such-group', 'cometchat-uid-1'));
  expect(unknownGroup).toMatchObject({ status: 404, code: 'ERR_GUID_NOT_FOUND' });
});
