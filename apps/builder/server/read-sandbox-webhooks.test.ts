// @vitest-environment node
import { expect, test } from 'vitest';

import { readSandboxWebhooks } from './read-sandbox-webhooks.js';

test('reads comma-separated webhook URLs with their Basic-auth user and password', () => {
  const env = {
    CHATFORMS_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:4000/hook, https://hooks.example.com/in',
    CHATFORMS_SANDBOX_WEBHOOK_USERNAME: 'ada',
    CHATFORMS_SANDBOX_WEBHOOK_PASSWORD: 's3cret',
  };

  expect(readSandboxWebhooks(env)).toEqual([
    { url: 'http://127.0.0.1:4000/hook', username: 'ada', password: 's3cret' },
    { url: 'https://hooks.example.com/in', username: 'ada', password: 's3cret' },
  ]);
});

test('no variable, or an empty one, means no webhooks', () => {
  expect(readSandboxWebhooks({})).toEqual([]);
  expect(readSandboxWebhooks({ CHATFORMS_SANDBOX_WEBHOOK_URL: ' ' })).toEqual([]);
});

test('refuses a URL that is not http(s), naming it', () => {
  expect(() => readSandboxWebhooks({ CHATFORMS_SANDBOX_WEBHOOK_URL: 'ftp://x/hook' })).toThrow(
    'CHATFORMS_SANDBOX_WEBHOOK_URL: "ftp://x/hook" is not an http(s) URL.',
  );
  expect(() => readSandboxWebhooks({ CHATFORMS_SANDBOX_WEBHOOK_URL: 'hook' })).toThrow(/"hook"/);
});
