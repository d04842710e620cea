import { fromZodIssues } from '@chatforms/core';
import { z } from 'zod';

import { ChatApiError } from './chat-api-error.js';
import { defaultUserAgent } from './chat-client.js';
import type { ChatRegion } from './chat-region.js';
import { chatRegionSchema } from './chat-region.js';
import { createHttpTransport } from './http-transport.js';
import { parseResponse } from './parse-response.js';
import type { RetryOptions } from './retry-options.js';

/** Options of `createManagementClient`: the account's key and secret and the management API's address. */
export interface ManagementClientOptions {
  key: string;
  secret: string;
  baseUrl: string;
  fetch?: typeof fetch;
  userAgent?: string;
  retry?: RetryOptions;
  timeoutMs?: number;
}

/** The body of `createApp`, as `POST /apps` documents it. */
export interface CreateAppOptions {
  name: string;
  region: ChatRegion;
  /** Left out, the service uses its documented default `"3"`. */
  version?: string;
  skipSampleData?: boolean;
}

/** The created app as documented: its `id` and details; unknown keys are kept. */
export const managementAppSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  version: z.string().optional(),
  region: z.string().optional(),
  plan: z.string().optional(),
  state: z.string().optional(),
  owner: z.union([z.string(), z.number()]).optional(),
  trialEndsAt: z.union([z.string(), z.number()]).optional(),
  createdAt: z.union([z.string(), z.number()]).optional(),
  apiKeys: z
    .record(z.string(), z.looseObject({ apiKey: z.string(), scope: z.string() }))
    .optional(),
});

/** The created app as the management API answers it. */
export type ManagementApp = z.output<typeof managementAppSchema>;

/** A typed client for the account-level management API; rejects with a `ChatApiError`. */
export interface ManagementClient {
  createApp(options: CreateAppOptions): Promise<ManagementApp>;
}

const createAppBodySchema = z.object({
  name: z.string().min(1),
  region: chatRegionSchema,
  version: z.string().min(1).optional(),
  skipSampleData: z.boolean().optional(),
});

/** Accepts the app either bare or under `data`, as the chat API answers. */
const createAppResponseSchema = z.union([
  z.object({ data: managementAppSchema }).transform((body) => body.data),
  managementAppSchema,
]);

/** Creates a client for the management API (`POST {mgmt_url}/apps` with headers `key` and `secret`). */
export function createManagementClient(options: ManagementClientOptions): ManagementClient {
  const send = createHttpTransport({
    baseUrl: options.baseUrl,
    headers: {
      key: options.key,
      secret: options.secret,
      'User-Agent': options.userAgent ?? defaultUserAgent,
    },
    fetch: options.fetch,
    retry: options.retry,
    timeoutMs: options.timeoutMs,
  });
  return {
    async createApp(app) {
      const body = validateCreateAppBody(app);
      const answer = await send({ method: 'POST', path: '/apps', body, idempotent: false });
      return parseResponse(createAppResponseSchema, answer);
    },
  };
}

function validateCreateAppBody(app: CreateAppOptions): z.output<typeof createAppBodySchema> {
  const result = createAppBodySchema.safeParse(app);
  if (result.success) return result.data;
  const issues = fromZodIssues(result.error.issues);
  throw new ChatApiError({
    status: 0,
    code: 'ERR_INVALID_APP_DATA',
    message: `The app was not created: ${issues.map((issue) => issue.pointer).join(', ')} invalid.`,
    details: { issues },
  });
}
