import { afterEach, expect, test, vi } from 'vitest';
import {
  callChatApi,
  defaultChatConnection,
  describeBaseUrl,
  toProxyHeaders,
} from './chat-connection.js';

afterEach(() => vi.unstubAllGlobals());

test('the embedded sandbox sends only the sender to the proxy', () => {
  expect(toProxyHeaders(defaultChatConnection)).toEqual({
    'x-chat-on-behalf-of': 'cometchat-uid-1',
  });
});

test('an app connection names its app, region and key for the proxy', () => {
  const connection = {
    ...defaultChatConnection,
    mode: 'app' as const,
    appId: 'abc',
    region: 'eu' as const,
    apiKey: 'k',
  };
  expect(toProxyHeaders(connection)).toMatchObject({
    'x-chat-app-id': 'abc',
    'x-chat-region': 'eu',
    'x-chat-api-key': 'k',
  });
  expect(describeBaseUrl(connection, 'http://x')).toBe('https://abc.api-eu.cometchat.io/v3');
});

test('an app connection without a usable app id shows the placeholder in its base URL', () => {
  const connection = { ...defaultChatConnection, mode: 'app' as const, region: 'in' as const };
  expect(describeBaseUrl({ ...connection, appId: '' }, '')).toBe(
    'https://APP-ID.api-in.cometchat.io/v3',
  );
  expect(describeBaseUrl({ ...connection, appId: 'evil.example/x' }, '')).toBe(
    'https://APP-ID.api-in.cometchat.io/v3',
  );
});

test('an error answer without the envelope carries the chat-api client’s code', async () => {
  const answer = new Response('<html>Bad gateway</html>', {
    status: 502,
    statusText: 'Bad Gateway',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );

  await expect(callChatApi(defaultChatConnection, '/users')).resolves.toEqual({
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status: 404 })),
  );

  await expect(callChatApi(defaultChatConnection, '/users')).resolves.toEqual({
    ok: false,
    status: 404,
    code: 'ERR_UID_NOT_FOUND',
    message: 'No such uid.',
    details: { uid: 'x' },
  });
});
