import { buildMessageSentEvent } from './build-message-sent-event.js';
import type { Directory } from './directory.js';
import type { ResolvedSandboxOptions } from './sandbox-options.js';
import type { StoredMessage } from './store/stored-message.js';

/** How long one delivery may take before it is abandoned. */
const deliveryTimeoutMs = 5000;

/** Sends webhook events in the background and lets the server wait for them before closing. */
export interface WebhookDelivery {
  deliverMessageSent(message: StoredMessage): void;
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
  return {
    deliverMessageSent(message) {
      if (!webhook) return;
      const event = buildMessageSentEvent(message, directory, {
        appId: options.appId,
        region: options.region,
        webhookId: webhook.id ?? 'sandbox',
      });
      const delivery = postEvent(webhook, event)
        .catch((error: unknown) => {
          options.log(
            `Webhook delivery of message ${message.id} to ${webhook.url} failed: ${String(error)}`,
          );
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
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
