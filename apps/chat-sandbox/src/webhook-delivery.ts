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
  const { webhook } = options;
  // One delivery after the other, so a receiver sees them in the order they happened.
  let queue: Promise<void> = Promise.resolve();
  function deliver(event: unknown, label: string): void {
    if (!webhook) return;
    const delivery = queue
      .then(() => postEvent(webhook, event))
      .catch((error: unknown) => {
        options.log(`Webhook delivery of ${label} to ${webhook.url} failed: ${String(error)}`);
      })
      .finally(() => pending.delete(delivery));
    queue = delivery;
    pending.add(delivery);
  }
  const source = () => ({
    appId: options.appId,
    region: options.region,
    webhookId: webhook?.id ?? 'sandbox',
  });
  return {
    deliverMessageSent(message) {
      deliver(buildMessageSentEvent(message, directory, source()), `message ${message.id}`);
    },
    deliverReceipts(message, readerUid, timestamp) {
      for (const action of ['delivered', 'read'] as const) {
        const event = buildReceiptEvent(action, message, readerUid, directory, {
          ...source(),
          timestamp,
        });
        deliver(event, `the ${action} receipt of message ${message.id}`);
      }
    },
    async settle() {
      await Promise.all([...pending]);
    },
  };
}

async function postEvent(
  webhook: NonNullable<ResolvedSandboxOptions['webhook']>,
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
