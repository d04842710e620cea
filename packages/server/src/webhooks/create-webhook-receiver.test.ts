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

const blockEvent = (trigger: string, lastActiveAt: number) => ({
  trigger,
  appId: 'app',
  region: 'eu',
  webhook: 'sandbox',
  data: {
    by: { uid: 'cometchat-uid-1', name: 'Ada', lastActiveAt },
    users: { 'cometchat-uid-3': { uid: 'cometchat-uid-3', name: 'Nancy' } },
  },
});

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
  test('answers 200 once the delivery is stored, then runs the handler with the typed event', async () => {
    const { receiver, store } = await setUp(kind);
    let release: (() => void) | undefined;
    const seen: string[] = [];
    receiver.on('message_sent', async (event) => {
      await new Promise<void>((resolve) => (release = resolve));
      seen.push(event.data.message.id);
    });
    const response = await receiver.handle(deliver(messageSent));
    expect(response.status).toBe(200);
    expect(await store.list()).toEqual([
      expect.objectContaining({ trigger: 'message_sent', status: 'pending' }),
    ]);
    await vi.waitFor(() => expect(release).toBeDefined());
    release?.();
    await receiver.settle();
    expect(seen).toEqual(['7']);
    expect((await store.list())[0]).toMatchObject({
      trigger: 'message_sent',
      status: 'handled',
      attempts: 1,
      handledAt: expect.any(Date),
    });
  });

  test('recognises a delivery sent again and does not handle it twice', async () => {
    const { receiver } = await setUp(kind);
    const handler = vi.fn();
    receiver.on('message_sent', handler);
    const first = await receiver.handle(deliver(messageSent));
    await receiver.settle();
    const again = await receiver.handle(deliver(JSON.stringify(messageSent, null, 2)));
    await receiver.settle();
    expect(await first.json()).toMatchObject({ ok: true, duplicate: false });
    expect(await again.json()).toMatchObject({ ok: true, duplicate: true });
    expect(handler).toHaveBeenCalledOnce();
  });

  test('handles a block, an unblock and a block again whose times differ, in order', async () => {
    const { receiver } = await setUp(kind);
    const seen: string[] = [];
    receiver
      .on('user_blocked', (event) => void seen.push(event.trigger))
      .on('user_unblocked', (event) => void seen.push(event.trigger));
    for (const [trigger, at] of [
      ['user_blocked', 100],
      ['user_unblocked', 200],
      ['user_blocked', 300],
    ] as const)
      expect(await (await receiver.handle(deliver(blockEvent(trigger, at)))).json()).toMatchObject({
        duplicate: false,
      });
    await receiver.settle();
    expect(seen).toEqual(['user_blocked', 'user_unblocked', 'user_blocked']);
  });

  test('takes a block identical to an earlier one, with no time to tell them apart, for its redelivery', async () => {
    const { receiver } = await setUp(kind);
    const handler = vi.fn();
    receiver.on('user_blocked', handler);
    await receiver.handle(deliver(blockEvent('user_blocked', 100)));
    await receiver.handle(deliver(blockEvent('user_unblocked', 100)));
    const third = await receiver.handle(deliver(blockEvent('user_blocked', 100)));
    await receiver.settle();
    expect(await third.json()).toMatchObject({ duplicate: true });
    expect(handler).toHaveBeenCalledOnce();
  });

  test('stores and hands over an event whose strings hold NUL and lone surrogates', async () => {
    const { receiver, store } = await setUp(kind);
    const texts: string[] = [];
    receiver.on('message_sent', (event) => void texts.push(event.data.message.data.text ?? ''));
    const odd = ['nul \u0000 inside', 'lone \ud800 high', 'lone \udc00 low'];
    for (const [index, text] of odd.entries()) {
      const event = structuredClone(messageSent);
      event.data.message.id = `odd-${index}`;
      event.data.message.data.text = text;
      expect((await receiver.handle(deliver(event))).status).toBe(200);
    }
    await receiver.settle();
    expect(texts).toEqual(odd);
    expect((await store.list({ status: 'handled' })).length).toBe(3);
  });

  test('answers a very deep event without a 500, and handles it when it accepts it', async () => {
    const { receiver } = await setUp(kind);
    const handler = vi.fn();
    receiver.on('message_sent', handler);
    // Nearly the whole 256 KiB a body may have; recursion of this depth overflows the stack.
    const depth = 120_000;
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const body = JSON.stringify(messageSent).replace(
      '"entities":{}',
      `"entities":{},"deep":${deep}`,
    );
    const response = await receiver.handle(deliver(body));
    await receiver.settle();
    expect(response.status).toBe(200);
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('given a store that fails', () => {
  test('answers 503 with Retry-After, never 200, and runs no handler', async () => {
    const { store } = await setUp('pglite');
    const onError = vi.fn();
    const handler = vi.fn();
    const failing = { ...store, record: () => Promise.reject(new Error('the disk is full')) };
    const receiver = createWebhookReceiver({ credentials, store: failing, onError }).on(
      'message_sent',
      handler,
    );
    const response = await receiver.handle(deliver(messageSent));
    await receiver.settle();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_WEBHOOK_NOT_STORED' } });
    expect(onError).toHaveBeenCalledWith(
      new Error('the disk is full'),
      expect.objectContaining({ trigger: 'message_sent' }),
    );
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('given a request that is not a delivery', () => {
  test('answers 401 to wrong or missing credentials and stores nothing', async () => {
    const { receiver, store } = await setUp('pglite');
    const wrong = `Basic ${btoa(`${credentials.username}:wrong`)}`;
    expect((await receiver.handle(deliver(messageSent, { authorization: wrong }))).status).toBe(
      401,
    );
    expect((await receiver.handle(deliver(messageSent, {}))).status).toBe(401);
    expect(await store.list()).toEqual([]);
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

  test('refuses to be created without a password', async () => {
    const { store } = await setUp('pglite');
    expect(() =>
      createWebhookReceiver({ credentials: { username: 'a', password: '' }, store }),
    ).toThrow(TypeError);
  });
});
