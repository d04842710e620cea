import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { ChatRegion } from '@chatforms/chat-api';
import type { ElementRegistry } from '@chatforms/core';
import { defaultElementRegistry } from '@chatforms/core';
import { z } from 'zod';

import type { SandboxGroupSeed, SandboxUserSeed } from './directory.js';
import { defaultSandboxGroups, defaultSandboxUsers } from './directory.js';

/** Where the sandbox POSTs webhook events, with optional Basic authentication. */
export interface SandboxWebhookOptions {
  url: string;
  username?: string;
  password?: string;
  /** The webhook id put in each event's `webhook` field. */
  id?: string;
}

/** Options of `createSandboxApp` and `startSandbox`; every field has a default. */
export interface SandboxOptions {
  /** Directory of the file store; default `.sandbox-data` in the working directory. */
  dataDir?: string;
  /**
   * The one accepted `apiKey`, printable ASCII without surrounding spaces; default the key saved in
   * `<dataDir>/app.json`, else a new one.
   */
  apiKey?: string;
  /**
   * Browser origins, besides the sandbox's own, that may read, change and clear recorded submissions
   * (such as a builder on another port); default none. Anyone may still post a submission.
   */
  allowedOrigins?: readonly string[];
  /**
   * Browser origins that may call `/v3` (with the apiKey); default any (`'*'`). A host that serves its
   * page from the sandbox's own origin and keeps a known key, such as the builder, gives `[]`.
   */
  apiOrigins?: '*' | readonly string[];
  appId?: string;
  region?: ChatRegion;
  users?: SandboxUserSeed[];
  groups?: SandboxGroupSeed[];
  rateLimit?: { perUserPerMinute?: number };
  bodyLimitBytes?: number;
  /** One webhook, or several: each receives every event. */
  webhook?: SandboxWebhookOptions | readonly SandboxWebhookOptions[];
  /**
   * The element types forms are read with; core's `defaultElementRegistry` when absent. Give the
   * registry a plugin's types are registered on (`--plugin` does) so that forms carrying them are
   * accepted as the server that receives their submissions reads them.
   */
  registry?: ElementRegistry;
  /** The clock in epoch milliseconds; tests inject one to control rate limits and timestamps. */
  now?: () => number;
  /** Receives one line per problem the sandbox cannot answer with (a failed webhook delivery). */
  log?: (line: string) => void;
}

/** Sandbox options with every default filled in. */
export type ResolvedSandboxOptions = Required<Omit<SandboxOptions, 'webhook' | 'rateLimit'>> & {
  webhooks: readonly SandboxWebhookOptions[];
  rateLimit: { perUserPerMinute: number };
};

/** The app id a sandbox uses unless told otherwise. */
export const defaultSandboxAppId = 'chatforms-sandbox';

const savedCredentialsSchema = z.object({ apiKey: z.string().min(1) });

/** Fills in every default, creating the data directory and a persistent API key when none is given. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const dataDir = resolve(options.dataDir ?? '.sandbox-data');
  mkdirSync(dataDir, { recursive: true });
  return {
    dataDir,
    apiKey: requireSendableApiKey(options.apiKey ?? loadOrCreateApiKey(dataDir)),
    allowedOrigins: options.allowedOrigins ?? [],
    apiOrigins: options.apiOrigins ?? '*',
    appId: options.appId ?? defaultSandboxAppId,
    region: options.region ?? 'us',
    users: options.users ?? defaultSandboxUsers,
    groups: options.groups ?? defaultSandboxGroups,
    rateLimit: { perUserPerMinute: options.rateLimit?.perUserPerMinute ?? 30 },
    bodyLimitBytes: options.bodyLimitBytes ?? 64 * 1024,
    webhooks: options.webhook === undefined ? [] : [options.webhook].flat(),
    registry: options.registry ?? defaultElementRegistry,
    now: options.now ?? Date.now,
    log: options.log ?? ((line) => console.warn(line)),
  };
}

/**
 * HTTP drops the spaces around a header value before the sandbox sees it, so a key with them would
 * never match, and a key others than it would match; line breaks and non-ASCII cannot be sent at all.
 */
function requireSendableApiKey(apiKey: string): string {
  if (/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(apiKey)) return apiKey;
  throw new TypeError(
    `The sandbox apiKey ${JSON.stringify(apiKey)} must be printable ASCII without spaces at either end.`,
  );
}

function loadOrCreateApiKey(dataDir: string): string {
  const filePath = join(dataDir, 'app.json');
  try {
    return savedCredentialsSchema.parse(JSON.parse(readFileSync(filePath, 'utf8'))).apiKey;
  } catch {
    const apiKey = `sandbox_${randomBytes(16).toString('hex')}`;
    writeFileSync(`${filePath}.tmp`, `${JSON.stringify({ apiKey }, null, 2)}\n`);
    renameSync(`${filePath}.tmp`, filePath);
    return apiKey;
  }
}
