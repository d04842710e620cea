import type { WebhookEvent } from '@chatforms/chat-api';
import { parseWebhookEvent } from '@chatforms/chat-api';

import type {
  ClaimedWebhookDelivery,
  WebhookDeliveryStore,
} from '../storage/webhook-delivery-store.js';
import { computeRetryDelay } from './compute-retry-delay.js';

/** What the runner needs: the store, the handlers of a trigger, and how patiently to retry. */
export interface DeliveryRunnerOptions {
  store: WebhookDeliveryStore;
  findHandlers: (trigger: string) => readonly ((event: never) => unknown)[];
  maxAttempts: number;
  retryDelayMs: number;
  leaseMs: number;
  pollIntervalMs: number;
  onError: (error: unknown, event: WebhookEvent | undefined) => void;
}

// How long `settle()` sleeps at most before it asks the store again what is pending.
const settleRecheckMs = 100;

/** Runs stored deliveries: claims one at a time, runs its handlers, settles it in the store. */
export interface DeliveryRunner {
  /** Runs every due delivery now (at once if a run is going on, after it). */
  wake(): Promise<void>;
  /** Resolves when no delivery is pending: handled, dead-lettered, or waiting on another runner. */
  settle(): Promise<void>;
  /** Stops claiming and waits for the delivery being run. */
  close(): Promise<void>;
}

const describeError = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates the runner behind a webhook receiver; it does nothing until woken. */
export function createDeliveryRunner(options: DeliveryRunnerOptions): DeliveryRunner {
  const { store, onError } = options;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let soonestRetryMs = Number.POSITIVE_INFINITY;

  async function runHandlers(event: WebhookEvent): Promise<unknown[]> {
    const errors: unknown[] = [];
    for (const handler of options.findHandlers(event.trigger)) {
      try {
        await handler(event as never);
      } catch (error) {
        errors.push(error);
        onError(error, event);
      }
    }
    return errors;
  }

  async function run(claim: ClaimedWebhookDelivery): Promise<void> {
    // The lease is kept alive while handlers run, so only a crashed holder's lease runs out.
    const renewal = setInterval(() => {
      store
        .extendClaim(claim, options.leaseMs)
        .catch((error: unknown) => onError(error, undefined));
    }, options.leaseMs / 3);
    try {
      const parsed = parseWebhookEvent(claim.eventText);
      const errors = parsed.success
        ? await runHandlers(parsed.data)
        : [new Error(`the stored event no longer parses: ${parsed.issues[0]?.message}`)];
      if (errors.length === 0) return await store.markHandled(claim);
      const retryDelayMs =
        !parsed.success || claim.attempts >= options.maxAttempts
          ? undefined
          : computeRetryDelay(claim.attempts, options.retryDelayMs);
      if (retryDelayMs !== undefined) soonestRetryMs = Math.min(soonestRetryMs, retryDelayMs);
      await store.markFailed(claim, errors.map(describeError).join('\n'), retryDelayMs);
    } finally {
      clearInterval(renewal);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (closed) return;
      const claim = await store.claimNext(options.leaseMs);
      if (claim === undefined) return;
      await run(claim);
    }
  }

  // Polling also finds what this runner cannot hear of: another instance's crash, a lease run out.
  function schedule(): void {
    clearTimeout(timer);
    if (closed) return;
    const delay = Math.min(soonestRetryMs, options.pollIntervalMs);
    soonestRetryMs = Number.POSITIVE_INFINITY;
    timer = setTimeout(() => void wake(), delay);
    timer.unref?.();
  }

  function wake(): Promise<void> {
    if (closed) return running ?? Promise.resolve();
    if (running !== undefined) {
      wakeAgain = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => onError(error, undefined))
      .finally(() => {
        running = undefined;
        if (!wakeAgain) return schedule();
        wakeAgain = false;
        void wake();
      });
    return running;
  }

  return {
    wake,
    async settle() {
      for (;;) {
        await wake();
        while (running !== undefined) await running;
        if (closed) return;
        const waitMs = await store.findWaitMs();
        if (waitMs === undefined) return;
        // A due row another runner holds locked for a moment must not spin this loop; nor may its
        // lease (a minute by default) be slept out when that runner settles it in milliseconds:
        // two receivers on one database timed a test out that way. So the wait is looked at again
        // at least every 100 ms.
        await sleep(Math.min(Math.max(waitMs, 5), settleRecheckMs));
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      while (running !== undefined) await running;
    },
  };
}
