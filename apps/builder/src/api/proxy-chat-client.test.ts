import { feedbackMessage } from '@chatforms/fixtures';
import { afterEach, expect, test, vi } from 'vitest';

import { defaultChatConnection } from './chat-connection.js';
import { searchUsersThroughProxy, sendMessageThroughProxy } from './proxy-chat-client.js';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

test('calls the chat API at the builder’s own /api/chat with the chat API’s own headers', async () => {
  const fetchMock = stubFetch(() => Response.json({ error: { code: 'ERR_X', message: 'No.' } }));
  const connection = {
    ...defaultChatConnection,
    mode: 'app' as const,
    appId: 'abc123',
    region: 'eu' as const,
    apiKey: 'secret-key',
  };

  await searchUsersThroughProxy(connection, 'geo', 8);

  const [input, init] = fetchMock.mock.calls[0] ?? [];
  const url = new URL(String(input));
  expect(url.origin).toBe(globalThis.location.origin);
  expect(url.pathname + url.search).toBe('/api/chat/users?searchKey=geo&perPage=8');
  const headers = new Headers(init?.headers);
  expect(headers.get('apiKey')).toBe('secret-key');
  expect(headers.get('x-chat-app-id')).toBe('abc123');
  expect(headers.get('x-chat-region')).toBe('eu');
});

test('an error answer without the envelope carries the chat-api client’s code', async () => {
  stubFetch(
    () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
  );

  await expect(searchUsersThroughProxy(defaultChatConnection, '', 8)).resolves.toEqual({
    ok: false,
    status: 502,
    code: 'ERR_HTTP_502',
    message: 'The chat API answered 502 Bad Gateway.',
    details: { body: '<html>Bad gateway</html>' },
  });
});

test('an error answer in the envelope keeps its code, message and details', async () => {
  const body = {
    error: { code: 'ERR_UID_NOT_FOUND', message: 'No such uid.', details: { uid: 'x' } },
  };
  stubFetch(() => Response.json(body, { status: 404 }));

  await expect(
    sendMessageThroughProxy(defaultChatConnection, { ...feedbackMessage, receiver: 'x' }),
  ).resolves.toEqual({
    ok: false,
    status: 404,
    code: 'ERR_UID_NOT_FOUND',
    message: 'No such uid.',
    details: { uid: 'x' },
  });
});

test('a sent message comes back with the HTTP status the proxy answered', async () => {
  const stored = {
    ...feedbackMessage,
    id: '1042',
    conversationId: 'cometchat-uid-1_user_cometchat-uid-4',
    sender: 'cometchat-uid-1',
    sentAt: 1_700_000_000,
  };
  const fetchMock = stubFetch(() => Response.json({ data: stored }, { status: 200 }));

  const answer = await sendMessageThroughProxy(defaultChatConnection, feedbackMessage);

  expect(answer).toMatchObject({ ok: true, status: 200, data: { id: '1042' } });
  const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
  expect(headers.get('onBehalfOf')).toBe('cometchat-uid-1');
  expect(headers.has('x-chat-app-id')).toBe(false);
});

test('a proxy that cannot be reached is ERR_NETWORK with no status', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

  await expect(searchUsersThroughProxy(defaultChatConnection, '', 8)).resolves.toMatchObject({
    ok: false,
    status: 0,
    code: 'ERR_NETWORK',
  });
});
