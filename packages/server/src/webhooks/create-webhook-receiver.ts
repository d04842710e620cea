import type {
  BasicAuthCredentials,
  WebhookEvent,
  WebhookEventOf,
  WebhookTrigger,
} from '@chatforms/chat-api';
import { parseWebhookEvent, verifyBasicAuth } from '@chatforms/chat-api';

import { createErrorResponse } from '../error-response.js';
import { defaultBodyLimitBytes, readRequestText } from '../read-request-text.js';
import type { WebhookDeliveryStore } from '../storage/webhook-delivery-store.js';
import { createDeliveryRunner } from './create-delivery-runner.js';
import { identifyWebhookDelivery } from './webhook-delivery-identity.js';

/** Options of `createWebhookReceiver`. */
export interface WebhookReceiverOptions {
  /** The Basic credentials configured on the webhook; required, compared in constant time. */
  credentials: BasicAuthCredentials;
  /** Where deliveries are committed before the answer, and run from. */
  store: WebhookDeliveryStore;
  /** The largest body read, in bytes; 256 KiB by default. */
  bodyLimitBytes?: number;
  /** How many times a delivery's handlers are started before it is dead-lettered; 5 by default. */
  maxAttempts?: number;
  /** The wait after the first failure, doubled after each next one; 10 s by default. */
  retryDelayMs?: number;
  /** How long a claim on a delivery lasts unless renewed (a crashed holder's runs out); 60 s by default. */
  leaseMs?: number;
  /** How often to look for deliveries due that no request announced; 30 s by default. */
  pollIntervalMs?: number;
  /** Hears a handler that throws (with its event) or a store that fails (without one). */
  onError?: (error: unknown, event: WebhookEvent | undefined) => void;
}

/** A handler of one trigger's events. */
export type WebhookHandler<Trigger extends WebhookTrigger> = (
  event: WebhookEventOf<Trigger>,
) => void | Promise<unknown>;

/** A webhook endpoint: register handlers with `on`, then `start` and serve `handle`. */
export interface WebhookReceiver {
  /** Adds a handler of a trigger; every handler of a delivery must succeed for it to be handled. */
  on<Trigger extends WebhookTrigger>(
    trigger: Trigger,
    handler: WebhookHandler<Trigger>,
  ): WebhookReceiver;
  /** Runs the deliveries left pending (by a crash, or due for a retry), then keeps retrying. */
  start(): Promise<void>;
  /** The endpoint: 401, 400, 413, 503 with `Retry-After` if it cannot store, else 200 once stored. */
  handle(request: Request): Promise<Response>;
  /** Makes a delivery (dead-lettered, or handled) pending again and runs it; false if unknown or running. */
  replay(deliveryId: string): Promise<boolean>;
  /** Resolves when no delivery is pending: each is handled or dead-lettered, waiting out retries. */
  settle(): Promise<void>;
  /** Stops retrying and waits for the delivery running; the store keeps the rest for a restart. */
  close(): Promise<void>;
}

/** How long the chat service is asked to wait before redelivering what could not be stored. */
const retryAfterSeconds = 5;

const answerUnauthenticated = () =>
  createErrorResponse(401, 'ERR_UNAUTHENTICATED', 'Wrong or missing credentials.', undefined, {
    'WWW-Authenticate': 'Basic realm="webhooks"',
  });

/**
 * Creates a webhook receiver: verifies Basic authentication, parses the typed event of every
 * trigger, commits the delivery before answering 200, and runs the handlers from the store with
 * retries, so an event answered 200 is handled even across a crash; a redelivery is handled once.
 * @example
 * const webhooks = createWebhookReceiver({ credentials: { username: 'chat', password: secret }, store })
 *   .on('message_sent', (event) => console.log(event.data.message.id));
 * await webhooks.start();
 */
export function createWebhookReceiver(options: WebhookReceiverOptions): WebhookReceiver {
  if (!options.credentials?.username || !options.credentials.password)
    throw new TypeError('a webhook receiver needs a username and a password to check');
  const handlers = new Map<string, ((event: never) => unknown)[]>();
  const onError =
    options.onError ?? ((error: unknown) => console.error('A webhook delivery failed:', error));
  const runner = createDeliveryRunner({
    store: options.store,
    findHandlers: (trigger) => handlers.get(trigger) ?? [],
    maxAttempts: options.maxAttempts ?? 5,
    retryDelayMs: options.retryDelayMs ?? 10_000,
    leaseMs: options.leaseMs ?? 60_000,
    pollIntervalMs: options.pollIntervalMs ?? 30_000,
    onError,
  });

  async function store(event: WebhookEvent, eventText: string): Promise<Response> {
    try {
      const deliveryId = await identifyWebhookDelivery(event);
      const isNew = await options.store.record({ deliveryId, trigger: event.trigger, eventText });
      void runner.wake();
      return Response.json({ ok: true, duplicate: !isNew, deliveryId });
    } catch (error) {
      onError(error, event);
      // Never 200 for what is not committed: the chat service then sends it again.
      return createErrorResponse(
        503,
        'ERR_WEBHOOK_NOT_STORED',
        'The event could not be stored; send it again.',
        undefined,
        { 'Retry-After': String(retryAfterSeconds) },
      );
    }
  }

  const receiver: WebhookReceiver = {
    on(trigger, handler) {
      handlers.set(trigger, [...(handlers.get(trigger) ?? []), handler as never]);
      return receiver;
    },
    start: () => runner.wake(),
    async handle(request) {
      if (!verifyBasicAuth(request.headers.get('authorization'), options.credentials))
        return answerUnauthenticated();
      const text = await readRequestText(request, options.bodyLimitBytes ?? defaultBodyLimitBytes);
      if (text === undefined)
        return createErrorResponse(413, 'ERR_PAYLOAD_TOO_LARGE', 'The body is too large.');
      const parsed = parseWebhookEvent(text);
      if (!parsed.success)
        return createErrorResponse(400, 'ERR_INVALID_WEBHOOK_EVENT', parsed.issues[0]!.message, {
          issues: parsed.issues,
        });
      return store(parsed.data, text);
    },
    async replay(deliveryId) {
      const replayed = await options.store.replay(deliveryId);
      if (replayed) void runner.wake();
      return replayed;
    },
    settle: () => runner.settle(),
    close: () => runner.close(),
  };
  return receiver;
}
