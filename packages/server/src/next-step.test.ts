import {
  createApiAction,
  createButtonElement,
  createFormMessage,
  createSingleSelectElement,
  type FormMessage,
  readNextStep,
} from '@chatforms/core';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { authenticateBearerToken } from './authentication.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase, testDatabaseKinds } from './test-support/test-databases.js';
import { createFakeChat, createKitRequest, createSentTestForm } from './test-support/test-form.js';

const authenticate = authenticateBearerToken((token) =>
  token === 'token-2' ? { uid: 'cometchat-uid-2' } : undefined,
);
const validValues = { name: 'Ada', size: 'l', day: '2026-03-01' };

/** The second step: a slot out of two, sent with its own button. */
function createSlotStep(url: string) {
  return createFormMessage({
    receiver: 'anyone',
    receiverType: 'user',
    title: 'Pick a slot',
    formFields: [
      createSingleSelectElement({
        elementId: 'slot',
        label: 'Slot',
        optional: false,
        options: [
          { value: 'mon-10', label: 'Monday 10:00' },
          { value: 'tue-14', label: 'Tuesday 14:00' },
        ],
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'book',
      buttonText: 'Book',
      action: createApiAction({ url, payload: { shop: 'north' } }),
    }),
  });
}

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function setUp(kind: string) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  const store = await createSubmissionStore(database);
  const form = createSentTestForm();
  const fake = createFakeChat(form);
  const calls: string[] = [];
  const updateMessage = vi.fn(async (messageId: string, _data: FormMessage['data']) => {
    calls.push(`update ${messageId}`);
    return form as never;
  });
  const markInteracted = fake.chat.markInteracted;
  const chat = {
    ...fake.chat,
    updateMessage,
    markInteracted: (...args: Parameters<typeof markInteracted>) => {
      calls.push(`mark ${args[1]}`);
      return markInteracted(...args);
    },
  };
  const slotStep = createSlotStep('http://127.0.0.1/submissions');
  const onSubmission = vi.fn(({ interactedElementId }: { interactedElementId: string }) =>
    interactedElementId === 'submit' ? { next: slotStep } : { body: { booked: true } },
  );
  const handle = createSubmissionHandler({
    store,
    chat,
    authenticate,
    onSubmission,
    onError: () => {},
  });
  return { handle, store, form, fake, calls, updateMessage, onSubmission };
}

describe.each(testDatabaseKinds)('on %s', (kind) => {
  test('answers a handler’s next form as the submitted message with that data, and gives a retry the same', async () => {
    const { handle, form, calls, updateMessage } = await setUp(kind);
    const first = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(first.status).toBe(200);
    const body = (await first.json()) as Record<string, unknown>;
    const reading = readNextStep(body);
    expect(reading.status).toBe('next');
    const next = (reading as { message: FormMessage & { id: string; sender: string } }).message;
    // Its envelope is the submitted message's, so the renderer's next request names that message.
    expect(next).toMatchObject({
      id: 'message-1',
      sender: 'cometchat-uid-1',
      receiver: form.receiver,
    });
    expect(next.data.interactiveData.title).toBe('Pick a slot');
    expect(next.data.interactions).toBeUndefined();
    expect(body).toMatchObject({ ok: true, submissionId: expect.any(String) });

    const retry = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(body);
    // Written to the message as its sender, once the press is marked on the step pressed.
    expect(updateMessage).toHaveBeenCalledWith('message-1', next.data, {
      onBehalfOf: 'cometchat-uid-1',
    });
    expect(calls.slice(0, 2)).toEqual(['mark submit', 'update message-1']);
  });

  test('checks a submission of the next step against that step, and still replays the first', async () => {
    const { handle, store, form, onSubmission } = await setUp(kind);
    const first = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    const reading = readNextStep(await first.json());
    const next = (reading as { message: FormMessage & { id: string } }).message;

    const refused = await handle(
      createKitRequest(next, { slot: 'wed-09' }, { token: 'token-2', interactedElementId: 'book' }),
    );
    expect(refused.status).toBe(422);
    const booked = await handle(
      createKitRequest(next, { slot: 'tue-14' }, { token: 'token-2', interactedElementId: 'book' }),
    );
    expect(booked.status).toBe(200);
    expect(await booked.json()).toEqual({ booked: true });
    const stored = await store.list();
    expect(stored.map(({ interactedElementId, values }) => [interactedElementId, values])).toEqual([
      ['submit', validValues],
      ['book', { slot: 'tue-14' }],
    ]);

    const replayed = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(onSubmission).toHaveBeenCalledTimes(2);
  });

  test('does not write one member’s next step over a message sent to a group', async () => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    const form = createSentTestForm({ receiverType: 'group', receiver: 'salon' });
    const fake = createFakeChat(form, { salon: ['cometchat-uid-2'] });
    const updateMessage = vi.fn(async () => form as never);
    const handle = createSubmissionHandler({
      store: await createSubmissionStore(database),
      chat: { ...fake.chat, updateMessage },
      authenticate,
      onSubmission: () => ({ next: createSlotStep('http://127.0.0.1/submissions') }),
      onError: () => {},
    });
    const response = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(readNextStep(await response.json()).status).toBe('next');
    expect(fake.marked).toHaveLength(1);
    expect(updateMessage).not.toHaveBeenCalled();
  });

  test('answers 500 and stores nothing when the handler’s next form does not parse', async () => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    const store = await createSubmissionStore(database);
    const form = createSentTestForm();
    const onError = vi.fn();
    const handle = createSubmissionHandler({
      store,
      chat: createFakeChat(form).chat,
      authenticate,
      onSubmission: () => ({ next: { data: { interactiveData: { title: 'Broken' } } } as never }),
      onError,
    });
    const response = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(response.status).toBe(500);
    expect(await store.list()).toEqual([]);
    expect(String(onError.mock.calls[0]?.[0])).toMatch(
      /onSubmission answered a next form that does not parse: .*formFields/,
    );
  });
});
