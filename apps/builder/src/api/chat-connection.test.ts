import { expect, test } from 'vitest';

import { defaultChatConnection, describeBaseUrl, toProxyHeaders } from './chat-connection.js';

test('the embedded sandbox needs no target header for the proxy', () => {
  expect(toProxyHeaders(defaultChatConnection)).toEqual({});
});

test('an app connection names its app and region for the proxy, never its key', () => {
  const connection = {
    ...defaultChatConnection,
    mode: 'app' as const,
    appId: 'abc',
    region: 'eu' as const,
    apiKey: 'k',
  };
  expect(toProxyHeaders(connection)).toEqual({ 'x-chat-app-id': 'abc', 'x-chat-region': 'eu' });
  expect(describeBaseUrl(connection, 'http://x')).toBe('https://abc.api-eu.cometchat.io/v3');
});

test('a base URL connection names its base URL for the proxy', () => {
  const connection = {
    ...defaultChatConnection,
    mode: 'baseUrl' as const,
    baseUrl: 'http://127.0.0.1:4010/v3',
  };
  expect(toProxyHeaders(connection)).toEqual({ 'x-chat-base-url': 'http://127.0.0.1:4010/v3' });
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
