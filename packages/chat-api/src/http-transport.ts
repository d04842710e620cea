import { ChatApiError } from './chat-api-error.js';
import { createChatApiErrorFromResponse } from './create-chat-api-error-from-response.js';
import type { RetryOptions } from './retry-options.js';
import { getRetryDelayMs } from './retry-options.js';

/** How a client reaches its API: where, with which headers, through which fetch. */
export interface HttpTransportOptions {
  baseUrl: string;
  headers: Record<string, string>;
  fetch?: typeof fetch;
  retry?: RetryOptions;
  timeoutMs?: number;
}

/** A query: an array value repeats its name, an undefined one is left out. */
export type HttpQuery = Record<string, string | number | boolean | readonly string[] | undefined>;

/** One call: method, path under the base URL, query, JSON body, extra headers, and whether repeating it is safe. */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: HttpQuery;
  body?: unknown;
  headers?: Record<string, string>;
  idempotent: boolean;
}

/** A 2xx answer: its status and its body parsed as JSON (text when it is not JSON). */
export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** Sends a request and resolves with a 2xx answer, or rejects with a `ChatApiError`. */
export type HttpTransport = (request: HttpRequest) => Promise<HttpAnswer>;

/** Creates the one place where the clients call `fetch`, map failures to `ChatApiError` and retry. */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  return async (request) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await sendOnce(options, request);
      } catch (error) {
        const delayMs = getRetryDelayMs(error, attempt, {
          retry: options.retry,
          idempotent: request.idempotent,
        });
        if (delayMs === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  };
}

async function sendOnce(options: HttpTransportOptions, request: HttpRequest): Promise<HttpAnswer> {
  const url = buildUrl(options.baseUrl, request);
  const fetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const response = await fetchFunction(url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const body = await readBody(response);
    if (!response.ok) throw createChatApiErrorFromResponse(response, body);
    return { status: response.status, body };
  } catch (error) {
    throw error instanceof ChatApiError ? error : createNetworkError(error, request, url);
  }
}

function buildUrl(baseUrl: string, request: HttpRequest): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    const values = typeof value === 'object' ? value : value === undefined ? [] : [value];
    for (const each of values) url.searchParams.append(name, String(each));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function createNetworkError(error: unknown, request: HttpRequest, url: string): ChatApiError {
  const isTimeout = error instanceof Error && error.name === 'TimeoutError';
  const reason = error instanceof Error ? error.message : String(error);
  return new ChatApiError({
    status: 0,
    code: isTimeout ? 'ERR_TIMEOUT' : 'ERR_NETWORK',
    message: `${request.method} ${url} ${isTimeout ? 'timed out' : `failed: ${reason}`}`,
    cause: error,
  });
}
