import { createChatClient, createManagementClient } from '@chatforms/chat-api';
import { expect, test } from 'vitest';

import {
  documentedAddGroupMembersAnswerSchema,
  documentedDeleteMessageAnswerSchema,
  documentedGroupAnswerSchema,
  documentedGroupForUserAnswerSchema,
  documentedInteractedAnswerSchema,
  documentedKickGroupMemberAnswerSchema,
  documentedListGroupMembersAnswerSchema,
  documentedListUsersAnswerSchema,
  documentedMessageAnswerSchema,
  documentedMessageListAnswerSchema,
  documentedUserAnswerSchema,
} from './documented/chat-api-schemas.js';
import {
  addGroupMembersExample,
  createAppExample,
  deleteMessageExample,
  getGroupExample,
  getMessageExample,
  getUserExample,
  kickGroupMemberExample,
  listGroupMembersExample,
  listMessagesExample,
  listThreadMessagesExample,
  listUsersExample,
  markInteractedExample,
  sendBotMessageExample,
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
  expect(documentedGroupAnswerSchema.safeParse(getGroupExample).success).toBe(true);
  expect(documentedGroupForUserAnswerSchema.safeParse(getGroupExample).success).toBe(true);
  expect(documentedListGroupMembersAnswerSchema.safeParse(listGroupMembersExample).success).toBe(
    true,
  );
  expect(documentedAddGroupMembersAnswerSchema.safeParse(addGroupMembersExample).success).toBe(
    true,
  );
  expect(documentedKickGroupMemberAnswerSchema.safeParse(kickGroupMemberExample).success).toBe(
    true,
  );
  expect(documentedUserAnswerSchema.safeParse(getUserExample).success).toBe(true);
  expect(documentedMessageAnswerSchema.safeParse(sendBotMessageExample).success).toBe(true);
  expect(documentedDeleteMessageAnswerSchema.safeParse(deleteMessageExample).success).toBe(true);
});

test('the message list schema accepts the documented delete action among listed messages', () => {
  const list = {
    ...listMessagesExample,
    data: [...listMessagesExample.data, deleteMessageExample.data],
  };
  expect(documentedMessageListAnswerSchema.safeParse(list).success).toBe(true);
  const { entities: _entities, ...withoutEntities } = deleteMessageExample.data.data;
  const broken = { ...deleteMessageExample.data, data: withoutEntities };
  expect(documentedMessageListAnswerSchema.safeParse({ ...list, data: [broken] }).success).toBe(
    false,
  );
});

test('the group-for-user schema refuses a member answer without its scope', () => {
  const { scope: _scope, ...withoutScope } = getGroupExample.data;
  expect(documentedGroupAnswerSchema.safeParse({ data: withoutScope }).success).toBe(true);
  expect(documentedGroupForUserAnswerSchema.safeParse({ data: withoutScope }).success).toBe(false);
});

test('getGroupMember reads the documented group answer as a member with its scope and joinedAt', async () => {
  const member = await createClient(getGroupExample).getGroupMember(
    'project-group',
    'cometchat-uid-4',
  );
  expect(member).toEqual({ uid: 'cometchat-uid-4', scope: 'admin', joinedAt: 1638440784 });
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
