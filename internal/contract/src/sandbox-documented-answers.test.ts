import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { errorEnvelopeSchema } from '@chatforms/chat-api';
import type { RunningSandbox } from '@chatforms/chat-sandbox';
import { defaultSandboxUsers, startSandbox } from '@chatforms/chat-sandbox';
import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { z } from 'zod';

import {
  documentedAddGroupMembersAnswerSchema,
  documentedAddGroupMembersRequestSchema,
  documentedDeleteMessageAnswerSchema,
  documentedDeleteMessageRequestSchema,
  documentedGroupAnswerSchema,
  documentedGroupForUserAnswerSchema,
  documentedInteractedAnswerSchema,
  documentedKickGroupMemberAnswerSchema,
  documentedListGroupMembersAnswerSchema,
  documentedListGroupMembersQuerySchema,
  documentedListMessagesQuerySchema,
  documentedListUsersAnswerSchema,
  documentedMessageAnswerSchema,
  documentedMessageListAnswerSchema,
  documentedSendBotMessageRequestSchema,
  documentedUserAnswerSchema,
} from './documented/chat-api-schemas.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'contract-documented-')),
    apiKey: 'contract-key',
  });
});

afterAll(async () => {
  await sandbox.close();
});

async function call(
  path: string,
  init: { method?: string; body?: unknown; onBehalfOf?: string } = {},
) {
  const headers: Record<string, string> = { apiKey: 'contract-key' };
  if (init.onBehalfOf) headers.onBehalfOf = init.onBehalfOf;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${sandbox.url}/v3${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown;
}

function expectDocumented(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

const textMessage = {
  receiver: 'cometchat-uid-2',
  receiverType: 'user',
  category: 'message',
  type: 'text',
  data: { text: 'Hello' },
};
const customMessage = {
  receiver: 'team-lunch',
  receiverType: 'group',
  category: 'custom',
  type: 'location',
  data: { customData: { latitude: 1 } },
};

test('answers sends of forms, text and custom messages, with or without onBehalfOf, as documented', async () => {
  for (const [body, onBehalfOf] of [
    [feedbackMessage, 'cometchat-uid-1'],
    [textMessage, 'cometchat-uid-1'],
    [customMessage, undefined],
  ] as const) {
    expectDocumented(
      documentedMessageAnswerSchema,
      await call('/messages', { method: 'POST', body, onBehalfOf }),
    );
  }
});

test('answers message reads, lists, threads and interactions as documented', async () => {
  const sent = (await call('/messages', {
    method: 'POST',
    body: feedbackMessage,
    onBehalfOf: 'cometchat-uid-1',
  })) as { data: { id: string } };
  const { id } = sent.data;
  expectDocumented(documentedMessageAnswerSchema, await call(`/messages/${id}`));
  expectDocumented(documentedMessageListAnswerSchema, await call('/messages?limit=2'));
  expectDocumented(
    documentedMessageListAnswerSchema,
    await call(`/messages?affix=prepend&id=${id}&category=message&receiverType=user`),
  );
  expectDocumented(
    documentedMessageAnswerSchema,
    await call(`/messages/${id}/thread`, {
      method: 'POST',
      body: textMessage,
      onBehalfOf: 'cometchat-uid-4',
    }),
  );
  expectDocumented(documentedMessageListAnswerSchema, await call(`/messages/${id}/thread`));
  expectDocumented(
    documentedInteractedAnswerSchema,
    await call(`/messages/${id}/interacted`, {
      method: 'PATCH',
      body: { interactions: ['sendFeedback'] },
      onBehalfOf: 'cometchat-uid-4',
    }),
  );
});

test('answers user lists with the documented query options as documented', async () => {
  expectDocumented(documentedListUsersAnswerSchema, await call('/users'));
  expectDocumented(
    documentedListUsersAnswerSchema,
    await call(
      '/users?searchKey=co&searchIn=uid&perPage=1000&roles=default&withTags=true&tags=a,b&withDeactivated=true',
    ),
  );
});

test('answers a group, and a group read on behalf of a member or a non-member, as documented', async () => {
  expectDocumented(documentedGroupAnswerSchema, await call('/groups/team-lunch'));
  for (const onBehalfOf of ['cometchat-uid-1', 'cometchat-uid-2']) {
    expectDocumented(
      documentedGroupForUserAnswerSchema,
      await call('/groups/team-lunch', { onBehalfOf }),
    );
  }
});

test('answers member lists with the documented query options as documented', async () => {
  const query = { perPage: '2', page: '2', status: 'offline', scopes: 'participant,admin' };
  documentedListGroupMembersQuerySchema.parse(query);
  expectDocumented(
    documentedListGroupMembersAnswerSchema,
    await call('/groups/team-lunch/members'),
  );
  expectDocumented(
    documentedListGroupMembersAnswerSchema,
    await call(`/groups/team-lunch/members?${new URLSearchParams(query)}`),
  );
});

test('answers kicks and adds with documented bodies as documented, and the kick holds', async () => {
  expectDocumented(
    documentedKickGroupMemberAnswerSchema,
    await call('/groups/team-lunch/members/cometchat-uid-5', { method: 'DELETE' }),
  );
  const kicked = (await call('/groups/team-lunch', { onBehalfOf: 'cometchat-uid-5' })) as {
    data: { hasJoined: boolean };
  };
  expect(kicked.data.hasJoined).toBe(false);
  const body = documentedAddGroupMembersRequestSchema.parse({
    moderators: ['cometchat-uid-5'],
    usersToBan: ['cometchat-uid-3'],
  });
  expectDocumented(
    documentedAddGroupMembersAnswerSchema,
    await call('/groups/team-lunch/members', { method: 'POST', body }),
  );
});

test('answers an unknown group with 404 and the error guide code ERR_GUID_NOT_FOUND in the envelope', async () => {
  for (const [path, method] of [
    ['/groups/no-such-group', 'GET'],
    ['/groups/no-such-group/members', 'GET'],
    ['/groups/no-such-group/members/cometchat-uid-1', 'DELETE'],
  ] as const) {
    const response = await fetch(`${sandbox.url}/v3${path}`, {
      method,
      headers: { apiKey: 'contract-key' },
    });
    expect(response.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('ERR_GUID_NOT_FOUND');
  }
});

test('answers message lists filtered with the documented query options, deleted and action messages included, as documented', async () => {
  const sent = (await call('/messages', {
    method: 'POST',
    body: { ...textMessage, tags: ['contract'] },
    onBehalfOf: 'cometchat-uid-1',
  })) as { data: { id: string; sentAt: number } };
  await call(`/messages/${sent.data.id}/thread`, {
    method: 'POST',
    body: textMessage,
    onBehalfOf: 'cometchat-uid-2',
  });
  const parent = (await call(`/messages/${sent.data.id}`)) as { data: { replyCount?: number } };
  expect(parent.data.replyCount).toBe(1);
  const query = {
    limit: '100',
    searchKey: 'hel',
    hideReplies: 'true',
    withTags: 'true',
    tags: 'contract,other',
    categories: 'message,custom',
    fromTimestamp: String(sent.data.sentAt),
    toTimestamp: String(sent.data.sentAt + 60),
    hideMessagesFromBlockedUsers: 'true',
    count: 'false',
  };
  documentedListMessagesQuerySchema.parse(query);
  const listed = await call(`/messages?${new URLSearchParams(query)}`);
  expectDocumented(documentedMessageListAnswerSchema, listed);
  expect((listed as { data: { id: string }[] }).data.map((message) => message.id)).toEqual([
    sent.data.id,
  ]);
  const body = documentedDeleteMessageRequestSchema.parse({ permanent: false });
  const deleted = await call(`/messages/${sent.data.id}`, {
    method: 'DELETE',
    body,
    onBehalfOf: 'cometchat-uid-1',
  });
  expectDocumented(documentedDeleteMessageAnswerSchema, deleted);
  expect(deleted).toMatchObject({
    data: {
      data: { action: 'deleted', entities: { on: { entity: { deletedBy: 'cometchat-uid-1' } } } },
    },
  });
  expectDocumented(documentedMessageListAnswerSchema, await call('/messages?limit=1000'));
  expectDocumented(documentedMessageListAnswerSchema, await call('/messages?onlyDeleted=true'));
  expectDocumented(documentedMessageListAnswerSchema, await call('/messages?category=action'));
});

test('refuses the documented list options it cannot honour with the error envelope', async () => {
  const query = { unread: 'true', count: 'true' };
  documentedListMessagesQuerySchema.parse(query);
  const response = await fetch(`${sandbox.url}/v3/messages?${new URLSearchParams(query)}`, {
    headers: { apiKey: 'contract-key' },
  });
  expect(response.status).toBe(400);
  expect(errorEnvelopeSchema.parse(await response.json()).error.code).toBe('ERR_UNSUPPORTED_QUERY');
});

test('answers users, one user, and users read on behalf of a user, with the documented cursor and fields', async () => {
  const list = await call('/users', { onBehalfOf: 'cometchat-uid-4' });
  expectDocumented(documentedListUsersAnswerSchema, list);
  expect(list).toMatchObject({ cursor: { affix: 'prepend' } });
  expect((list as { data: unknown[] }).data[0]).toMatchObject({
    uid: 'cometchat-uid-1',
    conversationId: 'cometchat-uid-1_user_cometchat-uid-4',
  });
  expectDocumented(documentedUserAnswerSchema, await call('/users/cometchat-uid-1'));
  expectDocumented(
    documentedUserAnswerSchema,
    await call('/users/cometchat-uid-1', { onBehalfOf: 'cometchat-uid-2' }),
  );
});

test('answers a message sent by a bot with a documented body as documented', async () => {
  const withBot = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'contract-documented-bot-')),
    apiKey: 'contract-key',
    users: [...defaultSandboxUsers, { uid: 'support-bot', name: 'Support', bot: true }],
  });
  try {
    for (const message of [
      textMessage,
      { ...customMessage, receiver: 'cometchat-uid-3', receiverType: 'user' },
    ]) {
      const body = documentedSendBotMessageRequestSchema.parse(message);
      const response = await fetch(`${withBot.url}/v3/bots/support-bot/messages`, {
        method: 'POST',
        headers: { apiKey: 'contract-key', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      const answer = await response.json();
      expectDocumented(documentedMessageAnswerSchema, answer);
      expect(answer).toMatchObject({ data: { sender: 'support-bot' } });
    }
  } finally {
    await withBot.close();
  }
});
