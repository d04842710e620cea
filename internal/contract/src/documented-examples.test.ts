import { createChatClient, createManagementClient } from '@chatforms/chat-api';
import { expect, test } from 'vitest';

import {
  documentedInteractedAnswerSchema,
  documentedListUsersAnswerSchema,
  documentedMessageAnswerSchema,
  documentedMessageListAnswerSchema,
} from './documented/chat-api-schemas.js';
import {
  createAppExample,
  getMessageExample,
  listMessagesExample,
  listThreadMessagesExample,
  listUsersExample,
  markInteractedExample,
  sendMessageExample,
  sendThreadMessageExample,
} from './documented/documented-examples.js';
import { documentedCreateAppAnswerSchema } from './documented/management-api-schemas.js';

function answerWith(body: unknown): typeof fetch {
  return async () => Response.json(body);
}

function createClient(body: unknown) {
  return createChatClient({ appId: 'app', region: 'us', apiKey: 'k', fetch: answerWith(body) });
}

test('the transcribed schemas accept every documented example answer', () => {
  expect(documentedMessageAnswerSchema.safeParse(sendMessageExample).success).toBe(true);
  expect(documentedMessageAnswerSchema.safeParse(getMessageExample).success).toBe(true);
  expect(documentedMessageAnswerSchema.safeParse(sendThreadMessageExample).success).toBe(true);
  expect(documentedMessageListAnswerSchema.safeParse(listMessagesExample).success).toBe(true);
  expect(documentedMessageListAnswerSchema.safeParse(listThreadMessagesExample).success).toBe(true);
  expect(documentedInteractedAnswerSchema.safeParse(markInteractedExample).success).toBe(true);
  expect(documentedListUsersAnswerSchema.safeParse(listUsersExample).success).toBe(true);
  expect(documentedCreateAppAnswerSchema.safeParse(createAppExample).success).toBe(true);
});

test('sendMessage reads the documented send answer', async () => {
  const sent = await createClient(sendMessageExample).sendMessage({
    receiver: 'superhero5',
    receiverType: 'user',
    category: 'message',
    type: 'text',
    data: { text: 'test     hello' },
  });
  expect(sent).toEqual(sendMessageExample.data);
});

test('markInteracted reads the documented interacted answer', async () => {
  const answer = await createClient(markInteractedExample).markInteracted('7', 'submit', {
    onBehalfOf: 'superhero1',
  });
  expect(answer).toEqual(markInteractedExample.data);
});

test('listUsers reads the documented users answer', async () => {
  const { users, pagination } = await createClient(listUsersExample).listUsers();
  expect(users.map((user) => user.uid)).toEqual([
    'cometchat-uid-6',
    'cometchat-uid-2',
    'cometchat-uid-3',
  ]);
  expect(pagination).toEqual({ total: 0, count: 5, perPage: 100, currentPage: 1, totalPages: 1 });
});

test('createApp reads the documented app, id included', async () => {
  const management = createManagementClient({
    key: 'key',
    secret: 'secret',
    baseUrl: 'https://management.example',
    fetch: answerWith(createAppExample),
  });
  const app = await management.createApp({ name: '<App Name>', region: 'us' });
  expect(app).toEqual(createAppExample.data);
  expect(app.id).toBe('<APP_ID>');
});
