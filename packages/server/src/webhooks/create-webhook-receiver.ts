import type {
  BasicAuthCredentials,
  WebhookEvent,
  WebhookEventOf,
  WebhookTrigger,
} from '@chatforms/chat-api';
import { parseWebhookEvent, verifyBasicAuth } from '@chatforms/chat-api';

import { hashText, writeCanonicalJson } from '../canonical-json.js';
import { createErrorResponse } from '../error-response.js';
import { defaultBodyLimitBytes, readRequestText } from '../read-request-text.js';
import type { WebhookDeliveryStore } from '../storage/webhook-delivery-store.js';

/** Options of `createWebhookReceiver`. */
export interface WebhookReceiverOptions {
  /** The Basic credentials configured on the webhook; required, compared in constant time. */
  credentials: BasicAuthCredentials;
  store: WebhookDeliveryStore;
  bodyLimitBytes?: number;
  /** Hears a handler that throws; the delivery was already answered 200. */
  onError?: (error: unknown, event: WebhookEvent) => void;
}

/** A handler of one trigger's events. */
export type WebhookHandler<Trigger extends WebhookTrigger> = (
  event: WebhookEventOf<Trigger>,
) => void | Promise<unknown>;

/** A webhook endpoint: register handlers with `on`, serve `handle`. */
export interface WebhookReceiver {
  on<Trigger extends WebhookTrigger>(
    trigger: Trigger,
    handler: WebhookHandler<Trigger>,
  ): WebhookReceiver;
  /** The endpoint: 401 without the credentials, 400 for a body that is no event, else 200 at once. */
  handle(request: Request): Promise<Response>;
  /** Resolves when the handlers of every delivery received so far have finished. */
  settle(): Promise<void>;
}

/**
 * Creates a webhook receiver: verifies Basic authentication, parses the typed event of every
 * trigger, answers 200 at once and runs the handlers after; a delivery received twice (the same
 * event) is answered 200 and not handled again.
 * @example
 * const webhooks = createWebhookReceiver({ credentials: { username: 'chat', password: secret }, store })
 *   .on('message_sent', (event) => console.log(event.data.message.id));
 */
export function createWebhookReceiver(options: WebhookReceiverOptions): WebhookReceiver {
  if (!options.credentials?.username || !options.credentials.password)
    throw new TypeError('a webhook receiver needs a username and a password to check');
  const handlers = new Map<string, ((event: never) => void | Promise<unknown>)[]>();
  const pending = new Set<Promise<void>>();
  const onError =
    options.onError ?? ((error: unknown) => console.error('A webhook handler failed:', error));

  async function runHandlers(deliveryId: string, event: WebhookEvent): Promise<void> {
    for (const handler of handlers.get(event.trigger) ?? []) {
      try {
        await handler(event as never);
      } catch (error) {
        onError(error, event);
      }
    }
    await options.store.markHandled(deliveryId).catch((error: unknown) => onError(error, event));
  }

  const receiver: WebhookReceiver = {
    on(trigger, handler) {
      handlers.set(trigger, [...(handlers.get(trigger) ?? []), handler as never]);
      return receiver;
    },
    async handle(request) {
      if (!verifyBasicAuth(request.headers.get('authorization'), options.credentials))
        return createErrorResponse(
          401,
          'ERR_UNAUTHENTICATED',
          'Wrong or missing credentials.',
          undefined,
          {
            'WWW-Authenticate': 'Basic realm="webhooks"',
          },
        );
      const text = await readRequestText(request, options.bodyLimitBytes ?? defaultBodyLimitBytes);
      if (text === undefined)
        return createErrorResponse(413, 'ERR_PAYLOAD_TOO_LARGE', 'The body is too large.');
      const parsed = parseWebhookEvent(text);
      if (!parsed.success)
        return createErrorResponse(400, 'ERR_INVALID_WEBHOOK_EVENT', parsed.issues[0]!.message, {
          issues: parsed.issues,
        });
      const event = parsed.data;
      // The chat service retries a delivery with the same event, so its content identifies it.
      const deliveryId = await hashText(writeCanonicalJson(event));
      const isNew = await options.store.record(deliveryId, event.trigger, event);
      if (isNew) {
        const run = runHandlers(deliveryId, event).finally(() => pending.delete(run));
        pending.add(run);
      }
      return Response.json({ ok: true, duplicate: !isNew });
    },
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
  return receiver;
}
