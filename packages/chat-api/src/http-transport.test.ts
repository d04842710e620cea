import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, expect, test } from 'vitest';

import { ChatApiError } from './chat-api-error.js';
import { createChatClient } from './chat-client.js';
import { createHttpTransport } from './http-transport.js';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function startServer(
  answer: RequestListener,
): Promise<{ origin: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, seen };
}

function redirectTo(location: string, status = 307): RequestListener {
  return (_request, response) => {
    response.writeHead(status, { Location: location }).end();
  };
}

const answerJson: RequestListener = (_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
};

async function catchError(promise: Promise<unknown>): Promise<ChatApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ChatApiError))
    throw new Error(`expected a ChatApiError, got ${String(error)}`);
  return error;
}

test('never sends the apiKey or onBehalfOf to another origin a 307 points at', async () => {
  const elsewhere = await startServer(answerJson);
  const api = await startServer(redirectTo(`${elsewhere.origin}/steal`));
  const client = createChatClient({
    appId: 'app',
    region: 'eu',
    apiKey: 'sk_live_secret',
    baseUrl: `${api.origin}/v3`,
  });
  const error = await catchError(client.markInteracted('m1', 'send', { onBehalfOf: 'support' }));
  expect(error.code).toBe('ERR_CROSS_ORIGIN_REDIRECT');
  expect(error.status).toBe(307);
  expect(error.message).toContain(`${elsewhere.origin}/steal`);
  expect(api.seen).toHaveLength(1);
  expect(elsewhere.seen).toEqual([]);
});

test('follows a same-origin 307 with the same method, headers and body', async () => {
  const api = await startServer((request, response) => {
    if (request.url === '/v3/messages/m1/interacted') {
      redirectTo('/v3/moved/interacted')(request, response);
    } else {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end('{"data":{"success":true,"message":"ok"}}');
    }
  });
  const client = createChatClient({
    appId: 'app',
    region: 'eu',
    apiKey: 'sk_live_secret',
    baseUrl: `${api.origin}/v3`,
  });
  await expect(client.markInteracted('m1', 'send', { onBehalfOf: 'support' })).resolves.toEqual({
    success: true,
    message: 'ok',
  });
  const followed = api.seen[1];
  expect(followed?.url).toBe('/v3/moved/interacted');
  expect(followed?.method).toBe('PATCH');
  expect(followed?.headers.apikey).toBe('sk_live_secret');
  expect(followed?.headers.onbehalfof).toBe('support');
  expect(JSON.parse(followed?.body ?? '')).toEqual({ interactions: ['send'] });
});

test('stops following redirects after five hops', async () => {
  const api = await startServer(redirectTo('/again'));
  const send = createHttpTransport({ baseUrl: api.origin, headers: {} });
  const error = await catchError(send({ method: 'GET', path: '/start', idempotent: true }));
  expect(error.code).toBe('ERR_TOO_MANY_REDIRECTS');
  expect(api.seen).toHaveLength(6);
});

test('refuses a redirect whose target cannot be told (an opaque redirect in a browser)', async () => {
  const opaque = Response.error();
  Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
  const send = createHttpTransport({
    baseUrl: 'https://api.example',
    headers: {},
    fetch: async () => opaque,
  });
  const error = await catchError(send({ method: 'GET', path: '/users', idempotent: true }));
  expect(error.code).toBe('ERR_CROSS_ORIGIN_REDIRECT');
});

test.each([
  ['not a URL', 'not a url'],
  ['an empty string', ''],
  ['a relative path', '/v3'],
  ['a scheme other than http(s)', 'ftp://api.example/v3'],
])('rejects a baseUrl that is %s with ERR_INVALID_BASE_URL, nothing sent', async (_, baseUrl) => {
  const seen: unknown[] = [];
  const client = createChatClient({
    appId: 'app',
    region: 'eu',
    apiKey: 'k',
    baseUrl,
    fetch: async (input) => {
      seen.push(input);
      return Response.json({});
    },
  });
  const error = await catchError(client.listUsers());
  expect(error.code).toBe('ERR_INVALID_BASE_URL');
  expect(error.status).toBe(0);
  expect(error.message).toContain(JSON.stringify(baseUrl));
  expect(seen).toEqual([]);
});

