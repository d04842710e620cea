import { expect, test } from 'vitest';

import { readSendSettings, sandboxBaseUrl } from './read-send-settings.js';

test('with only a key, send goes to the local sandbox', () => {
  expect(readSendSettings({}, { CHATFORMS_API_KEY: 'k' })).toMatchObject({
    baseUrl: sandboxBaseUrl,
    apiKey: 'k',
    region: 'us',
  });
  expect(sandboxBaseUrl).toBe('http://127.0.0.1:4010/v3');
});

test('an app id and region from the environment build the app’s base URL', () => {
  const settings = readSendSettings(
    {},
    { CHATFORMS_API_KEY: 'k', CHATFORMS_APP_ID: 'abc123', CHATFORMS_REGION: 'eu' },
  );
  expect(settings).toMatchObject({
    appId: 'abc123',
    baseUrl: 'https://abc123.api-eu.cometchat.io/v3',
  });
});

test('flags win over the environment, and a base URL wins over the app id', () => {
  const settings = readSendSettings(
    { apiKey: 'flag-key', baseUrl: 'https://chat.example.com/v3/', receiver: 'uid-9' },
    { CHATFORMS_API_KEY: 'env-key', CHATFORMS_APP_ID: 'abc', CHATFORMS_RECEIVER: 'uid-1' },
  );
  expect(settings).toMatchObject({
    apiKey: 'flag-key',
    baseUrl: 'https://chat.example.com/v3',
    receiver: 'uid-9',
  });
});

test('an app id that cannot be a host name is a usage error', () => {
  expect(() => readSendSettings({ appId: 'a.b' }, { CHATFORMS_API_KEY: 'k' })).toThrow(
    '--app-id: appId "a.b" cannot be part of a host name.',
  );
});
