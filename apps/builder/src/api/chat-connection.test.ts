import { expect, test } from 'vitest';
import { defaultChatConnection, describeBaseUrl, toProxyHeaders } from './chat-connection.js';

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
