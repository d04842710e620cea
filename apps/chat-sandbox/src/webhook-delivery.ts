import { buildMessageSentEvent } from './build-message-sent-event.js';
import { buildReceiptEvent } from './build-receipt-event.js';
import type { Directory } from './directory.js';
import type { ResolvedSandboxOptions } from './sandbox-options.js';
import type { StoredMessage } from './store/stored-message.js';

/** How long one delivery may take before it is abandoned. */
const deliveryTimeoutMs = 5000;

/** Sends webhook events in the background and lets the server wait for them before closing. */
export interface WebhookDelivery {
  deliverMessageSent(message: StoredMessage): void;
  /**
   * A reader who interacted with a message has received and read it: sends its delivery receipt,
   * then its read receipt, to the message's sender.
   */
  deliverReceipts(message: StoredMessage, readerUid: string, timestamp: number): void;
  /** Resolves when every delivery started so far has finished or failed. */
  settle(): Promise<void>;
}

/** Creates the webhook sender; without a configured webhook it sends nothing. */
export function createWebhookDelivery(
  options: ResolvedSandboxOptions,
  directory: Directory,
): WebhookDelivery {
  const pending = new Set<Promise<void>>();
  // Each webhook gets its events one after the other, so it sees them in the order they happened.
  const queues = options.webhooks.map((webhook) => ({ webhook, last: Promise.resolve() }));
  function deliver(build: (webhookId: string) => unknown, label: string): void {
    for (const queue of queues) {
      const { webhook } = queue;
      const event = build(webhook.id ?? 'sandbox');
      const delivery = queue.last
        .then(() => postEvent(webhook, event))
        .catch((error: unknown) => {
          options.log(`Webhook delivery of ${label} to ${webhook.url} failed: ${String(error)}`);
        })
        .finally(() => pending.delete(delivery));
      queue.last = delivery;
      pending.add(delivery);
    }
  }
  const source = (webhookId: string) => ({
    appId: options.appId,
    region: options.region,
    webhookId,
  });
  return {
    deliverMessageSent(message) {
      deliver(
        (webhookId) => buildMessageSentEvent(message, directory, source(webhookId)),
        `message ${message.id}`,
      );
    },
    deliverReceipts(message, readerUid, timestamp) {
      for (const action of ['delivered', 'read'] as const) {
        deliver(
          (webhookId) =>
            buildReceiptEvent(action, message, readerUid, directory, {
              ...source(webhookId),
              timestamp,
            }),
          `the ${action} receipt of message ${message.id}`,
        );
      }
    },
    async settle() {
      await Promise.all([...pending]);
    },
  };
}

async function postEvent(
  webhook: ResolvedSandboxOptions['webhooks'][number],
  event: unknown,
): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (webhook.username !== undefined) {
    const credentials = `${webhook.username}:${webhook.password ?? ''}`;
    headers.Authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
  }
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers,
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(deliveryTimeoutMs),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the receiver answered ${response.status}`);
}
