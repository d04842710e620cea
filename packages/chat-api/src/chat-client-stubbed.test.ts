import type { ElementTypeDefinition } from '@chatforms/core';
import { createElementRegistry } from '@chatforms/core';
import { feedbackMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';
import { z } from 'zod';

import { ChatApiError } from './chat-api-error.js';
import { createChatClient } from './chat-client.js';
import type { ChatMessageToSend } from './chat-message-to-send.js';

function stubFetch(answer: () => Response, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return answer();
  };
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

const usersPage = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 0 } },
};

test('builds the regional base URL and sends the apiKey, User-Agent and query', async () => {
  const seen: Request[] = [];
  const client = createChatClient({
    appId: 'abc123',
    region: 'eu',
    apiKey: 'secret-key',
    domain: 'chat.example',
    userAgent: 'my-bot/1.0',
    fetch: stubFetch(() => Response.json(usersPage), seen),
  });
  expect(client.baseUrl).toBe('https://abc123.api-eu.chat.example/v3');
  await client.listUsers({ searchKey: 'ann', perPage: 10, page: 2, status: 'available' });
  const [request] = seen;
  expect(request?.url).toBe(
    'https://abc123.api-eu.chat.example/v3/users?searchKey=ann&perPage=10&page=2&status=available',
  );
  expect(request?.headers.get('apiKey')).toBe('secret-key');
  expect(request?.headers.get('User-Agent')).toBe('my-bot/1.0');
});

test('sends the validated message as JSON with the onBehalfOf header', async () => {
  const seen: Request[] = [];
  const stored = { ...feedbackMessage, id: '7', conversationId: 'c', sender: 'bot', sentAt: 1 };
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: stored }), seen),
  });
  await client.sendMessage(feedbackMessage, { onBehalfOf: 'bot' });
  const [request] = seen;
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe('https://abc.api-us.cometchat.io/v3/messages');
  expect(request?.headers.get('onBehalfOf')).toBe('bot');
  expect(request?.headers.get('Content-Type')).toBe('application/json');
  expect(await request?.json()).toMatchObject({
    receiver: 'cometchat-uid-4',
    category: 'interactive',
    type: 'form',
  });
});

test('maps a non-JSON error answer to ERR_HTTP_<status> with the body in details', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    ),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({
    status: 502,
    code: 'ERR_HTTP_502',
    details: { body: '<html>Bad gateway</html>' },
  });
});

test('reads retryAfterSeconds from Retry-After on a 429', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() =>
      Response.json(
        { error: { code: 'ERR_TOO_MANY_REQUESTS', message: 'Slow down' } },
        { status: 429, headers: { 'Retry-After': '12' } },
      ),
    ),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({
    status: 429,
    code: 'ERR_TOO_MANY_REQUESTS',
    message: 'Slow down',
    retryAfterSeconds: 12,
  });
});

test('falls back to the reset header for retryAfterSeconds when Retry-After is absent', async () => {
  const resetAt = Math.ceil(Date.now() / 1000) + 30;
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(
      () => new Response('', { status: 429, headers: { 'X-RateLimit-Reset': String(resetAt) } }),
    ),
  });
  const error = await catchError(client.listUsers());
  expect(error.code).toBe('ERR_TOO_MANY_REQUESTS');
  expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(29);
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(31);
});

test('rejects an answer of an unexpected shape with ERR_UNEXPECTED_RESPONSE', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ users: [] })),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({ status: 200, code: 'ERR_UNEXPECTED_RESPONSE' });
  expect((error.details as { issues: { pointer: string }[] }).issues[0]?.pointer).toBe('/data');
});

test('rejects with ERR_TIMEOUT when an attempt takes longer than timeoutMs', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    timeoutMs: 20,
    fetch: (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({ status: 0, code: 'ERR_TIMEOUT' });
});

test('throws a TypeError at creation for a region outside us, eu and in', () => {
  expect(() => createChatClient({ appId: 'abc', region: 'ap' as 'us', apiKey: 'k' })).toThrow(
    TypeError,
  );
});

test('sends every documented query option of GET /users, tags comma-separated and roles repeated', async () => {
  const seen: Request[] = [];
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json(usersPage), seen),
  });
  await client.listUsers({
    searchKey: 'an',
    searchIn: ['name', 'uid'],
    status: 'offline',
    count: true,
    perPage: 1000,
    page: 3,
    role: 'default',
    roles: ['default', 'manager'],
    withTags: true,
    tags: ['vip', 'beta'],
    onlyDeactivated: false,
    withDeactivated: true,
  });
  const query = new URL(seen[0]?.url ?? '').searchParams;
  expect([...query]).toEqual([
    ['searchKey', 'an'],
    ['searchIn', 'name'],
    ['searchIn', 'uid'],
    ['status', 'offline'],
    ['count', 'true'],
    ['perPage', '1000'],
    ['page', '3'],
    ['role', 'default'],
    ['roles', 'default'],
    ['roles', 'manager'],
    ['withTags', 'true'],
    ['onlyDeactivated', 'false'],
    ['withDeactivated', 'true'],
    ['tags', 'vip,beta'],
  ]);
});

test('resolves markInteracted with the documented answer {success, message}', async () => {
  const seen: Request[] = [];
  const answer = { success: true, message: 'The message id 7 has been marked as interacted.' };
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: answer }), seen),
  });
  await expect(client.markInteracted('7', 'submit', { onBehalfOf: 'uid-2' })).resolves.toEqual(
    answer,
  );
  expect(seen[0]?.method).toBe('PATCH');
  expect(await seen[0]?.json()).toEqual({ interactions: ['submit'] });
});

