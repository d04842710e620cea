import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, expect, test } from 'vitest';

import { ChatApiError } from './chat-api-error.js';
import { createManagementClient } from './management-client.js';

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const received: ReceivedRequest[] = [];
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: JSON.parse(text),
    });
    const authorised =
      request.headers.key === 'account-key' && request.headers.secret === 'account-secret';
    response.writeHead(authorised ? 200 : 401, { 'Content-Type': 'application/json' });
    const body = authorised
      ? { data: { id: 'new-app-id', ...JSON.parse(text), plan: 'trial', createdAt: 1732200000 } }
      : { error: { code: 'AUTH_ERR_INVALID_SECRET', message: 'Wrong key or secret.' } };
    response.end(JSON.stringify(body));
  });
});
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('creates an app with POST /apps, the key and secret headers and the JSON body', async () => {
  const client = createManagementClient({ key: 'account-key', secret: 'account-secret', baseUrl });
  const app = await client.createApp({ name: 'Support', version: '1.0.0', region: 'eu' });
  expect(app).toEqual({
    id: 'new-app-id',
    name: 'Support',
    version: '1.0.0',
    region: 'eu',
    plan: 'trial',
    createdAt: 1732200000,
  });
  const request = received.at(-1);
  expect(request).toMatchObject({
    method: 'POST',
    url: '/apps',
    body: { name: 'Support', version: '1.0.0', region: 'eu' },
  });
  expect(request?.headers).toMatchObject({
    key: 'account-key',
    secret: 'account-secret',
    'content-type': 'application/json',
  });
});

test('leaves version out when it is not given, so the service applies its default "3"', async () => {
  const client = createManagementClient({ key: 'account-key', secret: 'account-secret', baseUrl });
  const app = await client.createApp({ name: 'Support', region: 'us', skipSampleData: true });
  expect(app.id).toBe('new-app-id');
  expect(received.at(-1)?.body).toEqual({ name: 'Support', region: 'us', skipSampleData: true });
});

test('rejects with the service error for wrong credentials', async () => {
  const client = createManagementClient({ key: 'account-key', secret: 'wrong', baseUrl });
  const error = await client
    .createApp({ name: 'Support', version: '1', region: 'us' })
    .catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ChatApiError);
  expect(error).toMatchObject({
    status: 401,
    code: 'AUTH_ERR_INVALID_SECRET',
    message: 'Wrong key or secret.',
  });
});

test('refuses an invalid region before sending anything', async () => {
  const before = received.length;
  const client = createManagementClient({ key: 'account-key', secret: 'account-secret', baseUrl });
  const error = await client
    .createApp({ name: 'Support', version: '1', region: 'mars' as 'us' })
    .catch((reason: unknown) => reason);
  expect(error).toMatchObject({ status: 0, code: 'ERR_INVALID_APP_DATA' });
  expect((error as ChatApiError).details).toMatchObject({ issues: [{ pointer: '/region' }] });
  expect(received.length).toBe(before);
});
