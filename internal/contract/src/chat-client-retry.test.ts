import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { RetryOptions } from '@chatforms/chat-api';
import { ChatApiError, createChatClient } from '@chatforms/chat-api';
import type { RunningSandbox } from '@chatforms/chat-sandbox';
import { startSandbox } from '@chatforms/chat-sandbox';
import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

let sandbox: RunningSandbox;
let clock = Date.UTC(2025, 0, 1);

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-api-retry-')),
    apiKey: 'retry-key',
    rateLimit: { perUserPerMinute: 1 },
    now: () => clock,
  });
});

afterAll(async () => {
  await sandbox.close();
});

/** A fetch that counts calls, can fail the first few with a network error, and moves the sandbox clock past a 429. */
function createCountingFetch(networkFailures = 0) {
  const counter = { calls: 0 };
  const countingFetch: typeof fetch = async (input, init) => {
    counter.calls += 1;
    if (counter.calls <= networkFailures) throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    if (response.status === 429) clock += 60_000;
    return response;
  };
  return { counter, fetch: countingFetch };
}

function createClient(fetchFunction: typeof fetch, retry?: RetryOptions) {
  return createChatClient({
    appId: 'app',
    region: 'us',
    apiKey: 'retry-key',
    baseUrl: `${sandbox.url}/v3`,
    fetch: fetchFunction,
    retry,
  });
}

async function catchError(promise: Promise<unknown>): Promise<ChatApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ChatApiError))
    throw new Error(`expected a ChatApiError, got ${String(error)}`);
  return error;
}

test('retries a send refused with 429 when asked to retry non-idempotent calls, waiting at most maxDelayMs', async () => {
  const { counter, fetch } = createCountingFetch();
  const client = createClient(fetch, { attempts: 2, maxDelayMs: 5, retryNonIdempotent: true });
  await client.sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-2' });
  const sent = await client.sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-2' });
  expect(sent.sender).toBe('cometchat-uid-2');
  expect(counter.calls).toBe(3);
});

test('does not retry a send on 429 unless non-idempotent retries are asked for', async () => {
  const { counter, fetch } = createCountingFetch();
  const client = createClient(fetch, { attempts: 3, maxDelayMs: 5 });
  await client.sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-3' });
  const error = await catchError(
    client.sendMessage(feedbackMessage, { onBehalfOf: 'cometchat-uid-3' }),
  );
  expect(error).toMatchObject({
    status: 429,
    code: 'ERR_TOO_MANY_REQUESTS',
    retryAfterSeconds: 60,
  });
  expect(counter.calls).toBe(2);
});

test('retries an idempotent call after network errors and succeeds', async () => {
  const { counter, fetch } = createCountingFetch(2);
  const { users } = await createClient(fetch, { attempts: 3, baseDelayMs: 1 }).listUsers();
  expect(users).toHaveLength(5);
  expect(counter.calls).toBe(3);
});

test('gives up after the given number of attempts with the last error', async () => {
  const { counter, fetch } = createCountingFetch(10);
  const error = await catchError(createClient(fetch, { attempts: 4, baseDelayMs: 1 }).listUsers());
  expect(error).toMatchObject({ status: 0, code: 'ERR_NETWORK' });
  expect(counter.calls).toBe(4);
});

test('does not retry at all by default', async () => {
  const { counter, fetch } = createCountingFetch(1);
  const error = await catchError(createClient(fetch).listUsers());
  expect(error.code).toBe('ERR_NETWORK');
  expect(counter.calls).toBe(1);
});

test('never retries an error answer other than 429', async () => {
  const { counter, fetch } = createCountingFetch();
  const error = await catchError(
    createClient(fetch, { attempts: 5, baseDelayMs: 1, retryNonIdempotent: true }).sendMessage(
      feedbackMessage,
      {
        onBehalfOf: 'ghost',
      },
    ),
  );
  expect(error.code).toBe('ERR_UID_NOT_FOUND');
  expect(counter.calls).toBe(1);
});

test('does not retry a network error on a send unless asked', async () => {
  const { counter, fetch } = createCountingFetch(1);
  const error = await catchError(
    createClient(fetch, { attempts: 3, baseDelayMs: 1 }).sendMessage(feedbackMessage, {
      onBehalfOf: 'cometchat-uid-4',
    }),
  );
  expect(error.code).toBe('ERR_NETWORK');
  expect(counter.calls).toBe(1);
});
