import { mkdtemp } from 'node:fs/promises';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parseWebhookEvent } from '@chatforms/chat-api';
import { feedbackMessage, groupPollMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

import { startSandbox } from './start-sandbox.js';
import { readResponseJson } from './testing/read-response-json.js';

interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  // The tests read deep into the event; its shape is checked by the assertions themselves.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: Record<string, any>;
}

async function startReceiver(status: number) {
  const received: ReceivedEvent[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}/hooks/chat`, received, close };
}

function sendAs(url: string, uid: string, message: unknown) {
  return fetch(`${url}/v3/messages`, {
    method: 'POST',
    headers: { apiKey: 'key', onBehalfOf: uid, 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });
}

test('posts a message_sent event in the spec envelope with Basic authentication', async () => {
  const receiver = await startReceiver(200);
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-webhook-')),
    apiKey: 'key',
    appId: 'app-1',
    region: 'eu',
    webhook: { url: receiver.url, username: 'hook', password: 'secret', id: 'builder-hook' },
  });
  const sent = (
    await readResponseJson(await sendAs(sandbox.url, 'cometchat-uid-1', feedbackMessage))
  ).data;
  await sandbox.close();
  await receiver.close();

  expect(receiver.received).toHaveLength(1);
  const [event] = receiver.received;
  expect(event?.headers.authorization).toBe(
    `Basic ${Buffer.from('hook:secret').toString('base64')}`,
  );
  expect(event?.headers['content-type']).toBe('application/json');
  expect(event?.body).toMatchObject({
    trigger: 'message_sent',
    appId: 'app-1',
    region: 'eu',
    webhook: 'builder-hook',
  });
  expect(event?.body.data.message).toMatchObject({
    id: sent.id,
    sender: 'cometchat-uid-1',
    receiver: 'cometchat-uid-4',
    category: 'interactive',
    type: 'form',
    sentAt: sent.sentAt,
    data: {
      interactiveData: { title: 'How did we do?' },
      entities: {
        sender: { entityType: 'user', entity: { uid: 'cometchat-uid-1', name: 'Andrew Joseph' } },
        receiver: { entityType: 'user', entity: { uid: 'cometchat-uid-4' } },
      },
    },
  });
});

test('describes a group receiver as a group entity', async () => {
  const receiver = await startReceiver(200);
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-webhook-group-')),
    apiKey: 'key',
    webhook: { url: receiver.url },
  });
  await sendAs(sandbox.url, 'cometchat-uid-2', groupPollMessage);
  await sandbox.close();
  await receiver.close();
  const [event] = receiver.received;
  expect(event?.headers.authorization).toBeUndefined();
  expect(event?.body.data.message.data.entities.receiver).toEqual({
    entityType: 'group',
    entity: {
      guid: 'team-lunch',
      name: 'Team lunch',
      type: 'public',
      conversationId: 'group_team-lunch',
    },
  });
});

test('logs a failed delivery and still answers the send with 200', async () => {
  const receiver = await startReceiver(500);
  const lines: string[] = [];
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-webhook-failing-')),
    apiKey: 'key',
    webhook: { url: receiver.url },
    log: (line) => lines.push(line),
  });
  const response = await sendAs(sandbox.url, 'cometchat-uid-1', feedbackMessage);
  await sandbox.close();
  await receiver.close();
  expect(response.status).toBe(200);
  expect(lines).toEqual([expect.stringContaining('the receiver answered 500')]);
});

test('sends the reader’s delivery and read receipts, once, when they first interact with a form', async () => {
  const receiver = await startReceiver(200);
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-webhook-receipts-')),
    apiKey: 'key',
    appId: 'app-1',
    region: 'eu',
    webhook: { url: receiver.url, username: 'hook', password: 'secret' },
  });
  const sent = (
    await readResponseJson(await sendAs(sandbox.url, 'cometchat-uid-1', feedbackMessage))
  ).data;
  const markInteracted = () =>
    fetch(`${sandbox.url}/v3/messages/${sent.id}/interacted`, {
      method: 'PATCH',
      headers: { apiKey: 'key', onBehalfOf: 'cometchat-uid-4', 'Content-Type': 'application/json' },
      body: JSON.stringify({ interactions: ['sendFeedback'] }),
    });
  expect((await markInteracted()).status).toBe(200);
  expect((await markInteracted()).status).toBe(200);
  await sandbox.close();
  await receiver.close();
  const events = receiver.received.map((event) => parseWebhookEvent(event.body));
  expect(events.map((event) => event.success && event.data.trigger)).toEqual([
    'message_sent',
    'message_delivery_receipt',
    'message_read_receipt',
  ]);
  expect(receiver.received[2]?.body.data).toMatchObject({
    receiver: 'cometchat-uid-1',
    sender: 'cometchat-uid-4',
    messageSender: 'cometchat-uid-1',
    body: { action: 'read', messageId: sent.id, user: { uid: 'cometchat-uid-4' } },
  });
});

test('sends every event to each configured webhook, with its own id', async () => {
  const first = await startReceiver(200);
  const second = await startReceiver(200);
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-webhook-several-')),
    apiKey: 'key',
    webhook: [
      { url: first.url, id: 'first' },
      { url: second.url, id: 'second' },
    ],
  });
  await sendAs(sandbox.url, 'cometchat-uid-1', feedbackMessage);
  await sandbox.close();
  await first.close();
  await second.close();
  expect(first.received.map((event) => event.body.webhook)).toEqual(['first']);
  expect(second.received.map((event) => event.body.webhook)).toEqual(['second']);
});
