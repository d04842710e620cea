import { feedbackMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';
import { ChatApiError } from './chat-api-error.js';
import { createChatClient } from './chat-client.js';

function stubFetch(answer: () => Response, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(input, init));
    return answer();
  };
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

const usersPage = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 0 } },
};

test('builds the regional base URL and sends the apiKey, User-Agent and query', async () => {
  const seen: Request[] = [];
  const client = createChatClient({
    appId: 'abc123',
    region: 'eu',
    apiKey: 'secret-key',
    domain: 'chat.example',
    userAgent: 'my-bot/1.0',
    fetch: stubFetch(() => Response.json(usersPage), seen),
  });
  expect(client.baseUrl).toBe('https://abc123.api-eu.chat.example/v3');
  await client.listUsers({ searchKey: 'ann', perPage: 10, page: 2, status: 'online' });
  const [request] = seen;
  expect(request?.url).toBe(
    'https://abc123.api-eu.chat.example/v3/users?searchKey=ann&perPage=10&page=2&status=online',
  );
  expect(request?.headers.get('apiKey')).toBe('secret-key');
  expect(request?.headers.get('User-Agent')).toBe('my-bot/1.0');
});

test('sends the validated message as JSON with the onBehalfOf header', async () => {
  const seen: Request[] = [];
  const stored = { ...feedbackMessage, id: '7', conversationId: 'c', sender: 'bot', sentAt: 1 };
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ data: stored }), seen),
  });
  await client.sendMessage(feedbackMessage, { onBehalfOf: 'bot' });
  const [request] = seen;
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe('https://abc.api-us.cometchat.io/v3/messages');
  expect(request?.headers.get('onBehalfOf')).toBe('bot');
  expect(request?.headers.get('Content-Type')).toBe('application/json');
  expect(await request?.json()).toMatchObject({
    receiver: 'cometchat-uid-4',
    category: 'interactive',
    type: 'form',
  });
});

test('maps a non-JSON error answer to ERR_HTTP_<status> with the body in details', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    ),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({
    status: 502,
    code: 'ERR_HTTP_502',
    details: { body: '<html>Bad gateway</html>' },
  });
});

test('reads retryAfterSeconds from Retry-After on a 429', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() =>
      Response.json(
        { error: { code: 'ERR_TOO_MANY_REQUESTS', message: 'Slow down' } },
        { status: 429, headers: { 'Retry-After': '12' } },
      ),
    ),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({
    status: 429,
    code: 'ERR_TOO_MANY_REQUESTS',
    message: 'Slow down',
    retryAfterSeconds: 12,
  });
});

test('falls back to the reset header for retryAfterSeconds when Retry-After is absent', async () => {
  const resetAt = Math.ceil(Date.now() / 1000) + 30;
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(
      () => new Response('', { status: 429, headers: { 'X-RateLimit-Reset': String(resetAt) } }),
    ),
  });
  const error = await catchError(client.listUsers());
  expect(error.code).toBe('ERR_TOO_MANY_REQUESTS');
  expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(29);
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(31);
});

test('rejects an answer of an unexpected shape with ERR_UNEXPECTED_RESPONSE', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    fetch: stubFetch(() => Response.json({ users: [] })),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({ status: 200, code: 'ERR_UNEXPECTED_RESPONSE' });
  expect((error.details as { issues: { pointer: string }[] }).issues[0]?.pointer).toBe('/data');
});

test('rejects with ERR_TIMEOUT when an attempt takes longer than timeoutMs', async () => {
  const client = createChatClient({
    appId: 'abc',
    region: 'us',
    apiKey: 'k',
    timeoutMs: 20,
    fetch: (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  });
  const error = await catchError(client.listUsers());
  expect(error).toMatchObject({ status: 0, code: 'ERR_TIMEOUT' });
});

test('throws a TypeError at creation for a region outside us, eu and in', () => {
  expect(() => createChatClient({ appId: 'abc', region: 'ap' as 'us', apiKey: 'k' })).toThrow(
    TypeError,
  );
});
