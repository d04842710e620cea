import type { ChatRegion } from '@chatforms/chat-api';
import { buildChatBaseUrl, chatRegions } from '@chatforms/chat-api';
import { isHttpUrl } from '@chatforms/core';

import type { CommandArguments } from './cli-process.js';
import { UsageError } from './usage-error.js';

/** The chat API of the local sandbox as `chat-sandbox` starts it (port 4010): where `send` goes by default. */
export const sandboxBaseUrl = 'http://127.0.0.1:4010/v3';

/** The environment variables `send` reads, by option; a flag wins over its variable. */
export const sendEnvironment = {
  appId: 'CHATFORMS_APP_ID',
  region: 'CHATFORMS_REGION',
  apiKey: 'CHATFORMS_API_KEY',
  baseUrl: 'CHATFORMS_BASE_URL',
  receiver: 'CHATFORMS_RECEIVER',
  receiverType: 'CHATFORMS_RECEIVER_TYPE',
  onBehalfOf: 'CHATFORMS_ON_BEHALF_OF',
} as const;

/** Where, as whom and to whom `chatforms send` sends. */
export interface SendSettings {
  appId: string;
  region: ChatRegion;
  apiKey: string;
  baseUrl: string;
  receiver: string | undefined;
  receiverType: 'user' | 'group' | undefined;
  onBehalfOf: string | undefined;
}

type Options = CommandArguments['options'];

function read(options: Options, env: NodeJS.ProcessEnv, key: keyof typeof sendEnvironment) {
  const value = options[key] ?? env[sendEnvironment[key]];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function readRegion(value: string | undefined): ChatRegion {
  if (value === undefined) return 'us';
  if ((chatRegions as readonly string[]).includes(value)) return value as ChatRegion;
  throw new UsageError(`--region must be one of ${chatRegions.join(', ')}, not "${value}"`);
}

function readReceiverType(value: string | undefined): 'user' | 'group' | undefined {
  if (value === undefined || value === 'user' || value === 'group') return value;
  throw new UsageError(`--receiver-type must be user or group, not "${value}"`);
}

function readBaseUrl(baseUrl: string | undefined, appId: string | undefined, region: ChatRegion) {
  if (baseUrl !== undefined) {
    if (!isHttpUrl(baseUrl)) throw new UsageError(`--base-url must be an absolute http(s) URL`);
    return baseUrl.replace(/\/+$/, '');
  }
  if (appId === undefined) return sandboxBaseUrl;
  try {
    return buildChatBaseUrl({ appId, region });
  } catch (error) {
    throw new UsageError(`--app-id: ${(error as Error).message}`);
  }
}

/**
 * Reads `send`'s settings from its flags, else from CHATFORMS_* variables: a base URL, else the
 * app's URL from its id and region, else the local sandbox. The API key is required.
 */
export function readSendSettings(options: Options, env: NodeJS.ProcessEnv): SendSettings {
  const appId = read(options, env, 'appId');
  const region = readRegion(read(options, env, 'region'));
  const baseUrl = readBaseUrl(read(options, env, 'baseUrl'), appId, region);
  const apiKey = read(options, env, 'apiKey');
  if (apiKey === undefined) {
    throw new UsageError(
      `send needs an API key: set ${sendEnvironment.apiKey} (or --api-key); the sandbox prints its key when it starts`,
    );
  }
  return {
    // The sandbox and a base URL take any app id; the client still wants one.
    appId: appId ?? 'chatforms-sandbox',
    region,
    apiKey,
    baseUrl,
    receiver: read(options, env, 'receiver'),
    receiverType: readReceiverType(read(options, env, 'receiverType')),
    onBehalfOf: read(options, env, 'onBehalfOf'),
  };
}
