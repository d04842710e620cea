import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { RunningSandbox } from '@chatforms/chat-sandbox';
import { startSandbox } from '@chatforms/chat-sandbox';
import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { z } from 'zod';

import {
  documentedInteractedAnswerSchema,
  documentedListUsersAnswerSchema,
  documentedMessageAnswerSchema,
  documentedMessageListAnswerSchema,
} from './documented/chat-api-schemas.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'contract-documented-')),
    apiKey: 'contract-key',
  });
});

afterAll(async () => {
  await sandbox.close();
});

async function call(
  path: string,
  init: { method?: string; body?: unknown; onBehalfOf?: string } = {},
) {
  const headers: Record<string, string> = { apiKey: 'contract-key' };
  if (init.onBehalfOf) headers.onBehalfOf = init.onBehalfOf;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${sandbox.url}/v3${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown;
}

function expectDocumented(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

const textMessage = {
  receiver: 'cometchat-uid-2',
  receiverType: 'user',
  category: 'message',
  type: 'text',
  data: { text: 'Hello' },
};
const customMessage = {
  receiver: 'team-lunch',
  receiverType: 'group',
  category: 'custom',
  type: 'location',
  data: { customData: { latitude: 1 } },
};

test('answers sends of forms, text and custom messages, with or without onBehalfOf, as documented', async () => {
  for (const [body, onBehalfOf] of [
    [feedbackMessage, 'cometchat-uid-1'],
    [textMessage, 'cometchat-uid-1'],
    [customMessage, undefined],
  ] as const) {
    expectDocumented(
      documentedMessageAnswerSchema,
      await call('/messages', { method: 'POST', body, onBehalfOf }),
    );
  }
});

test('answers message reads, lists, threads and interactions as documented', async () => {
  const sent = (await call('/messages', {
    method: 'POST',
    body: feedbackMessage,
    onBehalfOf: 'cometchat-uid-1',
  })) as { data: { id: string } };
  const { id } = sent.data;
  expectDocumented(documentedMessageAnswerSchema, await call(`/messages/${id}`));
  expectDocumented(documentedMessageListAnswerSchema, await call('/messages?limit=2'));
  expectDocumented(
    documentedMessageListAnswerSchema,
    await call(`/messages?affix=prepend&id=${id}&category=message&receiverType=user`),
  );
  expectDocumented(
    documentedMessageAnswerSchema,
    await call(`/messages/${id}/thread`, {
      method: 'POST',
      body: textMessage,
      onBehalfOf: 'cometchat-uid-4',
    }),
  );
  expectDocumented(documentedMessageListAnswerSchema, await call(`/messages/${id}/thread`));
  expectDocumented(
    documentedInteractedAnswerSchema,
    await call(`/messages/${id}/interacted`, {
      method: 'PATCH',
      body: { interactions: ['sendFeedback'] },
      onBehalfOf: 'cometchat-uid-4',
    }),
  );
});

test('answers user lists with the documented query options as documented', async () => {
  expectDocumented(documentedListUsersAnswerSchema, await call('/users'));
  expectDocumented(
    documentedListUsersAnswerSchema,
    await call(
      '/users?searchKey=co&searchIn=uid&perPage=1000&roles=default&withTags=true&tags=a,b&withDeactivated=true',
    ),
  );
});
