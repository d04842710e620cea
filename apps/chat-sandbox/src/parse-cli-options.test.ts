import { expect, test } from 'vitest';

import { parseCliOptions } from './parse-cli-options.js';

test('reads flags into start options with loopback defaults', () => {
  const request = parseCliOptions(
    ['--port', '5000', '--data-dir', '/tmp/x', '--rate-limit', '100'],
    {},
  );
  expect(request).toEqual({
    kind: 'start',
    options: expect.objectContaining({
      port: 5000,
      dataDir: '/tmp/x',
      rateLimit: { perUserPerMinute: 100 },
      hostname: undefined,
      webhook: undefined,
    }),
    plugins: [],
  });
});

test('reads each --plugin flag, or the comma-separated CHAT_SANDBOX_PLUGINS when none is given', () => {
  const fromFlags = parseCliOptions(['--plugin', './slider.mjs', '--plugin', 'my-types'], {
    CHAT_SANDBOX_PLUGINS: './ignored.mjs',
  });
  expect(fromFlags.kind === 'start' && fromFlags.plugins).toEqual(['./slider.mjs', 'my-types']);
  const fromEnv = parseCliOptions([], { CHAT_SANDBOX_PLUGINS: './slider.mjs, my-types' });
  expect(fromEnv.kind === 'start' && fromEnv.plugins).toEqual(['./slider.mjs', 'my-types']);
});

test('reads CHAT_SANDBOX_ variables, and flags win over them', () => {
  const request = parseCliOptions(['--api-key', 'from-flag'], {
    CHAT_SANDBOX_PORT: '0',
    CHAT_SANDBOX_API_KEY: 'from-env',
    CHAT_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9000/hook',
    CHAT_SANDBOX_WEBHOOK_USERNAME: 'hook',
    CHAT_SANDBOX_WEBHOOK_PASSWORD: 'secret',
  });
  expect(request.kind === 'start' && request.options).toMatchObject({
    port: 0,
    apiKey: 'from-flag',
    webhook: [{ url: 'http://127.0.0.1:9000/hook', username: 'hook', password: 'secret' }],
  });
});

test('reads several comma-separated webhook URLs, each with the same credentials', () => {
  const request = parseCliOptions(
    [
      '--webhook-url',
      'http://127.0.0.1:9000/a, http://127.0.0.1:9001/b',
      '--webhook-username',
      'hook',
    ],
    {},
  );
  expect(request.kind === 'start' && request.options.webhook).toEqual([
    { url: 'http://127.0.0.1:9000/a', username: 'hook', password: undefined },
    { url: 'http://127.0.0.1:9001/b', username: 'hook', password: undefined },
  ]);
});

test('refuses a webhook URL list with one that is not a URL', () => {
  expect(() => parseCliOptions(['--webhook-url', 'http://127.0.0.1:9000/a,nonsense'], {})).toThrow(
    /Invalid option/,
  );
});

test('defaults the port to 4010', () => {
  const request = parseCliOptions([], {});
  expect(request.kind === 'start' && request.options.port).toBe(4010);
});

test('throws a readable error for an invalid port', () => {
  expect(() => parseCliOptions(['--port', 'eighty'], {})).toThrow(/Invalid option:.*port/s);
});

test('throws for an unknown flag', () => {
  expect(() => parseCliOptions(['--colour'], {})).toThrow(/colour/);
});

test('answers --help with every flag and variable', () => {
  const request = parseCliOptions(['--help'], {});
  expect(request.kind).toBe('help');
  expect(request.kind === 'help' && request.text).toContain('--webhook-url');
  expect(request.kind === 'help' && request.text).toContain('CHAT_SANDBOX_DATA_DIR');
});

test('reads the origins allowed to read recorded submissions, comma-separated', () => {
  const request = parseCliOptions(
    ['--allowed-origins', 'http://127.0.0.1:5173, http://localhost:6006'],
    {},
  );
  expect(request.kind === 'start' && request.options.allowedOrigins).toEqual([
    'http://127.0.0.1:5173',
    'http://localhost:6006',
  ]);
  expect(parseCliOptions([], {})).toMatchObject({ options: { allowedOrigins: undefined } });
});

test('throws a readable error for an allowed origin that is not an origin', () => {
  expect(() => parseCliOptions(['--allowed-origins', 'http://a.example/path'], {})).toThrow(
    /Invalid option:.*allowed-origins/s,
  );
});
