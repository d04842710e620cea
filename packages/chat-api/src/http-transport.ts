import { ChatApiError } from './chat-api-error.js';
import { createChatApiErrorFromResponse } from './create-chat-api-error-from-response.js';
import type { RetryOptions } from './retry-options.js';
import { findRetryOptionsError, getRetryDelayMs } from './retry-options.js';

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
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
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

/** The most redirects followed for one attempt; the API itself does not redirect. */
const maximumRedirects = 5;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Creates the one place where the clients call `fetch`, map failures to `ChatApiError` and retry. */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const optionsError = findRetryOptionsError(options.retry) ?? findTimeoutError(options.timeoutMs);
  return async (request) => {
    if (optionsError) throw optionsError;
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

/** The longest timer JavaScript runs, about 24.8 days. */
const maximumTimeoutMs = 2_147_483_647;

function findTimeoutError(timeoutMs: number | undefined): ChatApiError | undefined {
  if (
    timeoutMs === undefined ||
    (Number.isSafeInteger(timeoutMs) && timeoutMs > 0 && timeoutMs <= maximumTimeoutMs)
  )
    return undefined;
  return new ChatApiError({
    status: 0,
    code: 'ERR_INVALID_TIMEOUT',
    message: `timeoutMs must be a whole number of milliseconds from 1 to ${maximumTimeoutMs}, got ${String(timeoutMs)}.`,
  });
}

async function sendOnce(options: HttpTransportOptions, request: HttpRequest): Promise<HttpAnswer> {
  let url = buildUrl(options.baseUrl, request);
  let init = buildInit(options, request);
  const fetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    let response = await fetchFunction(url, init);
    for (let redirects = 0; isRedirect(response); redirects += 1) {
      const target = readRedirectTarget(response, request, url);
      await response.body?.cancel();
      if (redirects === maximumRedirects) {
        throw new ChatApiError({
          status: response.status,
          code: 'ERR_TOO_MANY_REDIRECTS',
          message: `${request.method} ${url} was redirected more than ${maximumRedirects} times.`,
        });
      }
      init = keepOrDropBody(init, response.status);
      url = target;
      response = await fetchFunction(url, init);
    }
    const body = await readBody(response);
    if (!response.ok) throw createChatApiErrorFromResponse(response, body);
    return { status: response.status, body };
  } catch (error) {
    throw error instanceof ChatApiError ? error : createNetworkError(error, request, url);
  }
}

function buildUrl(baseUrl: string, request: HttpRequest): string {
  const base = parseUrl(baseUrl);
  if (base === null || (base.protocol !== 'http:' && base.protocol !== 'https:')) {
    throw new ChatApiError({
      status: 0,
      code: 'ERR_INVALID_BASE_URL',
      message: `The baseUrl ${JSON.stringify(baseUrl)} is not an absolute http(s) URL, such as "https://api.example/v3".`,
    });
  }
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    const values = typeof value === 'object' ? value : value === undefined ? [] : [value];
    for (const each of values) url.searchParams.append(name, String(each));
  }
  return url.toString();
}

/** Checks here what fetch would refuse, so that a bad header or body is the caller's error, not the network's. */
function buildInit(options: HttpTransportOptions, request: HttpRequest): RequestInit {
  const headers = {
    Accept: 'application/json',
    ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
    ...request.headers,
  };
  try {
    new Headers(headers);
  } catch (error) {
    throw createInvalidRequestError(
      request,
      `a header cannot be sent (${describe(error)}); header values must be Latin-1 without line breaks.`,
      error,
    );
  }
  let body: string | undefined;
  try {
    body = request.body === undefined ? undefined : JSON.stringify(request.body);
  } catch (error) {
    throw createInvalidRequestError(
      request,
      `the body cannot be written as JSON (${describe(error)}).`,
      error,
    );
  }
  return {
    method: request.method,
    headers,
    body,
    // Redirects are followed here, same origin only, so that the apiKey never reaches another host.
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  };
}

/** `URL.parse`, which browsers before 2024 lack. */
function parseUrl(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

function isRedirect(response: Response): boolean {
  return (
    response.type === 'opaqueredirect' ||
    (redirectStatuses.has(response.status) && response.headers.has('Location'))
  );
}

function readRedirectTarget(response: Response, request: HttpRequest, url: string): string {
  const location = response.type === 'opaqueredirect' ? null : response.headers.get('Location');
  const target = location === null ? null : parseUrl(location, url);
  if (target !== null && target.origin === new URL(url).origin) return target.href;
  const where = target === null ? 'a target this client cannot see' : target.href;
  throw new ChatApiError({
    status: response.status,
    code: 'ERR_CROSS_ORIGIN_REDIRECT',
    message: `${request.method} ${url} was redirected to ${where}; only same-origin redirects are followed, so that the apiKey and onBehalfOf are not sent elsewhere.`,
  });
}

/** As browsers do: 303, and 301 or 302 after a POST, continue as a GET without the body. */
function keepOrDropBody(init: RequestInit, status: number): RequestInit {
  const becomesGet =
    status === 303 || ((status === 301 || status === 302) && init.method === 'POST');
  if (!becomesGet) return init;
  const headers = Object.fromEntries(
    Object.entries(init.headers as Record<string, string>).filter(
      ([name]) => name.toLowerCase() !== 'content-type',
    ),
  );
  return { ...init, method: 'GET', headers, body: undefined };
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

function createInvalidRequestError(
  request: HttpRequest,
  reason: string,
  cause: unknown,
): ChatApiError {
  return new ChatApiError({
    status: 0,
    code: 'ERR_INVALID_REQUEST',
    message: `${request.method} ${request.path} was not sent: ${reason}`,
    cause,
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
