import { ChatApiError } from '@chatforms/chat-api';
import type { FormValues } from '@chatforms/core';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { authenticateBearerToken } from './authentication.js';
import { createRecipientCheck } from './check-recipient.js';
import type { SubmissionHandlerOptions } from './create-submission-handler.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase, testDatabaseKinds } from './test-support/test-databases.js';
import type { SentTestFormOptions } from './test-support/test-form.js';
import {
  createDataKeyRequest,
  createFakeChat,
  createKitRequest,
  createSentTestForm,
} from './test-support/test-form.js';

const validValues = { name: 'Ada', size: 'l', day: '2026-03-01' };
const authenticate = authenticateBearerToken((token) => {
  const [uid, messageId] = token.split('@');
  return uid === undefined ? undefined : { uid, ...(messageId ? { messageId } : {}) };
});

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function setUp(
  kind: string,
  form: SentTestFormOptions = {},
  options: Partial<SubmissionHandlerOptions> = {},
) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  const store = await createSubmissionStore(database);
  const sent = createSentTestForm(form);
  const lunch = ['cometchat-uid-1', 'cometchat-uid-2', 'cometchat-uid-4'];
  const fake = createFakeChat(sent, { 'team-lunch': lunch });
  const onSubmission = vi.fn<NonNullable<SubmissionHandlerOptions['onSubmission']>>();
  const handle = createSubmissionHandler({
    store,
    chat: fake.chat,
    authenticate,
    onSubmission,
    onError: () => {},
    ...options,
  });
  const submitAs = (uid: string, values: FormValues = validValues) =>
    handle(createKitRequest(sent, values, { token: uid, interactedBy: uid }));
  return { handle, store, form: sent, fake, lunch, onSubmission, submitAs };
}

const groupForm: SentTestFormOptions = { receiver: 'team-lunch', receiverType: 'group' };

describe.each(testDatabaseKinds)('on %s', (kind) => {
  test('refuses with 403 a third user answering a form sent between two others, before any work', async () => {
    const { store, fake, onSubmission, submitAs } = await setUp(kind);
    const response = await submitAs('cometchat-uid-3');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_NOT_A_RECIPIENT' } });
    expect(onSubmission).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
    expect(fake.marked).toEqual([]);
  });

  test('refuses a dataKey body from a user the form was not sent to', async () => {
    const { handle, store, form, onSubmission } = await setUp(kind);
    const request = createDataKeyRequest(
      form,
      validValues,
      { shop: 'north' },
      'cometchat-uid-3@message-1',
    );
    const response = await handle(request);
    expect(response.status).toBe(403);
    expect(onSubmission).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
  });

  test('accepts a member of the group the form was sent to and refuses a non-member', async () => {
    const { store, onSubmission, submitAs } = await setUp(kind, groupForm);
    expect((await submitAs('cometchat-uid-4')).status).toBe(200);
    const refused = await submitAs('cometchat-uid-3');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'ERR_NOT_A_RECIPIENT', message: expect.stringMatching(/member of the group/) },
    });
    expect(onSubmission).toHaveBeenCalledOnce();
    expect((await store.list()).map((stored) => stored.interactedBy)).toEqual(['cometchat-uid-4']);
  });

  test('refuses a member removed from the group after the form was sent', async () => {
    const { store, lunch, submitAs } = await setUp(kind, groupForm, { membershipCacheSeconds: 0 });
    expect((await submitAs('cometchat-uid-4')).status).toBe(200);
    lunch.splice(lunch.indexOf('cometchat-uid-4'), 1);
    const response = await submitAs('cometchat-uid-4', { ...validValues, size: 's' });
    expect(response.status).toBe(403);
    expect(await store.list()).toHaveLength(1);
  });

  test('refuses a group form whose group no longer exists', async () => {
    const { store, submitAs } = await setUp(kind, { receiver: 'gone', receiverType: 'group' });
    expect((await submitAs('cometchat-uid-2')).status).toBe(403);
    expect(await store.list()).toEqual([]);
  });

  test.each([
    ['another shop, a price and a flag', { shop: 'south', price: 0, isAdmin: true }],
    ['the same payload with a key added', { shop: 'north', isAdmin: true }],
    ['a __proto__ key', JSON.parse('{"shop":"north","__proto__":{"isAdmin":true}}')],
  ])(
    'refuses a body carrying %s instead of the payload the author wrote',
    async (_case, payload) => {
      const { handle, store, form, onSubmission } = await setUp(kind);
      const request = createKitRequest(form, validValues, { token: 'cometchat-uid-2' });
      const body = JSON.parse(await request.text()) as Record<string, unknown>;
      const response = await handle(
        new Request(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify({ ...body, payload }),
        }),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'ERR_PAYLOAD_MISMATCH' } });
      expect(onSubmission).not.toHaveBeenCalled();
      expect(await store.list()).toEqual([]);
    },
  );

  test('hands the application the payload of the stored form', async () => {
    const { onSubmission, submitAs } = await setUp(kind, { payload: { shop: 'north', n: 1 } });
    expect((await submitAs('cometchat-uid-2')).status).toBe(200);
    expect(onSubmission.mock.calls[0]?.[0].payload).toEqual({ shop: 'north', n: 1 });
  });
});

