import { afterEach, describe, expect, test, vi } from 'vitest';

import { openTestDatabase, testDatabaseKinds } from '../test-support/test-databases.js';
import { createWebhookReceiver } from '../webhooks/create-webhook-receiver.js';
import type { SqlDatabase } from './sql-database.js';
import { createWebhookDeliveryStore } from './webhook-delivery-store.js';

const credentials = { username: 'chat-events', password: 'a-long-webhook-password' };

const messageSent = (id: string) => ({
  trigger: 'message_sent',
  appId: 'app',
  region: 'eu',
  webhook: 'sandbox',
  data: {
    message: {
      id,
      conversationId: 'c',
      sender: 'cometchat-uid-1',
      receiverType: 'user',
      receiver: 'cometchat-uid-2',
      category: 'message',
      type: 'text',
      data: { text: 'Hello' },
      sentAt: 1,
    },
  },
});

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

describe.each(testDatabaseKinds)('on %s', (kind) => {
  test('upgrades a table of the previous version and runs the deliveries it left unhandled', async () => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    await database.query(`CREATE TABLE chatforms_webhook_deliveries (
      delivery_id text PRIMARY KEY,
      trigger text NOT NULL,
      event jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz
    )`);
    await database.query(
      `INSERT INTO chatforms_webhook_deliveries (delivery_id, trigger, event, handled_at)
       VALUES ('old-handled', 'message_sent', $1::jsonb, now()),
              ('old-lost', 'message_sent', $2::jsonb, NULL)`,
      [JSON.stringify(messageSent('1')), JSON.stringify(messageSent('2'))],
    );
    const store = await createWebhookDeliveryStore(database);
    await createWebhookDeliveryStore(database);
    expect((await store.list()).map(({ deliveryId, status }) => [deliveryId, status])).toEqual([
      ['old-handled', 'handled'],
      ['old-lost', 'pending'],
    ]);
    const handled: string[] = [];
    const receiver = createWebhookReceiver({ credentials, store, onError: vi.fn() }).on(
      'message_sent',
      (event) => void handled.push(event.data.message.id),
    );
    await receiver.start();
    await receiver.close();
    expect(handled).toEqual(['2']);
  });

  test('dead-letters at once a stored event that no longer parses', async () => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    const store = await createWebhookDeliveryStore(database);
    await store.record({ deliveryId: 'a', trigger: 'message_sent', eventText: '{"trigger":1}' });
    const onError = vi.fn();
    const receiver = createWebhookReceiver({ credentials, store, onError });
    await receiver.settle();
    expect(await store.list()).toEqual([
      expect.objectContaining({
        status: 'dead',
        attempts: 1,
        lastError: expect.stringContaining('no longer parses'),
      }),
    ]);
  });

  test('keeps a handler’s error that holds NUL or half a surrogate pair', async () => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    const store = await createWebhookDeliveryStore(database);
    await store.record({
      deliveryId: 'a',
      trigger: 'message_sent',
      eventText: JSON.stringify(messageSent('1')),
    });
    const claim = await store.claimNext(60_000);
    await store.markFailed(claim!, 'nul \u0000 and \ud800', undefined);
    expect((await store.list())[0]?.lastError).toBe('nul \ufffd and \ufffd');
  });
});
