import type { ActionNames, ElementRegistry, FormMessage, FormMessageInput } from '@chatforms/core';
import { writeFormMessage } from '@chatforms/core';

import { ChatApiError } from './chat-api-error.js';
import type { ChatMessageToSend } from './chat-message-to-send.js';
import { validateChatMessageToSend } from './chat-message-to-send.js';
import type {
  ChatUser,
  GroupMember,
  InteractedAnswer,
  Pagination,
  SentChatMessage,
  SentMessage,
} from './chat-records.js';
import { interactedAnswerSchema, listUsersResponseSchema } from './chat-records.js';
import type { ChatRegion } from './chat-region.js';
import { buildChatBaseUrl } from './chat-region.js';
import { createHttpTransport } from './http-transport.js';
import type { ListUsersOptions } from './list-users-query.js';
import { buildListUsersQuery } from './list-users-query.js';
import { parseResponse } from './parse-response.js';
import { readGroupMember } from './read-group-member.js';
import { readSentChatMessage, readSentMessage } from './read-sent-message.js';
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
  /**
   * The element types forms are checked and read with when a call gives none; core's
   * `defaultElementRegistry` when absent. An application whose forms carry plugin types gives the
   * registry they are registered on, so that it can send them.
   */
  registry?: ElementRegistry;
}

/** Who a call acts for: the `onBehalfOf` uid. */
export interface OnBehalfOfOptions {
  onBehalfOf: string;
}

/** Who a message is sent as; without `onBehalfOf` the service sends it as the app, as documented. */
export interface SendMessageOptions {
  onBehalfOf?: string;
  /**
   * The names a form's action types are sent with: `spec` (default, `customAction`) or the names
   * the deployed chat kits read (`kit`: `custom`, `deepLinking`).
   */
  actionNames?: ActionNames;
  /** The element types the form is checked and its answer read with; the client's `registry` when absent. */
  registry?: ElementRegistry;
}

/** How `getMessage` reads the form it gets. */
export interface GetMessageOptions {
  /**
   * `strict` (default) refuses a form with any fault; `lenient` reads it as a renderer shows it,
   * warnings and all (ids the service's docs share kept apart, text booleans read), as a server
   * checking a submission against the rendered form needs.
   */
  mode?: 'strict' | 'lenient';
  /**
   * The element types to read the form with: the client's `registry`, else core's
   * `defaultElementRegistry`. A server whose forms carry plugin types gives the registry they are
   * registered on.
   */
  registry?: ElementRegistry;
}

/** One page of users and where it sits. */
export interface ListUsersResult {
  users: ChatUser[];
  pagination: Pagination;
}

/** A typed client for the chat REST API; every method rejects with a `ChatApiError`. */
export interface ChatClient {
  baseUrl: string;
  /**
   * Sends a form (validated with core) or a documented text, media or custom message (validated
   * with its documented shape); an invalid message is refused with `ERR_INVALID_MESSAGE_DATA`,
   * status 0, nothing sent.
   */
  sendMessage(message: FormMessageInput, options?: SendMessageOptions): Promise<SentMessage>;
  sendMessage(message: ChatMessageToSend, options?: SendMessageOptions): Promise<SentChatMessage>;
  listUsers(options?: ListUsersOptions): Promise<ListUsersResult>;
  /** Reads one form message, `GET /messages/{id}`; a message that is not a valid form rejects with `ERR_UNEXPECTED_RESPONSE`. */
  getMessage(messageId: string, options?: GetMessageOptions): Promise<SentMessage>;
  /** Resolves with the documented answer `{success, message}`. */
  markInteracted(
    messageId: string,
    elementId: string,
    options: OnBehalfOfOptions,
  ): Promise<InteractedAnswer>;
  /**
   * Replaces a form message's `data` as its sender (`PUT /messages/{id}`, body `{"data"}`): a
   * server's next step, so every device shows it; resolves with the edited message.
   */
  updateMessage(
    messageId: string,
    data: FormMessage['data'],
    options: OnBehalfOfOptions,
  ): Promise<SentMessage>;
  /** The member `uid` of group `guid` as the chat API lists it, or undefined when that user is not a member (kicked, banned, left, never joined). Throws ChatApiError (404) when the group does not exist. */
  getGroupMember(guid: string, uid: string): Promise<GroupMember | undefined>;
}