describe('given many first submissions of one message at once', () => {
  test('reads the form and the membership once for all of them', async () => {
    const { fake, submitAs } = await setUp('pglite', groupForm);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) =>
        submitAs('cometchat-uid-4', { ...validValues, name }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(fake.reads).toEqual({ messages: 1, members: 1 });
  });

  test('answers 503 with Retry-After while the chat API rate-limits, stores nothing, and accepts the retry', async () => {
    const { store, fake, onSubmission, submitAs } = await setUp('pglite', groupForm);
    fake.setFailure(
      new ChatApiError({
        status: 429,
        code: 'ERR_TOO_MANY_REQUESTS',
        message: 'slow down',
        retryAfterSeconds: 3,
      }),
    );
    const limited = await submitAs('cometchat-uid-4');
    expect(limited.status).toBe(503);
    expect(limited.headers.get('Retry-After')).toBe('3');
    expect(await limited.json()).toMatchObject({ error: { code: 'ERR_CHAT_API_UNAVAILABLE' } });
    fake.setFailure(new ChatApiError({ status: 0, code: 'ERR_NETWORK', message: 'refused' }));
    expect((await submitAs('cometchat-uid-4')).status).toBe(503);
    expect(onSubmission).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
    fake.setFailure(undefined);
    expect((await submitAs('cometchat-uid-4')).status).toBe(200);
  });

  test('answers 503 when only the membership read fails', async () => {
    const { fake, submitAs } = await setUp('pglite', groupForm);
    expect((await submitAs('cometchat-uid-4', { ...validValues, name: 'first' })).status).toBe(200);
    fake.setFailure(new ChatApiError({ status: 502, code: 'ERR_BAD_GATEWAY', message: 'down' }));
    // The form is kept; the membership of another member is not known yet.
    expect((await submitAs('cometchat-uid-2')).status).toBe(503);
  });
});

describe('given a request that is not JSON', () => {
  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses %s with 415, so another origin cannot skip the preflight',
    async (contentType) => {
      const { handle, form, onSubmission } = await setUp('pglite');
      const request = createKitRequest(form, validValues, { token: 'cometchat-uid-2' });
      const headers = new Headers(request.headers);
      headers.set('Content-Type', contentType);
      const response = await handle(
        new Request(request.url, { method: 'POST', headers, body: await request.text() }),
      );
      expect(response.status).toBe(415);
      expect(onSubmission).not.toHaveBeenCalled();
    },
  );

  test('accepts application/json with a charset', async () => {
    const { handle, form } = await setUp('pglite');
    const request = createKitRequest(form, validValues, { token: 'cometchat-uid-2' });
    const headers = new Headers(request.headers);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const response = await handle(
      new Request(request.url, { method: 'POST', headers, body: await request.text() }),
    );
    expect(response.status).toBe(200);
  });
});

describe('the membership cache', () => {
  test('reuses a read for the given seconds, then reads again and honours a removal', async () => {
    let clock = 0;
    const members = new Set(['cometchat-uid-4']);
    const getGroupMember = vi.fn(async (_guid: string, uid: string) =>
      members.has(uid) ? { uid, scope: 'participant' } : undefined,
    );
    const check = createRecipientCheck({
      chat: { getGroupMember },
      membershipCacheSeconds: 10,
      now: () => clock,
    });
    const form = createSentTestForm(groupForm);
    expect(await check(form, 'cometchat-uid-4')).toBeUndefined();
    members.delete('cometchat-uid-4');
    clock = 9_999;
    expect(await check(form, 'cometchat-uid-4')).toBeUndefined();
    expect(getGroupMember).toHaveBeenCalledOnce();
    clock = 10_000;
    expect((await check(form, 'cometchat-uid-4'))?.status).toBe(403);
    expect(getGroupMember).toHaveBeenCalledTimes(2);
  });

  test('does not keep a failed read', async () => {
    const getGroupMember = vi
      .fn()
      .mockRejectedValueOnce(new ChatApiError({ status: 0, code: 'ERR_TIMEOUT', message: 'slow' }))
      .mockResolvedValueOnce({ uid: 'cometchat-uid-4', scope: 'participant' });
    const check = createRecipientCheck({ chat: { getGroupMember } });
    const form = createSentTestForm(groupForm);
    expect((await check(form, 'cometchat-uid-4'))?.status).toBe(503);
    expect(await check(form, 'cometchat-uid-4')).toBeUndefined();
  });

  test('lets the application decide with isRecipient', async () => {
    const isRecipient = vi.fn((_form: unknown, uid: string) => uid === 'cometchat-uid-5');
    const check = createRecipientCheck({ isRecipient });
    const form = createSentTestForm();
    expect(await check(form, 'cometchat-uid-5')).toBeUndefined();
    expect((await check(form, 'cometchat-uid-2'))?.status).toBe(403);
  });
});
