import type { FormMessageInput } from '@chatforms/core';
import { ChatApiError } from './chat-api-error.js';
import { listUsersResponseSchema } from './chat-records.js';
import type { ChatUser, Pagination, SentMessage } from './chat-records.js';
import { buildChatBaseUrl } from './chat-region.js';
import type { ChatRegion } from './chat-region.js';
import { createHttpTransport } from './http-transport.js';
import { parseResponse } from './parse-response.js';
import { readSentMessage } from './read-sent-message.js';
import type { RetryOptions } from './retry-options.js';
import { validateMessageToSend } from './validate-message-to-send.js';

/** Options of `createChatClient`. */
export interface ChatClientOptions {
  appId: string;
  region: ChatRegion;
  apiKey: string;
  /** Replaces the built `https://<appId>.api-<region>.<domain>/v3`, for example with a sandbox's `${url}/v3`. */
  baseUrl?: string;
  /** The service domain of the built base URL; default `defaultChatServiceDomain`. */
  domain?: string;
  /** The fetch to call; default the global one. */
  fetch?: typeof fetch;
  userAgent?: string;
  /** Retries on 429 and network errors; off by default. */
  retry?: RetryOptions;
  /** Per-attempt timeout; default 30000. */
  timeoutMs?: number;
}

/** Who a call acts for: the `onBehalfOf` uid. */
export interface OnBehalfOfOptions {
  onBehalfOf: string;
}

/** The query of `listUsers`. */
export interface ListUsersOptions {
  searchKey?: string;
  perPage?: number;
  page?: number;
  status?: string;
}

/** One page of users and where it sits. */
export interface ListUsersResult {
  users: ChatUser[];
  pagination: Pagination;
}

/** A typed client for the chat REST API; every method rejects with a `ChatApiError`. */
export interface ChatClient {
  baseUrl: string;
  /** Validates with core first; an invalid message is refused with `ERR_INVALID_MESSAGE_DATA`, status 0, nothing sent. */
  sendMessage(message: FormMessageInput, options: OnBehalfOfOptions): Promise<SentMessage>;
  listUsers(options?: ListUsersOptions): Promise<ListUsersResult>;
  markInteracted(
    messageId: string,
    elementId: string,
    options: OnBehalfOfOptions,
  ): Promise<SentMessage>;
}

/** The `User-Agent` sent unless another is given. */
export const defaultUserAgent = 'chatforms-chat-api';

/**
 * Creates a client for the chat REST API of one app.
 * @example
 * const chat = createChatClient({ appId, region: 'eu', apiKey });
 * const sent = await chat.sendMessage(message, { onBehalfOf: 'support-bot' });
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const baseUrl = options.baseUrl ?? buildChatBaseUrl(options);
  const send = createHttpTransport({
    baseUrl,
    headers: { apiKey: options.apiKey, 'User-Agent': options.userAgent ?? defaultUserAgent },
    fetch: options.fetch,
    retry: options.retry,
    timeoutMs: options.timeoutMs,
  });
  return {
    baseUrl,
    async sendMessage(message, { onBehalfOf }) {
      const body = validateMessageToSend(message);
      const headers = { onBehalfOf: requireOnBehalfOf(onBehalfOf) };
      return readSentMessage(
        await send({ method: 'POST', path: '/messages', body, headers, idempotent: false }),
      );
    },
    async listUsers(query = {}) {
      const answer = await send({
        method: 'GET',
        path: '/users',
        query: { ...query },
        idempotent: true,
      });
      const { data, meta } = parseResponse(listUsersResponseSchema, answer);
      return { users: data, pagination: meta.pagination };
    },
    async markInteracted(messageId, elementId, { onBehalfOf }) {
      const path = `/messages/${encodeURIComponent(messageId)}/interacted`;
      const headers = { onBehalfOf: requireOnBehalfOf(onBehalfOf) };
      const body = { interactions: [elementId] };
      return readSentMessage(
        await send({ method: 'PATCH', path, body, headers, idempotent: false }),
      );
    },
  };
}

function requireOnBehalfOf(onBehalfOf: string): string {
  if (typeof onBehalfOf === 'string' && onBehalfOf !== '') return onBehalfOf;
  throw new ChatApiError({
    status: 0,
    code: 'ERR_EMPTY_ON_BEHALF_OF',
    message: 'onBehalfOf must name the uid of the acting user.',
  });
}
