import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FormMessageInput } from '@chatforms/core';
import { writeFormMessage } from '@chatforms/core';
import { orderConfirmationMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { createChatClient } from './chat-client.js';

const receivedBodies: unknown[] = [];
// Answers like the service: the stored message is the body it was sent plus the fields it adds.
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    const body = JSON.parse(text) as Record<string, unknown>;
    receivedBodies.push(body);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    const stored = { ...body, id: '9', conversationId: 'c', sender: 'bot', sentAt: 1 };
    response.end(JSON.stringify({ data: stored }));
  });
});
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function readActionTypes(body: unknown): unknown[] {
  const fields = (body as { data: { interactiveData: { formFields: unknown[] } } }).data
    .interactiveData.formFields as { action?: { actionType: string } }[];
  return fields.flatMap((field) => (field.action ? [field.action.actionType] : []));
}

test('sends action types with the names the deployed chat kits read when actionNames is kit', async () => {
  const client = createChatClient({ appId: 'abc', region: 'eu', apiKey: 'k', baseUrl });
  const sent = await client.sendMessage(orderConfirmationMessage, { actionNames: 'kit' });
  expect(readActionTypes(receivedBodies.at(-1))).toEqual([
    'urlNavigation',
    'deepLinking',
    'custom',
  ]);
  expect(sent.id).toBe('9');
});

test('sends action types with the spec names by default', async () => {
  const client = createChatClient({ appId: 'abc', region: 'eu', apiKey: 'k', baseUrl });
  await client.sendMessage(orderConfirmationMessage, { onBehalfOf: 'bot' });
  expect(readActionTypes(receivedBodies.at(-1))).toEqual([
    'urlNavigation',
    'deepLinkAction',
    'customAction',
  ]);
});

test('sends the spec names when a message written with kit names is sent with actionNames spec', async () => {
  const client = createChatClient({ appId: 'abc', region: 'eu', apiKey: 'k', baseUrl });
  const withKitNames = writeFormMessage(orderConfirmationMessage, { actionNames: 'kit' });
  expect(readActionTypes(withKitNames)).toContain('custom');
  await client.sendMessage(withKitNames as FormMessageInput, { actionNames: 'spec' });
  expect(readActionTypes(receivedBodies.at(-1))).toEqual([
    'urlNavigation',
    'deepLinkAction',
    'customAction',
  ]);
});
