import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage } from '@chatforms/fixtures';
import { Hono } from 'hono';
import { expect, test } from 'vitest';

import { createSandboxApp } from './create-sandbox-app.js';
import { readResponseJson } from './testing/read-response-json.js';

async function createMountedApp() {
  const parent = new Hono();
  parent.get('/', (context) => context.text('builder'));
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-mounted-'));
  parent.route('/sandbox-api', createSandboxApp({ dataDir, apiKey: 'key', bodyLimitBytes: 4096 }));
  return parent;
}

const headers = {
  apiKey: 'key',
  onBehalfOf: 'cometchat-uid-1',
  'Content-Type': 'application/json',
};

test('serves every route under a prefix when mounted with app.route', async () => {
  const app = await createMountedApp();
  const sent = await app.request('/sandbox-api/v3/messages', {
    method: 'POST',
    headers,
    body: JSON.stringify(feedbackMessage),
  });
  expect(sent.status).toBe(200);
  const { data } = await readResponseJson(sent);
  const interacted = await app.request(`/sandbox-api/v3/messages/${data.id}/interacted`, {
    method: 'PATCH',
    headers: { ...headers, onBehalfOf: 'cometchat-uid-4' },
    body: JSON.stringify({ interactions: ['sendFeedback'] }),
  });
  expect(interacted.status).toBe(200);
  expect((await app.request('/sandbox-api/v3/messages', { headers })).status).toBe(200);
  expect((await app.request('/sandbox-api/v3/users', { headers })).status).toBe(200);
  expect(
    (await app.request('/sandbox-api/sandbox/submissions/form', { method: 'POST', body: '{}' }))
      .status,
  ).toBe(200);
  expect(await (await app.request('/')).text()).toBe('builder');
});

test('answers errors with the envelope when mounted', async () => {
  const app = await createMountedApp();
  const unauthorised = await app.request('/sandbox-api/v3/users');
  expect(unauthorised.status).toBe(401);
  expect((await readResponseJson(unauthorised)).error.code).toBe('AUTH_ERR_EMPTY_APIKEY');
  const invalid = await app.request('/sandbox-api/v3/messages', {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(invalid.status).toBe(400);
  expect((await readResponseJson(invalid)).error.code).toBe('ERR_INVALID_MESSAGE_DATA');
  const tooLarge = await app.request('/sandbox-api/v3/messages', {
    method: 'POST',
    headers,
    body: 'x'.repeat(5000),
  });
  expect(tooLarge.status).toBe(413);
  expect((await readResponseJson(tooLarge)).error.code).toBe('ERR_PAYLOAD_TOO_LARGE');
  const unknown = await app.request('/sandbox-api/v3/nothing-here', { headers });
  expect(unknown.status).toBe(404);
  expect((await readResponseJson(unknown)).error.code).toBe('ERR_API_NOT_FOUND');
});

test('answers the envelope for an unknown route when served alone', async () => {
  const app = createSandboxApp({ dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-alone-')) });
  const response = await app.request('/elsewhere');
  expect(response.status).toBe(404);
  expect((await readResponseJson(response)).error).toEqual({
    code: 'ERR_API_NOT_FOUND',
    message: 'No route for GET /elsewhere.',
  });
});
