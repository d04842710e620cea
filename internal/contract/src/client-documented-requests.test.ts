import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createChatClient, createManagementClient } from '@chatforms/chat-api';
import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import {
  documentedInteractedRequestSchema,
  documentedListUsersQuerySchema,
  documentedSendMessageRequestSchema,
} from './documented/chat-api-schemas.js';
import {
  getGroupExample,
  listUsersExample,
  markInteractedExample,
  sendMessageExample,
} from './documented/documented-examples.js';
import { documentedCreateAppRequestSchema } from './documented/management-api-schemas.js';

interface CapturedRequest {
  method: string;
  url: URL;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

const captured: CapturedRequest[] = [];
const answers: Record<string, unknown> = {
  'POST /v3/messages': sendMessageExample,
  'GET /v3/users': listUsersExample,
  'PATCH /v3/messages/7/interacted': markInteractedExample,
  'GET /v3/groups/project-group': getGroupExample,
  'POST /apps': { data: { id: 'app', name: 'Support', region: 'eu' } },
};
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://loopback');
    const method = request.method ?? '';
    captured.push({
      method,
      url,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answers[`${method} ${url.pathname}`] ?? {}));
  });
});
let origin: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function createClient() {
  return createChatClient({ appId: 'app', region: 'us', apiKey: 'key', baseUrl: `${origin}/v3` });
}

function readQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = ['searchIn', 'roles'].includes(name) ? values : (values[0] ?? '');
  }
  return query;
}

test('sends forms, text and custom messages with documented request bodies', async () => {
  const client = createClient();
  await client
    .sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-1' })
    .catch(() => undefined);
  await client.sendMessage({
    receiver: 'superhero5',
    receiverType: 'user',
    category: 'message',
    type: 'text',
    data: { text: 'Hi' },
  });
  await client.sendMessage({
    receiver: 'team',
    receiverType: 'group',
    category: 'custom',
    type: 'poll',
    data: { customData: { question: 'Lunch?' } },
  });
  const sends = captured.filter((request) => request.url.pathname === '/v3/messages');
  expect(sends).toHaveLength(3);
  for (const request of sends) {
    const result = documentedSendMessageRequestSchema.safeParse(request.body);
    expect(result.success ? [] : result.error.issues).toEqual([]);
    expect(request.headers.apikey).toBe('key');
  }
  expect(sends[0]?.headers.onbehalfof).toBe('cometchat-uid-1');
  expect(sends[1]?.headers.onbehalfof).toBeUndefined();
});

test('marks interactions with the documented body and required onBehalfOf header', async () => {
  await createClient().markInteracted('7', 'submit', { onBehalfOf: 'superhero1' });
  const request = captured.at(-1);
  expect(request?.method).toBe('PATCH');
  expect(documentedInteractedRequestSchema.parse(request?.body)).toEqual({
    interactions: ['submit'],
  });
  expect(request?.headers.onbehalfof).toBe('superhero1');
});

test('lists users with only documented query options, in their documented styles', async () => {
  await createClient().listUsers({
    searchKey: 'an',
    searchIn: ['name', 'uid'],
    status: 'available',
    count: true,
    perPage: 1000,
    page: 2,
    role: 'default',
    roles: ['default', 'manager'],
    withTags: true,
    tags: ['vip', 'beta'],
    onlyDeactivated: false,
    withDeactivated: true,
  });
  const request = captured.at(-1);
  expect(request?.url.pathname).toBe('/v3/users');
  const query = documentedListUsersQuerySchema.parse(readQuery(request?.url ?? new URL(origin)));
  expect(query).toMatchObject({
    searchIn: ['name', 'uid'],
    roles: ['default', 'manager'],
    tags: 'vip,beta',
  });
});

test('reads a group member with the documented GET /groups/{guid} and onBehalfOf header only', async () => {
  await createClient().getGroupMember('project-group', 'cometchat-uid-4');
  const request = captured.at(-1);
  expect(request?.method).toBe('GET');
  expect(request?.url.pathname).toBe('/v3/groups/project-group');
  expect([...(request?.url.searchParams.keys() ?? [])]).toEqual([]);
  expect(request?.body).toBeUndefined();
  expect(request?.headers.onbehalfof).toBe('cometchat-uid-4');
  expect(request?.headers.apikey).toBe('key');
});

test('creates apps with the documented body, version left to its default', async () => {
  const management = createManagementClient({ key: 'k', secret: 's', baseUrl: origin });
  await management.createApp({ name: 'Support', region: 'eu' });
  await management.createApp({ name: 'Support', region: 'eu', version: '3', skipSampleData: true });
  const bodies = captured.filter((request) => request.url.pathname === '/apps').map((r) => r.body);
  for (const body of bodies) documentedCreateAppRequestSchema.parse(body);
  expect(bodies[0]).toEqual({ name: 'Support', region: 'eu' });
});
