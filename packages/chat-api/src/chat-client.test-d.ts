import type { FormMessageInput } from '@chatforms/core';
import { expectTypeOf, test } from 'vitest';
import type { ChatApiError } from './chat-api-error.js';
import type { ChatClient } from './chat-client.js';
import type { SentMessage } from './chat-records.js';

test('types the chat client methods', () => {
  expectTypeOf<ChatClient['sendMessage']>().parameter(0).toEqualTypeOf<FormMessageInput>();
  expectTypeOf<ChatClient['sendMessage']>().returns.resolves.toEqualTypeOf<SentMessage>();
  expectTypeOf<SentMessage['id']>().toEqualTypeOf<string>();
  expectTypeOf<ChatClient['listUsers']>().returns.resolves.toHaveProperty('pagination');
  expectTypeOf<ChatApiError['retryAfterSeconds']>().toEqualTypeOf<number | undefined>();
});
