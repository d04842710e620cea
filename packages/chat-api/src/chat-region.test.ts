import { expect, test } from 'vitest';

import { buildChatBaseUrl, chatRegions, defaultChatServiceDomain } from './chat-region.js';

test('builds https://<appId>.api-<region>.<domain>/v3 for each region', () => {
  for (const region of ['us', 'eu', 'in'] as const) {
    expect(buildChatBaseUrl({ appId: '2512abc', region })).toBe(
      `https://2512abc.api-${region}.${defaultChatServiceDomain}/v3`,
    );
  }
});

test('uses a configured domain', () => {
  expect(buildChatBaseUrl({ appId: 'app', region: 'in', domain: 'chat.internal' })).toBe(
    'https://app.api-in.chat.internal/v3',
  );
});

test('refuses an appId that cannot be part of a host name', () => {
  expect(() => buildChatBaseUrl({ appId: 'evil.example/x', region: 'us' })).toThrow(TypeError);
});

test('lists every region a base URL can be built for', () => {
  expect(chatRegions).toEqual(['us', 'eu', 'in']);
  for (const region of chatRegions) {
    expect(buildChatBaseUrl({ appId: 'abc', region })).toBe(
      `https://abc.api-${region}.cometchat.io/v3`,
    );
  }
});