test.each([
  ['an apiKey with a line break', { apiKey: 'key\r\nX-Injected: 1' }],
  ['an apiKey outside Latin-1', { apiKey: 'clé-✓' }],
  ['a userAgent with a line break', { apiKey: 'k', userAgent: 'bot\nX-Injected: 1' }],
])(
  'rejects %s with ERR_INVALID_REQUEST, not ERR_NETWORK, and does not retry it',
  async (_, fields) => {
    let calls = 0;
    const client = createChatClient({
      appId: 'app',
      region: 'eu',
      baseUrl: 'https://api.example/v3',
      retry: { attempts: 3, baseDelayMs: 0 },
      ...fields,
      fetch: async (input, init) => {
        calls += 1;
        // The global fetch refuses such headers the same way, before sending anything.
        new Headers(init?.headers);
        return Response.json({});
      },
    });
    const error = await catchError(client.listUsers());
    expect(error.code).toBe('ERR_INVALID_REQUEST');
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/header/i);
    expect(calls).toBe(0);
  },
);

test('rejects a body that cannot be written as JSON with ERR_INVALID_REQUEST', async () => {
  let calls = 0;
  const send = createHttpTransport({
    baseUrl: 'https://api.example',
    headers: {},
    fetch: async () => {
      calls += 1;
      return Response.json({});
    },
  });
  const error = await catchError(
    send({ method: 'POST', path: '/x', body: { big: 1n }, idempotent: false }),
  );
  expect(error.code).toBe('ERR_INVALID_REQUEST');
  expect(calls).toBe(0);
});

test.each([
  ['NaN attempts', { attempts: Number.NaN }],
  ['negative attempts', { attempts: -1 }],
  ['fractional attempts', { attempts: 2.5 }],
  ['infinite attempts', { attempts: Number.POSITIVE_INFINITY }],
  ['missing attempts', {}],
  ['a NaN baseDelayMs', { attempts: 3, baseDelayMs: Number.NaN }],
  ['a negative maxDelayMs', { attempts: 3, maxDelayMs: -5 }],
])('rejects retry options with %s as ERR_INVALID_RETRY_OPTIONS, nothing sent', async (_, retry) => {
  let calls = 0;
  const client = createChatClient({
    appId: 'app',
    region: 'eu',
    apiKey: 'k',
    baseUrl: 'https://api.example/v3',
    retry: retry as { attempts: number },
    fetch: async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    },
  });
  const error = await catchError(client.listUsers());
  expect(error.code).toBe('ERR_INVALID_RETRY_OPTIONS');
  expect(error.message).toMatch(/retry\./);
  expect(calls).toBe(0);
});

test('retries a network error at most the asked number of attempts', async () => {
  let calls = 0;
  const client = createChatClient({
    appId: 'app',
    region: 'eu',
    apiKey: 'k',
    baseUrl: 'https://api.example/v3',
    retry: { attempts: 3, baseDelayMs: 0 },
    fetch: async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    },
  });
  const error = await catchError(client.listUsers());
  expect(error.code).toBe('ERR_NETWORK');
  expect(calls).toBe(3);
});

test.each([Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY])(
  'rejects a timeoutMs of %s with ERR_INVALID_TIMEOUT, nothing sent',
  async (timeoutMs) => {
    let calls = 0;
    const client = createChatClient({
      appId: 'app',
      region: 'eu',
      apiKey: 'k',
      baseUrl: 'https://api.example/v3',
      timeoutMs,
      fetch: async () => {
        calls += 1;
        return Response.json({});
      },
    });
    const error = await catchError(client.listUsers());
    expect(error.code).toBe('ERR_INVALID_TIMEOUT');
    expect(error.message).toContain('timeoutMs');
    expect(calls).toBe(0);
  },
);
