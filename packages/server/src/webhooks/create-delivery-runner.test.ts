import { afterEach, describe, expect, test, vi } from 'vitest';

import type { SqlDatabase } from '../storage/sql-database.js';
import { createWebhookDeliveryStore } from '../storage/webhook-delivery-store.js';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-databases.js';
import { createWebhookReceiver } from './create-webhook-receiver.js';

const credentials = { username: 'chat-events', password: 'a-long-webhook-password' };
const authorization = `Basic ${btoa(`${credentials.username}:${credentials.password}`)}`;

const messageSent = (id: string) => ({
  trigger: 'message_sent',
  appId: 'app',
  region: 'eu',
  webhook: 'sandbox',
  data: {
    message: {
      id,
      conversationId: 'cometchat-uid-1_user_cometchat-uid-2',
      sender: 'cometchat-uid-1',
      receiverType: 'user',
      receiver: 'cometchat-uid-2',
      category: 'message',
      type: 'text',
      data: { text: 'Hello', entities: {} },
      sentAt: 1,
    },
  },
});

const deliver = (body: unknown) =>
  new Request('http://localhost/webhooks', {
    method: 'POST',
    headers: { authorization },
    body: JSON.stringify(body),
  });

const opened: SqlDatabase[] = [];
const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function openStore(kind: string) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  return createWebhookDeliveryStore(database);
}

describe.each(testDatabaseKinds)('on %s', (kind) => {
  test('retries a throwing handler after a doubling wait until it succeeds', async () => {
    const store = await openStore(kind);
    const onError = vi.fn();
    const calls: number[] = [];
    const receiver = createWebhookReceiver({ credentials, store, onError, retryDelayMs: 50 }).on(
      'message_sent',
      () => {
        calls.push(performance.now());
        if (calls.length < 3) throw new Error(`failure ${calls.length}`);
      },
    );
    receivers.push(receiver);
    await receiver.handle(deliver(messageSent('1')));
    await receiver.settle();
    expect(calls).toHaveLength(3);
    // Timers may fire a millisecond early against the database's clock.
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(45);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(95);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(await store.list()).toEqual([
      expect.objectContaining({ status: 'handled', attempts: 3, lastError: undefined }),
    ]);
  });

  test('records the attempt, its error and when it is tried next', async () => {
    const store = await openStore(kind);
    const receiver = createWebhookReceiver({
      credentials,
      store,
      onError: vi.fn(),
      retryDelayMs: 3_600_000,
    }).on('message_sent', () => {
      throw new Error('the shop is down');
    });
    receivers.push(receiver);
    await receiver.handle(deliver(messageSent('1')));
    await receiver.start();
    const [delivery] = await store.list();
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: the shop is down',
    });
    expect(delivery!.nextAttemptAt.getTime() - delivery!.receivedAt.getTime()).toBeGreaterThan(
      3_500_000,
    );
  });

  test('dead-letters a delivery after its last attempt, lists it, and runs it again on replay', async () => {
    const store = await openStore(kind);
    let broken = true;
    const handled: string[] = [];
    const receiver = createWebhookReceiver({
      credentials,
      store,
      onError: vi.fn(),
      maxAttempts: 3,
      retryDelayMs: 1,
    }).on('message_sent', (event) => {
      if (broken) throw new Error('still broken');
      handled.push(event.data.message.id);
    });
    receivers.push(receiver);
    const answer = (await (await receiver.handle(deliver(messageSent('1')))).json()) as {
      deliveryId: string;
    };
    await receiver.settle();
    expect(await store.list({ status: 'dead' })).toEqual([
      expect.objectContaining({
        deliveryId: answer.deliveryId,
        attempts: 3,
        lastError: 'Error: still broken',
        deadLetteredAt: expect.any(Date),
      }),
    ]);
    broken = false;
    expect(await receiver.replay(answer.deliveryId)).toBe(true);
    await receiver.settle();
    expect(handled).toEqual(['1']);
    expect(await store.list({ status: 'dead' })).toEqual([]);
    expect(await store.list({ status: 'handled' })).toHaveLength(1);
    expect(await receiver.replay('no-such-delivery')).toBe(false);
  });

  test('marks a delivery handled only when every handler of it succeeded', async () => {
    const store = await openStore(kind);
    const other = vi.fn();
    let failures = 1;
    const receiver = createWebhookReceiver({
      credentials,
      store,
      onError: vi.fn(),
      retryDelayMs: 1,
    })
      .on('message_sent', () => {
        if (failures-- > 0) throw new Error('once');
      })
      .on('message_sent', other);
    receivers.push(receiver);
    await receiver.handle(deliver(messageSent('1')));
    await receiver.settle();
    expect(other).toHaveBeenCalledTimes(2);
    expect(await store.list()).toEqual([
      expect.objectContaining({ status: 'handled', attempts: 2 }),
    ]);
  });

  test('runs, when started, a delivery left pending by a process that stopped', async () => {
    const store = await openStore(kind);
    const first = createWebhookReceiver({ credentials, store, onError: vi.fn() });
    await first.close();
    await first.handle(deliver(messageSent('1')));
    const handler = vi.fn();
    const second = createWebhookReceiver({ credentials, store, onError: vi.fn() }).on(
      'message_sent',
      handler,
    );
    receivers.push(second);
    await second.start();
    expect(handler).toHaveBeenCalledOnce();
  });

  test('takes over a delivery whose holder’s lease ran out, and not one whose lease holds', async () => {
    const store = await openStore(kind);
    await store.record({
      deliveryId: 'a',
      trigger: 'message_sent',
      eventText: JSON.stringify(messageSent('a')),
    });
    await store.record({
      deliveryId: 'b',
      trigger: 'message_sent',
      eventText: JSON.stringify(messageSent('b')),
    });
    const alive = await store.claimNext(3_600_000);
    const crashed = await store.claimNext(1);
    expect([alive?.deliveryId, crashed?.deliveryId]).toEqual(['a', 'b']);
    const handled: string[] = [];
    const receiver = createWebhookReceiver({ credentials, store, onError: vi.fn() }).on(
      'message_sent',
      (event) => void handled.push(event.data.message.id),
    );
    receivers.push(receiver);
    await vi.waitFor(async () => {
      await receiver.start();
      expect(handled).toEqual(['b']);
    });
    expect((await store.list()).map((delivery) => delivery.status)).toEqual(['pending', 'handled']);
  });

  test('runs each delivery once when two receivers share the database', async () => {
    const store = await openStore(kind);
    const runs = new Map<string, number>();
    const count = (event: { data: { message: { id: string } } }) =>
      void runs.set(event.data.message.id, (runs.get(event.data.message.id) ?? 0) + 1);
    const pair = [1, 2].map(() =>
      createWebhookReceiver({ credentials, store, onError: vi.fn() }).on('message_sent', count),
    );
    receivers.push(...pair);
    const ids = Array.from({ length: 20 }, (_, index) => String(index));
    await Promise.all(ids.map((id, index) => pair[index % 2]!.handle(deliver(messageSent(id)))));
    await Promise.all(pair.map((receiver) => receiver.settle()));
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
  });
});