/** The `User-Agent` sent unless another is given. */
export const defaultUserAgent = 'chatforms-chat-api';

/**
 * Creates a client for the chat REST API of one app.
 * @example
 * const chat = createChatClient({ appId, region: 'eu', apiKey });
 * const sent = await chat.sendMessage(message, { onBehalfOf: 'support-bot', actionNames: 'kit' });
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
  const clientRegistry = options.registry;
  async function sendMessage(
    message: FormMessageInput | ChatMessageToSend,
    options: SendMessageOptions = {},
  ): Promise<SentMessage | SentChatMessage> {
    const headers: Record<string, string> =
      options.onBehalfOf === undefined ? {} : { onBehalfOf: requireOnBehalfOf(options.onBehalfOf) };
    if (isTextOrCustom(message)) {
      const body = validateChatMessageToSend(message);
      const answer = await send({
        method: 'POST',
        path: '/messages',
        body,
        headers,
        idempotent: false,
      });
      return readSentChatMessage(answer);
    }
    const registry = options.registry ?? clientRegistry;
    const body = writeFormMessage(validateMessageToSend(message, { registry }), {
      actionNames: options.actionNames ?? 'spec',
      registry,
    });
    return readSentMessage(
      await send({ method: 'POST', path: '/messages', body, headers, idempotent: false }),
      { registry },
    );
  }
  return {
    baseUrl,
    sendMessage: sendMessage as ChatClient['sendMessage'],
    async listUsers(options = {}) {
      const answer = await send({
        method: 'GET',
        path: '/users',
        query: buildListUsersQuery(options),
        idempotent: true,
      });
      const { data, meta } = parseResponse(listUsersResponseSchema, answer);
      return { users: data, pagination: meta.pagination };
    },
    async getMessage(messageId, options = {}) {
      const path = `/messages/${encodeURIComponent(messageId)}`;
      const answer = await send({ method: 'GET', path, idempotent: true });
      return readSentMessage(answer, { ...options, registry: options.registry ?? clientRegistry });
    },
    async markInteracted(messageId, elementId, { onBehalfOf }) {
      const path = `/messages/${encodeURIComponent(messageId)}/interacted`;
      const headers = { onBehalfOf: requireOnBehalfOf(onBehalfOf) };
      const body = { interactions: [elementId] };
      const answer = await send({ method: 'PATCH', path, body, headers, idempotent: false });
      return parseResponse(interactedAnswerSchema, answer).data;
    },
    async updateMessage(messageId, data, { onBehalfOf }) {
      const path = `/messages/${encodeURIComponent(messageId)}`;
      const headers = { onBehalfOf: requireOnBehalfOf(onBehalfOf) };
      const answer = await send({ method: 'PUT', path, body: { data }, headers, idempotent: true });
      return readSentMessage(answer, { mode: 'lenient', registry: clientRegistry });
    },
    getGroupMember: (guid, uid) => readGroupMember(send, guid, uid),
  };
}

/** Forms are category `interactive`; `message` and `custom` are the API's other sendable categories. */
function isTextOrCustom(
  message: FormMessageInput | ChatMessageToSend,
): message is ChatMessageToSend {
  return message.category === 'message' || message.category === 'custom';
}

function requireOnBehalfOf(onBehalfOf: string): string {
  if (typeof onBehalfOf === 'string' && onBehalfOf !== '') return onBehalfOf;
  throw new ChatApiError({
    status: 0,
    code: 'ERR_EMPTY_ON_BEHALF_OF',
    message: 'onBehalfOf must name the uid of the acting user.',
  });
}
