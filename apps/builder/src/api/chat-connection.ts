import type { ChatRegion } from '@chatforms/chat-api';
import { buildChatBaseUrl } from '@chatforms/chat-api';
import type { FormMessageInput } from '@chatforms/core';

/** How the builder reaches a chat API: the embedded sandbox, an app by id and region, or a base URL. */
export interface ChatConnection {
  mode: 'sandbox' | 'app' | 'baseUrl';
  appId: string;
  region: ChatRegion;
  baseUrl: string;
  /** Kept in memory only: never written to browser storage. */
  apiKey: string;
  onBehalfOf: string;
  /** The embedded sandbox's key, public by design, once the builder's server has said it. */
  sandboxApiKey: string | null;
  /** Who messages go to, as picked in the send panel; '' until one is picked. */
  receiver: string;
  receiverType: 'user' | 'group';
}

/** The connection a new builder starts with: the embedded sandbox, sending as its first user. */
export const defaultChatConnection: ChatConnection = {
  mode: 'sandbox',
  appId: '',
  region: 'us',
  baseUrl: '',
  apiKey: '',
  onBehalfOf: 'cometchat-uid-1',
  sandboxApiKey: null,
  receiver: '',
  receiverType: 'user',
};

/** Asks the builder's server for the embedded sandbox's key; null when it cannot say. */
export async function loadSandboxApiKey(): Promise<string | null> {
  try {
    const response = await fetch('/api/config');
    if (!response.ok) return null;
    const config = (await response.json()) as { sandbox?: { apiKey?: unknown } };
    return typeof config.sandbox?.apiKey === 'string' ? config.sandbox.apiKey : null;
  } catch {
    return null;
  }
}

/**
 * The headers that tell the builder's own server where to forward a chat API call: none for the
 * embedded sandbox. The key and the sender travel in the chat API's own headers.
 */
export function toProxyHeaders(connection: ChatConnection): Record<string, string> {
  if (connection.mode === 'app') {
    return { 'x-chat-app-id': connection.appId, 'x-chat-region': connection.region };
  }
  if (connection.mode === 'baseUrl') return { 'x-chat-base-url': connection.baseUrl };
  return {};
}

/** The chat API base URL a connection stands for, as shown in cURL commands. */
export function describeBaseUrl(connection: ChatConnection, origin: string): string {
  if (connection.mode === 'app') return describeAppBaseUrl(connection);
  if (connection.mode === 'baseUrl') return connection.baseUrl || 'https://BASE_URL/v3';
  return `${origin}/sandbox-api/v3`;
}

function describeAppBaseUrl({ appId, region }: ChatConnection): string {
  try {
    return buildChatBaseUrl({ appId: appId || 'APP-ID', region });
  } catch {
    // An app id that cannot be a host name shows as the placeholder (a valid host label, unlike
    // APP_ID): the proxy refuses such an id anyway.
    return buildChatBaseUrl({ appId: 'APP-ID', region });
  }
}

/**
 * Where, as whom and to whom the cURL export sends. The sandbox's own key is written out, so the
 * command runs as it is; an app's key never is.
 */
export function toCurlTarget(connection: ChatConnection, origin: string) {
  const apiKey = connection.mode === 'sandbox' ? connection.sandboxApiKey : null;
  const receiver = connection.receiver.trim();
  return {
    baseUrl: describeBaseUrl(connection, origin),
    onBehalfOf: connection.onBehalfOf,
    ...(apiKey === null ? {} : { apiKey }),
    ...(receiver === '' ? {} : { receiver, receiverType: connection.receiverType }),
  };
}

/**
 * The message with the receiver picked in the send panel, as Send sends it; Copy cURL and
 * TypeScript write the same one, so a receiver written in a template never outlives the pick.
 */
export function withPickedReceiver(
  message: FormMessageInput,
  connection: ChatConnection,
): FormMessageInput {
  const receiver = connection.receiver.trim();
  if (receiver === '') return message;
  return { ...message, receiver, receiverType: connection.receiverType };
}
