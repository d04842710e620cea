// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { readHostName } from './local-requests.js';
import type { RunningBuilderServer } from './start-builder-server.js';
import { startBuilderServer } from './start-builder-server.js';

let builder: RunningBuilderServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'builder-local-'));
  builder = await startBuilderServer({
    port: 0,
    sandboxDataDir: dataDir,
    sandboxApiKey: 'key-1',
    allowedHosts: ['Builder.Tunnel.Test'],
  });
});

afterAll(async () => {
  await builder?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
}

/** A raw HTTP call, so the Host and Origin headers are exactly what a browser page could send. */
function call(
  path: string,
  headers: Record<string, string>,
  { method = 'GET', body }: { method?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${builder.url}${path}`,
      { method, headers: { connection: 'close', ...headers } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function countSandboxMessages(): Promise<number> {
  const listed = await fetch(`${builder.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'key-1' },
  });
  return ((await listed.json()) as { data: unknown[] }).data.length;
}

test('reads the host name of a Host header without its port', () => {
  expect(readHostName('127.0.0.1:5173')).toBe('127.0.0.1');
  expect(readHostName('LocalHost:80')).toBe('localhost');
  expect(readHostName('[::1]:5173')).toBe('[::1]');
  expect(readHostName('example.test')).toBe('example.test');
  expect(readHostName('')).toBe('');
});

test('answers requests for 127.0.0.1, localhost, [::1] and the hosts it was told to allow', async () => {
  const port = builder.port;
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
    expect((await call('/api/config', { host })).status).toBe(200);
  }
  expect((await call('/api/config', { host: `builder.tunnel.test:${port}` })).status).toBe(200);
});

test('refuses a request for another host name (DNS rebinding) with 403 and says how to allow it', async () => {
  const answer = await call('/api/config', { host: `rebound.example:${builder.port}` });
  expect(answer.status).toBe(403);
  expect(answer.body.error?.code).toBe('ERR_HOST_NOT_ALLOWED');
  expect(answer.body.error?.message).toContain(`not "rebound.example:${builder.port}"`);
  expect(answer.body.error?.message).toContain('--allowed-host NAME');
  const page = await call('/', { host: 'rebound.example' });
  expect(page.status).toBe(403);
});

test('refuses a text/plain send from another site, and nothing reaches the sandbox', async () => {
  const before = await countSandboxMessages();
  const message = JSON.stringify({ ...feedbackMessage, receiver: 'cometchat-uid-2' });
  const crossSite = await call(
    '/api/chat/messages',
    {
      host: `127.0.0.1:${builder.port}`,
      origin: 'https://evil.example',
      'content-type': 'text/plain',
    },
    { method: 'POST', body: message },
  );
  expect(crossSite.status).toBe(403);
  expect(crossSite.body.error?.code).toBe('ERR_CROSS_SITE_REQUEST');
  expect(await countSandboxMessages()).toBe(before);

  const ownPage = await call(
    '/api/chat/messages',
    {
      host: `127.0.0.1:${builder.port}`,
      origin: builder.url,
      'content-type': 'application/json',
      onBehalfOf: 'cometchat-uid-1',
    },
    { method: 'POST', body: message },
  );
  expect(ownPage.status).toBe(200);
  expect(await countSandboxMessages()).toBe(before + 1);
});
