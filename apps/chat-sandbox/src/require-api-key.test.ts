import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from 'vitest';

import { createSandboxApp } from './create-sandbox-app.js';
import { readResponseJson } from './testing/read-response-json.js';

async function createApp(apiKey: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-api-key-'));
  return createSandboxApp({ dataDir, apiKey });
}

test.each(['sandbox-ke', 'sandbox-keyy', 'SANDBOX-KEY', 'sandbox-key\u00a0'])(
  'refuses the apiKey %j, which is not exactly the sandbox key',
  async (given) => {
    const app = await createApp('sandbox-key');
    const response = await app.request('/v3/users', { headers: { apiKey: given } });
    expect(response.status).toBe(401);
    expect((await readResponseJson(response)).error.code).toBe('AUTH_ERR_APIKEY_NOT_FOUND');
  },
);

test.each([' sandbox-key', 'sandbox-key ', 'sandbox-key\t', 'sandbox\nkey', 'key-✓'])(
  'refuses to start with the apiKey %j, which HTTP would change or cannot carry',
  async (apiKey) => {
    // HTTP drops spaces around a header value before the sandbox sees it, so such a key would let
    // "sandbox-key" in while never matching what a client sends.
    await expect(createApp(apiKey)).rejects.toThrow(/apiKey/);
  },
);
