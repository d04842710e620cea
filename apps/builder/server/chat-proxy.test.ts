// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { readChatTarget } from './chat-proxy.js';
import type { RunningBuilderServer } from './start-builder-server.js';
import { startBuilderServer } from './start-builder-server.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

let remote: Server;
let remoteUrl: string;
let received: Received[] = [];
let builder: RunningBuilderServer;
let dataDir: string;

beforeAll(async () => {
  remote = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      const limited = request.url?.startsWith('/v3/limited') ?? false;
      response.writeHead(limited ? 429 : 200, {
        'content-type': 'application/json',
        ...(limited ? { 'retry-after': '7' } : {}),
        'set-cookie': 'session=leak',
      });
      response.end(
        JSON.stringify(
          limited
            ? { error: { code: 'ERR_TOO_MANY_REQUESTS', message: 'slow down' } }
            : { data: {} },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const address = remote.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  remoteUrl = `http://127.0.0.1:${address.port}/v3`;
  dataDir = await mkdtemp(join(tmpdir(), 'builder-proxy-'));
  builder = await startBuilderServer({ port: 0, sandboxDataDir: dataDir, sandboxApiKey: 'key-1' });
});

afterAll(async () => {
  await builder?.close();
  await new Promise((resolve) => remote?.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

test('reads an app id and region into the chat service host', () => {
  const headers = new Headers({ 'x-chat-app-id': 'abc123', 'x-chat-region': 'eu' });
  expect(readChatTarget(headers, 'sandbox-key')).toEqual({
    baseUrl: 'https://abc123.api-eu.cometchat.io/v3',
    apiKey: '',
    onBehalfOf: undefined,
  });
});

test('refuses an app id that could change the host name, and an unknown region', () => {
  expect(readChatTarget(new Headers({ 'x-chat-app-id': 'evil.example/x' }), 'k')).toMatch(
    /cannot be part of a host name/,
  );
  expect(
    readChatTarget(new Headers({ 'x-chat-app-id': 'abc', 'x-chat-region': 'mars' }), 'k'),
  ).toBe('region must be us, eu or in, not "mars".');
});

test('with no connection headers, calls go to the embedded sandbox with its own key', () => {
  expect(readChatTarget(new Headers(), 'sandbox-key')).toEqual({
    baseUrl: null,
    apiKey: 'sandbox-key',
    onBehalfOf: undefined,
  });
});

test('an empty apiKey, as the client sends for the embedded sandbox, becomes the sandbox key', () => {
  const headers = new Headers({ apiKey: '', onBehalfOf: 'cometchat-uid-1' });
  expect(readChatTarget(headers, 'sandbox-key')).toEqual({
    baseUrl: null,
    apiKey: 'sandbox-key',
    onBehalfOf: 'cometchat-uid-1',
  });
});

test('forwards a call to a base URL with its apiKey and onBehalfOf, and none of the x-chat headers', async () => {
  received = [];
  const response = await fetch(`${builder.url}/api/chat/messages?x=1`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-chat-base-url': `${remoteUrl}/`,
      apiKey: 'secret-key',
      onBehalfOf: 'uid-9',
    },
    body: JSON.stringify({ receiver: 'uid-2' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('set-cookie')).toBeNull();
  const [call] = received;
  expect(call).toMatchObject({ method: 'POST', url: '/v3/messages?x=1' });
  expect(call?.headers).toMatchObject({ apikey: 'secret-key', onbehalfof: 'uid-9' });
  expect(Object.keys(call?.headers ?? {}).filter((name) => name.startsWith('x-chat'))).toEqual([]);
  expect(JSON.parse(call?.body ?? '')).toEqual({ receiver: 'uid-2' });
});

test("passes the chat API's error status, envelope and Retry-After through", async () => {
  const response = await fetch(`${builder.url}/api/chat/limited`, {
    headers: { 'x-chat-base-url': remoteUrl },
  });
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('7');
  expect(await response.json()).toEqual({
    error: { code: 'ERR_TOO_MANY_REQUESTS', message: 'slow down' },
  });
});

test('answers 400 with the error envelope for a base URL that is not http(s)', async () => {
  const response = await fetch(`${builder.url}/api/chat/users`, {
    headers: { 'x-chat-base-url': 'file:///etc/passwd' },
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { code: 'ERR_INVALID_CONNECTION' } });
});

test('answers 502 with the error envelope when the chat API cannot be reached', async () => {
  const response = await fetch(`${builder.url}/api/chat/users`, {
    headers: { 'x-chat-base-url': 'http://127.0.0.1:1/v3' },
  });
  expect(response.status).toBe(502);
  expect(await response.json()).toMatchObject({ error: { code: 'ERR_CHAT_API_UNREACHABLE' } });
});

test('answers 413 for a body over the limit and 404 for an unknown api route', async () => {
  const large = await fetch(`${builder.url}/api/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
  });
  expect(large.status).toBe(413);
  expect(large.headers.get('connection')).toBe('close');
  expect(await large.json()).toMatchObject({ error: { code: 'ERR_PAYLOAD_TOO_LARGE' } });
  const unknown = await fetch(`${builder.url}/api/nothing-here`);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
});

test('sends through the embedded sandbox and reads the message back', async () => {
  const sent = await fetch(`${builder.url}/api/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', onBehalfOf: 'cometchat-uid-1' },
    body: JSON.stringify({ ...feedbackMessage, receiver: 'cometchat-uid-2' }),
  });
  expect(sent.status).toBe(200);
  const { data } = (await sent.json()) as { data: { id: unknown; sender: string } };
  expect(data.sender).toBe('cometchat-uid-1');
  const listed = await fetch(`${builder.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'key-1' },
  });
  const { data: messages } = (await listed.json()) as { data: { id: unknown }[] };
  expect(messages.map((message) => message.id)).toContain(data.id);
});

test('tells the UI the sandbox key and where test submissions go', async () => {
  const response = await fetch(`${builder.url}/api/config`);
  expect(await response.json()).toEqual({
    sandbox: { apiKey: 'key-1', apiBase: '/sandbox-api/v3' },
    submissionsBase: '/sandbox-api/sandbox/submissions',
  });
});
