import type { FormMessageInput } from '@chatforms/core';
import { expectTypeOf, test } from 'vitest';

import type { ChatApiError } from './chat-api-error.js';
import type { ChatClient, SendMessageOptions } from './chat-client.js';
import type { ChatMessageToSend } from './chat-message-to-send.js';
import type {
  GroupMember,
  InteractedAnswer,
  SentChatMessage,
  SentMessage,
} from './chat-records.js';

test('types the chat client methods', () => {
  const client = {} as ChatClient;
  expectTypeOf(client.sendMessage({} as FormMessageInput)).resolves.toEqualTypeOf<SentMessage>();
  expectTypeOf(
    client.sendMessage({} as ChatMessageToSend),
  ).resolves.toEqualTypeOf<SentChatMessage>();
  expectTypeOf<ChatClient['markInteracted']>().returns.resolves.toEqualTypeOf<InteractedAnswer>();
  expectTypeOf<SentMessage['id']>().toEqualTypeOf<string>();
  expectTypeOf<ChatClient['listUsers']>().returns.resolves.toHaveProperty('pagination');
  expectTypeOf<ChatApiError['retryAfterSeconds']>().toEqualTypeOf<number | undefined>();
});

test('takes the action names a form is sent with as the spec or the kits name them', () => {
  expectTypeOf<SendMessageOptions['actionNames']>().toEqualTypeOf<'spec' | 'kit' | undefined>();
});

test('types a group member read as a member or undefined', () => {
  expectTypeOf<ChatClient['getGroupMember']>().returns.resolves.toEqualTypeOf<
    GroupMember | undefined
  >();
  expectTypeOf<GroupMember>().toEqualTypeOf<{ uid: string; scope: string; joinedAt?: number }>();
});
