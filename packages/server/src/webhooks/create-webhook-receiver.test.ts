import { afterEach, describe, expect, test, vi } from 'vitest';

import type { SqlDatabase } from '../storage/sql-database.js';
import { createWebhookDeliveryStore } from '../storage/webhook-delivery-store.js';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-databases.js';
import { createWebhookReceiver } from './create-webhook-receiver.js';

const credentials = { username: 'chat-events', password: 'a-long-webhook-password' };
const authorization = `Basic ${btoa(`${credentials.username}:${credentials.password}`)}`;

const messageSent = {
  trigger: 'message_sent',
  appId: 'app',
  region: 'eu',
  webhook: 'sandbox',
  data: {
    message: {
      id: '7',
      conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
      sender: 'cometchat-uid-1',
      receiverType: 'user',
      receiver: 'cometchat-uid-2',
      category: 'message',
      type: 'text',
      data: { text: 'Hello', entities: {} },
      sentAt: 1,
      updatedAt: 1,
    },
  },
};

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function setUp(kind: string) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  const store = await createWebhookDeliveryStore(database);
  return { store, receiver: createWebhookReceiver({ credentials, store, onError: vi.fn() }) };
}

const deliver = (body: unknown, headers: Record<string, string> = { authorization }) =>
  new Request('http://localhost/webhooks', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(testDatabaseKinds)('on %s', (kind) => {
  test('answers 200 before the handler finishes, then runs it with the typed event', async () => {
    const { receiver, store } = await setUp(kind);
    let release: () => void = () => {};
    const seen: string[] = [];
    receiver.on('message_sent', async (event) => {
      await new Promise<void>((resolve) => (release = resolve));
      seen.push(event.data.message.id);
    });
    const response = await receiver.handle(deliver(messageSent));
    expect(response.status).toBe(200);
    expect(seen).toEqual([]);
    release();
    await receiver.settle();
    expect(seen).toEqual(['7']);
    expect((await store.list())[0]).toMatchObject({
      trigger: 'message_sent',
      handledAt: expect.any(Date),
    });
  });

  test('recognises a delivery sent again and does not handle it twice', async () => {
    const { receiver } = await setUp(kind);
    const handler = vi.fn();
    receiver.on('message_sent', handler);
    const first = await receiver.handle(deliver(messageSent));
    const again = await receiver.handle(deliver(JSON.stringify(messageSent, null, 2)));
    await receiver.settle();
    expect(await first.json()).toEqual({ ok: true, duplicate: false });
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('given a request that is not a delivery', () => {
  test('answers 401 to wrong or missing credentials and handles nothing', async () => {
    const { receiver } = await setUp('pglite');
    const handler = vi.fn();
    receiver.on('message_sent', handler);
    const wrong = `Basic ${btoa(`${credentials.username}:wrong`)}`;
    expect((await receiver.handle(deliver(messageSent, { authorization: wrong }))).status).toBe(
      401,
    );
    expect((await receiver.handle(deliver(messageSent, {}))).status).toBe(401);
    await receiver.settle();
    expect(handler).not.toHaveBeenCalled();
  });

  test('answers 400 with the issues to a body that is no event', async () => {
    const { receiver } = await setUp('pglite');
    const response = await receiver.handle(
      deliver({ ...messageSent, trigger: 'message_exploded' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'ERR_INVALID_WEBHOOK_EVENT', details: { issues: [{ pointer: '/trigger' }] } },
    });
  });

  test('hands a failing handler’s error to onError and still runs the others', async () => {
    const { store } = await setUp('pglite');
    const onError = vi.fn();
    const other = vi.fn();
    const receiver = createWebhookReceiver({ credentials, store, onError })
      .on('message_sent', () => {
        throw new Error('handler broke');
      })
      .on('message_sent', other);
    await receiver.handle(deliver(messageSent));
    await receiver.settle();
    expect(onError).toHaveBeenCalledWith(
      new Error('handler broke'),
      expect.objectContaining({ trigger: 'message_sent' }),
    );
    expect(other).toHaveBeenCalledOnce();
  });

  test('refuses to be created without a password', async () => {
    const { store } = await setUp('pglite');
    expect(() =>
      createWebhookReceiver({ credentials: { username: 'a', password: '' }, store }),
    ).toThrow(TypeError);
  });
});
