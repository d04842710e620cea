import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { WebhookEvent } from '@chatforms/chat-api';
import { createChatClient, parseWebhookEvent, verifyBasicAuth } from '@chatforms/chat-api';
import { startSandbox } from '@chatforms/chat-sandbox';
import { feedbackMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

/** A webhook receiver as a backend would write one: check Basic auth, parse, answer 200 at once. */
async function startReceiver(credentials: { username: string; password: string }) {
  const events: WebhookEvent[] = [];
  const refusals: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!verifyBasicAuth(request.headers.authorization, credentials)) {
        refusals.push(401);
        response.writeHead(401).end();
        return;
      }
      const result = parseWebhookEvent(Buffer.concat(chunks));
      if (result.success) events.push(result.data);
      response.writeHead(result.success ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/chat`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, events, refusals, close };
}

test('delivers a message_sent event that verifyBasicAuth accepts and parseWebhookEvent types', async () => {
  const receiver = await startReceiver({ username: 'chat', password: 'hook-secret' });
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-api-webhook-')),
    apiKey: 'key',
    webhook: { url: receiver.url, username: 'chat', password: 'hook-secret' },
  });
  const client = createChatClient({
    appId: sandbox.appId,
    region: 'us',
    apiKey: 'key',
    baseUrl: `${sandbox.url}/v3`,
  });
  const sent = await client.sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-1' });
  await sandbox.close();
  await receiver.close();

  expect(receiver.refusals).toEqual([]);
  const [event] = receiver.events;
  expect(event?.trigger).toBe('message_sent');
  if (event?.trigger !== 'message_sent') return;
  expect(event.appId).toBe(sandbox.appId);
  expect(event.data.message).toMatchObject({
    id: sent.id,
    sender: 'cometchat-uid-1',
    receiver: 'cometchat-uid-4',
  });
  expect(event.data.message.data.entities?.sender?.entity).toMatchObject({
    uid: 'cometchat-uid-1',
  });
});

test('a receiver refuses a delivery with the wrong password', async () => {
  const receiver = await startReceiver({ username: 'chat', password: 'hook-secret' });
  const lines: string[] = [];
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-api-webhook-wrong-')),
    apiKey: 'key',
    webhook: { url: receiver.url, username: 'chat', password: 'guess' },
    log: (line) => lines.push(line),
  });
  const client = createChatClient({
    appId: sandbox.appId,
    region: 'us',
    apiKey: 'key',
    baseUrl: `${sandbox.url}/v3`,
  });
  await client.sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-1' });
  await sandbox.close();
  await receiver.close();
  expect(receiver.refusals).toEqual([401]);
  expect(receiver.events).toEqual([]);
  expect(lines).toEqual([expect.stringContaining('401')]);
});
