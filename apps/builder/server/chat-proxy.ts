import type { ChatRegion } from '@chatforms/chat-api';
import { buildChatBaseUrl, createErrorEnvelope } from '@chatforms/chat-api';
import type { Context, Hono } from 'hono';

/** Where a proxied chat-API call goes (the `x-chat-*` headers) and with which `apiKey` and `onBehalfOf`. */
export interface ChatTarget {
  /** Absolute base URL of the chat API, or null for the embedded sandbox. */
  baseUrl: string | null;
  apiKey: string;
  onBehalfOf: string | undefined;
}

/**
 * Reads a proxied call: the chat API's own `apiKey` and `onBehalfOf` headers, as a chat-api client
 * sends them to its base URL, and the `x-chat-*` headers naming where the call goes.
 */
export function readChatTarget(headers: Headers, sandboxApiKey: string): ChatTarget | string {
  const baseUrl = headers.get('x-chat-base-url')?.trim() ?? '';
  const appId = headers.get('x-chat-app-id')?.trim() ?? '';
  const region = headers.get('x-chat-region')?.trim() || 'us';
  const apiKey = headers.get('apiKey')?.trim() ?? '';
  const onBehalfOf = headers.get('onBehalfOf')?.trim() || undefined;
  if (baseUrl !== '') {
    if (!/^https?:\/\//.test(baseUrl)) return 'The base URL must start with http:// or https://.';
    return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, onBehalfOf };
  }
  if (appId !== '') {
    try {
      // buildChatBaseUrl checks the region and the app id at run time, saying what is wrong.
      const url = buildChatBaseUrl({ appId, region: region as ChatRegion });
      return { baseUrl: url, apiKey, onBehalfOf };
    } catch (error) {
      return (error as Error).message;
    }
  }
  return { baseUrl: null, apiKey: apiKey || sandboxApiKey, onBehalfOf };
}

/** Registers `/api/chat/*`, a chat API base URL for the browser that forwards to the connection's target. */
export function registerChatProxy(app: Hono, sandbox: Hono, sandboxApiKey: string): void {
  app.all('/api/chat/*', async (context) => {
    const target = readChatTarget(context.req.raw.headers, sandboxApiKey);
    if (typeof target === 'string') {
      return context.json(createErrorEnvelope('ERR_INVALID_CONNECTION', target), 400);
    }
    const url = new URL(context.req.url);
    const rest = url.pathname.replace(/^\/api\/chat/, '') + url.search;
    const init = await buildForwardInit(context, target);
    try {
      const response =
        target.baseUrl === null
          ? await sandbox.request(`/v3${rest}`, init)
          : await fetch(`${target.baseUrl}${rest}`, init);
      return new Response(response.body, {
        status: response.status,
        headers: pickHeaders(response.headers, ['content-type', 'retry-after']),
      });
    } catch (error) {
      const message = `The chat API could not be reached: ${(error as Error).message}`;
      return context.json(createErrorEnvelope('ERR_CHAT_API_UNREACHABLE', message), 502);
    }
  });
}

async function buildForwardInit(context: Context, target: ChatTarget): Promise<RequestInit> {
  const headers: Record<string, string> = { accept: 'application/json', apiKey: target.apiKey };
  if (target.onBehalfOf !== undefined) headers.onBehalfOf = target.onBehalfOf;
  const method = context.req.method;
  if (method === 'GET' || method === 'HEAD') return { method, headers };
  headers['content-type'] = 'application/json';
  return { method, headers, body: await context.req.text() };
}

function pickHeaders(headers: Headers, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}
