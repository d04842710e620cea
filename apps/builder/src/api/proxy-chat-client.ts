import type { ChatClient, ChatUser, SendMessageOptions, SentMessage } from '@chatforms/chat-api';
import { createChatClient, isChatApiError } from '@chatforms/chat-api';
import type { FormMessageInput } from '@chatforms/core';

import type { ChatConnection } from './chat-connection.js';
import { toProxyHeaders } from './chat-connection.js';

/** Where the builder's server answers as the chat API, whatever the connection's target. */
const chatProxyPath = '/api/chat';

/** A call that did not succeed, as the chat-api client reports it (`ChatApiError`'s fields). */
export interface ChatFailure {
  ok: false;
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

/** What a send came to: the message as the chat API stored it, or the failure. */
export type SendAnswer = { ok: true; status: number; data: SentMessage } | ChatFailure;

/** What reading a form message back came to: the message as the chat API keeps it, or the failure. */
type MessageAnswer = { ok: true; message: SentMessage } | ChatFailure;

/** What a user search came to: the matching users, or the failure. */
export type UserSearchAnswer = { ok: true; users: ChatUser[] } | ChatFailure;

/**
 * A chat-api client whose base URL is the builder's own server, so the browser needs no CORS and
 * never reaches the chat API itself; the `x-chat-*` headers tell the server where to forward.
 */
function createProxyChatClient(
  connection: ChatConnection,
  onResponse: (response: Response) => void = () => undefined,
): ChatClient {
  return createChatClient({
    appId: connection.appId,
    region: connection.region,
    apiKey: connection.apiKey,
    baseUrl: new URL(chatProxyPath, globalThis.location.href).href,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(toProxyHeaders(connection))) {
        headers.set(name, value);
      }
      const response = await fetch(input, { ...init, headers });
      onResponse(response);
      return response;
    },
  });
}

/** Sends a message through the builder's server as the connection's sender, its action types in the chosen names. */
export async function sendMessageThroughProxy(
  connection: ChatConnection,
  message: FormMessageInput,
  { actionNames = 'spec' }: Pick<SendMessageOptions, 'actionNames'> = {},
): Promise<SendAnswer> {
  let status = 0;
  const client = createProxyChatClient(connection, (response) => (status = response.status));
  try {
    const options = { onBehalfOf: connection.onBehalfOf, actionNames };
    const data = await client.sendMessage(message, options);
    return { ok: true, status, data };
  } catch (error) {
    return toChatFailure(error);
  }
}

/** Searches the connection's users by uid or name, one page of at most `perPage`. */
export async function searchUsersThroughProxy(
  connection: ChatConnection,
  searchKey: string,
  perPage: number,
): Promise<UserSearchAnswer> {
  try {
    const { users } = await createProxyChatClient(connection).listUsers({ searchKey, perPage });
    return { ok: true, users };
  } catch (error) {
    return toChatFailure(error);
  }
}

/** Reads a sent form message back by id, as any participant's chat app would load it. */
export async function getMessageThroughProxy(
  connection: ChatConnection,
  messageId: string,
): Promise<MessageAnswer> {
  try {
    return { ok: true, message: await createProxyChatClient(connection).getMessage(messageId) };
  } catch (error) {
    return toChatFailure(error);
  }
}

/** Marks an element of a message interacted on behalf of `uid`, as that reader's chat app does. */
export async function markInteractedThroughProxy(
  connection: ChatConnection,
  messageId: string,
  elementId: string,
  uid: string,
): Promise<{ ok: true } | ChatFailure> {
  try {
    const client = createProxyChatClient(connection);
    await client.markInteracted(messageId, elementId, { onBehalfOf: uid });
    return { ok: true };
  } catch (error) {
    return toChatFailure(error);
  }
}

function toChatFailure(error: unknown): ChatFailure {
  if (!isChatApiError(error)) throw error;
  const { status, code, message, details } = error;
  return { ok: false, status, code, message, details };
}
