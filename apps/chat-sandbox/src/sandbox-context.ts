import type { Directory } from './directory.js';
import { createDirectory } from './directory.js';
import type { GroupMemberships } from './group-memberships.js';
import { createGroupMemberships } from './group-memberships.js';
import type { RateLimiter } from './rate-limiter.js';
import { createRateLimiter } from './rate-limiter.js';
import type { ResolvedSandboxOptions } from './sandbox-options.js';
import { createMembershipStore } from './store/membership-store.js';
import type { MessageStore } from './store/message-store.js';
import { createMessageStore } from './store/message-store.js';
import type { SubmissionStore } from './store/submission-store.js';
import { createSubmissionStore } from './store/submission-store.js';
import type { WebhookDelivery } from './webhook-delivery.js';
import { createWebhookDelivery } from './webhook-delivery.js';

/** Everything the routes share: options, stores, the directory, memberships, the send limiter and webhooks. */
export interface SandboxContext {
  options: ResolvedSandboxOptions;
  directory: Directory;
  memberships: GroupMemberships;
  messages: MessageStore;
  submissions: SubmissionStore;
  sendLimiter: RateLimiter;
  webhooks: WebhookDelivery;
}

/** Opens the stores and builds the shared state of one sandbox. */
export function createSandboxContext(options: ResolvedSandboxOptions): SandboxContext {
  const directory = createDirectory(options.users, options.groups);
  return {
    options,
    directory,
    memberships: createGroupMemberships(directory, createMembershipStore(options.dataDir)),
    messages: createMessageStore(options.dataDir),
    submissions: createSubmissionStore(options.dataDir),
    sendLimiter: createRateLimiter({
      limit: options.rateLimit.perUserPerMinute,
      windowMs: 60_000,
      now: options.now,
    }),
    webhooks: createWebhookDelivery(options, directory),
  };
}

/** The sandbox clock in whole epoch seconds, the unit of `sentAt` and `interactedAt`. */
export function nowInSeconds(context: SandboxContext): number {
  return Math.floor(context.options.now() / 1000);
}