test('reads one form message with GET /messages/{id}', async () => {
  const seen: Request[] = [];
  const stored = {
    ...feedbackMessage,
    id: 'a/7',
    conversationId: 'c',
    sender: 'bot',
    receiver: 'uid-2',
    receiverType: 'user',
    sentAt: 1,
  };
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: stored }), seen),
  });
  const message = await client.getMessage('a/7');
  expect(seen[0]?.method).toBe('GET');
  expect(seen[0]?.url).toBe('https://abc.api-us.cometchat.io/v3/messages/a%2F7');
  expect(message.id).toBe('a/7');
  expect(message.data.interactiveData.formFields).toEqual(
    feedbackMessage.data.interactiveData.formFields,
  );
});

test('reads a form written the way the docs write it only when asked to read it leniently', async () => {
  const written = {
    id: '8',
    conversationId: 'c',
    sender: 'bot',
    receiver: 'uid-2',
    receiverType: 'user',
    sentAt: 1,
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        title: 'Plant swap',
        formFields: [
          { elementType: 'textInput', elementId: '1', label: 'Plant', optional: 'false' },
        ],
        submitElement: {
          elementType: 'button',
          elementId: '1',
          buttonText: 'Send',
          action: { actionType: 'apiAction', url: 'https://example.org/swap' },
        },
      },
    },
  };
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: written })),
  });
  expect((await catchError(client.getMessage('8'))).code).toBe('ERR_UNEXPECTED_RESPONSE');
  const read = await client.getMessage('8', { mode: 'lenient' });
  expect(read.data.interactiveData.formFields[0]).toMatchObject({
    elementId: '1',
    optional: false,
  });
  expect(read.data.interactiveData.submitElement).toMatchObject({
    elementId: '1~2',
    writtenElementId: '1',
  });
});

test('reads a form with a plugin element type when given the registry it is registered on', async () => {
  const sliderElementType: ElementTypeDefinition = {
    type: 'slider',
    schema: z.looseObject({
      elementType: z.literal('slider'),
      elementId: z.string(),
      label: z.string(),
      max: z.int().min(2).max(10),
    }),
    input: { getDefaultValue: () => '', createValueSchema: () => z.string() },
    createStarter: (elementId) => ({
      elementType: 'slider',
      elementId,
      label: 'Pick a value',
      max: 5,
    }),
    createExample: () => ({ elementType: 'slider', elementId: 'stay', label: 'Stay', max: 5 }),
  };
  const slider = { elementType: 'slider', elementId: 'stay', label: 'Your stay', max: 5 };
  const written = {
    ...feedbackMessage,
    data: {
      ...feedbackMessage.data,
      interactiveData: { ...feedbackMessage.data.interactiveData, formFields: [slider] },
    },
    id: '9',
    conversationId: 'c',
    sender: 'bot',
    sentAt: 1,
  };
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: written })),
  });
  // Without the plugin the renderer's reading drops the unknown element, as it always has.
  const withoutPlugin = await client.getMessage('9', { mode: 'lenient' });
  expect(withoutPlugin.data.interactiveData.formFields).toEqual([]);
  const registry = createElementRegistry();
  registry.register(sliderElementType);
  const withPlugin = await client.getMessage('9', { mode: 'lenient', registry });
  expect(withPlugin.data.interactiveData.formFields).toEqual([slider]);
});

test('refuses a message read back that is not a form', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() =>
      Response.json({
        data: {
          id: '7',
          conversationId: 'c',
          sender: 'bot',
          receiver: 'uid-2',
          receiverType: 'user',
          sentAt: 1,
          category: 'message',
          type: 'text',
          data: { text: 'hi' },
        },
      }),
    ),
  });
  const error = await catchError(client.getMessage('7'));
  expect(error.code).toBe('ERR_UNEXPECTED_RESPONSE');
});

test('sends a text message and a custom message exactly as given, without onBehalfOf when none is given', async () => {
  const seen: Request[] = [];
  const text: ChatMessageToSend = {
    receiver: 'uid-2',
    receiverType: 'user',
    category: 'message',
    type: 'text',
    data: { text: 'Hello', metadata: { source: 'bot' } },
  };
  const custom: ChatMessageToSend = {
    receiver: 'team',
    receiverType: 'group',
    category: 'custom',
    type: 'location',
    data: { customData: { latitude: 1.5, longitude: 2.5 } },
    tags: ['map'],
  };
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      const body = (await request.json()) as object;
      return Response.json({
        data: { ...body, id: '9', conversationId: 'c', sender: 'app_system', sentAt: 1 },
      });
    },
  });
  const sentText = await client.sendMessage(text);
  await client.sendMessage(custom, { onBehalfOf: 'uid-1' });
  expect(sentText).toMatchObject({ id: '9', category: 'message', data: { text: 'Hello' } });
  expect(await seen[0]?.json()).toEqual(text);
  expect(seen[0]?.headers.has('onBehalfOf')).toBe(false);
  expect(await seen[1]?.json()).toEqual(custom);
  expect(seen[1]?.headers.get('onBehalfOf')).toBe('uid-1');
});

test('refuses a text message of an undocumented type before sending anything', async () => {
  const seen: Request[] = [];
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({}), seen),
  });
  const error = await catchError(
    client.sendMessage({
      receiver: 'uid-2',
      receiverType: 'user',
      category: 'message',
      type: 'sticker' as 'text',
      data: {},
    }),
  );
  expect(error).toMatchObject({ status: 0, code: 'ERR_INVALID_MESSAGE_DATA' });
  expect(seen).toHaveLength(0);
});
