import { parseFormMessage, validateSubmission } from '@chatforms/core';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { authenticateBearerToken } from './authentication.js';
import type { SubmissionHandlerOptions } from './create-submission-handler.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { ServerChatClient } from './find-form.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase, testDatabaseKinds } from './test-support/test-databases.js';
import {
  createDataKeyRequest,
  createFakeChat,
  createKitRequest,
  createSentTestForm,
} from './test-support/test-form.js';

const validValues = { name: 'Ada', size: 'l', day: '2026-03-01' };
const tokens: Record<string, { uid: string; messageId?: string }> = {
  'token-2': { uid: 'cometchat-uid-2' },
  'token-1': { uid: 'cometchat-uid-1' },
  'token-2-message-1': { uid: 'cometchat-uid-2', messageId: 'message-1' },
};
const authenticate = authenticateBearerToken((token) => tokens[token]);

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function setUp(kind: string, options: Partial<SubmissionHandlerOptions> = {}) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  const store = await createSubmissionStore(database);
  const form = createSentTestForm();
  const fake = createFakeChat(form);
  const onSubmission = vi.fn<NonNullable<SubmissionHandlerOptions['onSubmission']>>();
  const handle = createSubmissionHandler({
    store,
    chat: fake.chat,
    authenticate,
    onSubmission,
    onError: () => {},
    ...options,
  });
  return { handle, store, form, fake, onSubmission };
}

describe.each(testDatabaseKinds)('on %s', (kind) => {
  test('accepts the kit envelope, stores the values as the form holds them and marks the message interacted', async () => {
    const { handle, store, form, fake, onSubmission } = await setUp(kind);
    const response = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(response.status).toBe(200);
    const [stored] = await store.list();
    expect(await response.json()).toEqual({ ok: true, submissionId: stored?.id });
    expect(stored?.values).toEqual({ name: 'Ada', size: 'l', day: '2026-03-01' });
    expect(onSubmission).toHaveBeenCalledOnce();
    expect(onSubmission.mock.calls[0]?.[0]).toMatchObject({
      messageId: 'message-1',
      interactedBy: 'cometchat-uid-2',
      interactedElementId: 'submit',
      payload: { shop: 'north' },
      bodyFormat: 'kitEnvelope',
    });
    expect(fake.marked).toEqual([
      { messageId: 'message-1', elementId: 'submit', onBehalfOf: 'cometchat-uid-2' },
    ]);
    expect(stored?.markedInteractedAt).toBeInstanceOf(Date);
  });

  test('accepts {...payload, formData} from a token bound to its message, matched to the button by its payload', async () => {
    const { handle, store, form, fake, onSubmission } = await setUp(kind);
    const request = createDataKeyRequest(form, validValues, { shop: 'north' }, 'token-2-message-1');
    const response = await handle(request);
    expect(response.status).toBe(200);
    expect((await store.list()).map((stored) => stored.values)).toEqual([validValues]);
    expect(onSubmission.mock.calls[0]?.[0]).toMatchObject({
      messageId: 'message-1',
      interactedElementId: 'submit',
      payload: { shop: 'north' },
    });
    expect(fake.marked).toEqual([
      { messageId: 'message-1', elementId: 'submit', onBehalfOf: 'cometchat-uid-2' },
    ]);
  });

  test('processes a double submit once and answers the retry with the first answer', async () => {
    const { handle, store, form, fake, onSubmission } = await setUp(kind);
    onSubmission.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 201, body: { orderNumber: 17 } };
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => handle(createKitRequest(form, validValues, { token: 'token-2' }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    for (const answer of answers) expect(await answer.json()).toEqual({ orderNumber: 17 });
    expect(
      answers.filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true'),
    ).toHaveLength(2);
    expect(onSubmission).toHaveBeenCalledOnce();
    expect(await store.list()).toHaveLength(1);
    expect(fake.marked).toHaveLength(1);
  });

  test('processes different values from the same user as another submission', async () => {
    const { handle, store, form } = await setUp(kind);
    await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    await handle(createKitRequest(form, { ...validValues, size: 's' }, { token: 'token-2' }));
    expect(await store.list()).toHaveLength(2);
  });

  test('refuses every request with 401 when no authentication is configured', async () => {
    const { handle, store, form, onSubmission } = await setUp(kind, { authenticate: undefined });
    const response = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_UNAUTHENTICATED' } });
    expect(onSubmission).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
  });

  test('refuses a request without a token or with an unknown one', async () => {
    const { handle, form } = await setUp(kind);
    expect((await handle(createKitRequest(form, validValues))).status).toBe(401);
    expect((await handle(createKitRequest(form, validValues, { token: 'forged' }))).status).toBe(
      401,
    );
  });

  test('refuses with 403 a user submitting in the name of another', async () => {
    const { handle, store, form } = await setUp(kind);
    const response = await handle(
      createKitRequest(form, validValues, { token: 'token-1', interactedBy: 'cometchat-uid-2' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_SUBMITTER_MISMATCH' } });
    expect(await store.list()).toEqual([]);
  });

  test('refuses the sender of a form that does not allow sender interaction', async () => {
    const { handle, form } = await setUp(kind);
    const response = await handle(
      createKitRequest(form, validValues, { token: 'token-1', interactedBy: 'cometchat-uid-1' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { code: 'ERR_SENDER_INTERACTION_NOT_ALLOWED' },
    });
  });

  test.each([
    ['an option not offered', { ...validValues, size: 'xl' }],
    ['a date out of range', { ...validValues, day: '2027-01-05' }],
    ['a required field removed', { size: 'l', day: '2026-03-01' }],
  ])('refuses %s with 422 and core’s message under the field', async (_case, values) => {
    const { handle, store, form, onSubmission } = await setUp(kind);
    const response = await handle(createKitRequest(form, values, { token: 'token-2' }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    const expected = validateSubmission(form, values);
    const issue = !expected.success ? expected.issues[0] : undefined;
    expect(body.errors).toEqual({ [String(issue?.path[0])]: issue?.message });
    expect(onSubmission).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
  });

  test.each([
    ['a NUL character', 'Ada\u0000'],
    ['a lone high surrogate', 'Ada\ud800'],
    ['a lone low surrogate', '\udc00Ada'],
  ])(
    'refuses a text with %s under its field with 422, not 500, and stores nothing',
    async (_case, name) => {
      const { handle, store, form, onSubmission } = await setUp(kind);
      const response = await handle(
        createKitRequest(form, { ...validValues, name }, { token: 'token-2' }),
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        errors: { name: 'This text contains characters that cannot be stored' },
        error: {
          code: 'ERR_INVALID_SUBMISSION',
          details: { issues: [{ path: ['name'], pointer: '/name', code: 'unstorable_text' }] },
        },
      });
      expect(onSubmission).not.toHaveBeenCalled();
      expect(await store.list()).toEqual([]);
    },
  );

  test('refuses a value for a field the form does not have with 422, naming the key in the message', async () => {
    const { handle, form } = await setUp(kind);
    const request = createDataKeyRequest(form, validValues, { shop: 'north' }, 'token-2-message-1');
    const body = JSON.parse(await request.text()) as { formData: Record<string, unknown> };
    body.formData.admin = 'yes';
    const response = await handle(
      new Request(request.url, {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify(body),
      }),
    );
    expect(response.status).toBe(422);
    // No field can show it, so the message the renderer shows under the button names the key.
    expect(await response.json()).toMatchObject({
      errors: {},
      error: {
        code: 'ERR_INVALID_SUBMISSION',
        message: 'Some values were refused: not a field of this form: admin.',
        details: { issues: [{ path: [], code: 'unrecognized_keys' }] },
      },
    });
  });

  test('answers the application’s field errors with 422, stores nothing, and processes a corrected retry', async () => {
    const { handle, store, form, fake, onSubmission } = await setUp(kind);
    onSubmission.mockImplementationOnce(() => ({
      errors: { name: 'We have no customer of that name' },
    }));
    const refused = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      errors: { name: 'We have no customer of that name' },
    });
    expect(await store.list()).toEqual([]);
    expect(fake.marked).toEqual([]);
    const retried = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(retried.status).toBe(200);
    expect(await store.list()).toHaveLength(1);
  });

  test('answers 500 and stores nothing when the application’s handler throws', async () => {
    const onError = vi.fn();
    const { handle, store, form, onSubmission } = await setUp(kind, { onError });
    onSubmission.mockRejectedValueOnce(new Error('the warehouse is down'));
    const response = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(response.status).toBe(500);
    expect(onError).toHaveBeenCalledWith(new Error('the warehouse is down'));
    expect(await store.list()).toEqual([]);
  });

  test('refuses to store an answer that is not a 2xx: the handler refuses with errors instead', async () => {
    const onError = vi.fn();
    const { handle, store, form, onSubmission } = await setUp(kind, { onError });
    onSubmission.mockResolvedValueOnce({ status: 409 });
    const response = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(response.status).toBe(500);
    expect(String(onError.mock.calls[0]?.[0])).toMatch(/answered status 409/);
    expect(await store.list()).toEqual([]);
  });

  test('keeps an accepted submission when marking fails, and marks it on the retry', async () => {
    const onError = vi.fn();
    const { handle, store, form, fake } = await setUp(kind, { onError });
    fake.setFailMarking(true);
    expect((await handle(createKitRequest(form, validValues, { token: 'token-2' }))).status).toBe(
      200,
    );
    expect(onError).toHaveBeenCalledWith(new Error('the chat API is down'));
    expect((await store.list())[0]?.markedInteractedAt).toBeUndefined();
    fake.setFailMarking(false);
    expect((await handle(createKitRequest(form, validValues, { token: 'token-2' }))).status).toBe(
      200,
    );
    expect(fake.marked).toHaveLength(1);
    expect((await store.list())[0]?.markedInteractedAt).toBeInstanceOf(Date);
  });
});

describe('given requests that are not submissions', () => {
  test('answers 400 with the error envelope to a body of another shape', async () => {
    const { handle } = await setUp('pglite');
    const response = await handle(
      new Request('http://localhost/', {
        method: 'POST',
        headers: { Authorization: 'Bearer token-2', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Ada' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_INVALID_SUBMISSION_BODY' } });
  });

  test('answers 404 for a message the chat API does not know', async () => {
    const { handle, form } = await setUp('pglite');
    const response = await handle(
      createKitRequest({ ...form, id: 'message-9' }, validValues, { token: 'token-2' }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_FORM_NOT_FOUND' } });
  });

  test('refuses a press of an element that is not a button of the form', async () => {
    const { handle, form } = await setUp('pglite');
    const response = await handle(
      createKitRequest(form, validValues, { token: 'token-2', interactedElementId: 'name' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_ELEMENT_NOT_FOUND' } });
  });

  test('answers a browser’s preflight for an allowed origin only', async () => {
    const { handle } = await setUp('pglite', { allowedOrigins: ['http://chat.example'] });
    const preflight = (origin: string) =>
      handle(new Request('http://localhost/', { method: 'OPTIONS', headers: { Origin: origin } }));
    expect(
      (await preflight('http://chat.example')).headers.get('Access-Control-Allow-Origin'),
    ).toBe('http://chat.example');
    expect(
      (await preflight('http://evil.example')).headers.get('Access-Control-Allow-Origin'),
    ).toBeNull();
  });
});

describe('given a form kept in the application’s own store', () => {
  test('finds it from the payload of a dataKey body and takes the user from the token', async () => {
    const form = createSentTestForm({ payload: { formId: 'order-7' } });
    const findForm = vi.fn(({ payload }: { payload: Record<string, unknown> }) =>
      payload.formId === 'order-7' ? form : undefined,
    );
    const { handle, store, onSubmission } = await setUp('pglite', { findForm, chat: undefined });
    const request = () => createDataKeyRequest(form, validValues, { formId: 'order-7' }, 'token-2');
    expect((await handle(request())).status).toBe(200);
    expect((await handle(request())).headers.get('Idempotent-Replayed')).toBe('true');
    expect(onSubmission).toHaveBeenCalledOnce();
    expect(onSubmission.mock.calls[0]?.[0]).toMatchObject({
      interactedBy: 'cometchat-uid-2',
      payload: { formId: 'order-7' },
      bodyFormat: 'dataKey',
    });
    expect(await store.list()).toHaveLength(1);
    const unknown = createDataKeyRequest(form, validValues, { formId: 'order-8' }, 'token-2');
    expect((await handle(unknown)).status).toBe(404);
  });

  test('compares a payload nested 100,000 deep with the form’s and refuses it with 403 instead of answering 500', async () => {
    const form = createSentTestForm();
    const { handle, store, onSubmission } = await setUp('pglite', {
      findForm: () => form,
      chat: undefined,
    });
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const response = await handle(
      new Request('http://127.0.0.1/submissions', {
        method: 'POST',
        headers: { Authorization: 'Bearer token-2', 'Content-Type': 'application/json' },
        body: `{"deep":${deep},"formData":${JSON.stringify(validValues)}}`,
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_PAYLOAD_MISMATCH' } });
    expect(onSubmission).not.toHaveBeenCalled();
    expect(await store.list()).toEqual([]);
  });

  test('refuses a body over the limit with 413 without reading it all', async () => {
    const { handle, form } = await setUp('pglite', { bodyLimitBytes: 100 });
    const response = await handle(createKitRequest(form, validValues, { token: 'token-2' }));
    expect(response.status).toBe(413);
  });
});

describe('given a form written the way the chat service’s docs write it', () => {
  test('reads it as the renderer does and accepts the answer, naming the button as written', async () => {
    const raw = {
      id: 'message-7',
      sender: 'cometchat-uid-1',
      receiver: 'cometchat-uid-2',
      receiverType: 'user',
      category: 'interactive',
      type: 'form',
      data: {
        interactiveData: {
          title: 'Plant swap',
          formFields: [
            { elementType: 'textInput', elementId: '1', label: 'Plant', optional: 'false' },
          ],
          submitElement: {
            elementType: 'button',
            elementId: '1',
            buttonText: 'Send',
            action: {
              actionType: 'apiAction',
              url: 'http://127.0.0.1/submissions',
              payload: { shop: 'north' },
            },
          },
        },
      },
    };
    const marked: string[] = [];
    const chat: ServerChatClient = {
      async getMessage(_messageId, options) {
        const read = parseFormMessage(raw, { mode: options?.mode });
        if (!read.success) throw new Error('the chat client refused the form');
        return { ...read.data, id: raw.id, sender: raw.sender } as never;
      },
      getGroupMember: async () => undefined,
      async markInteracted(_messageId, elementId) {
        marked.push(elementId);
        return { success: true, message: 'marked' };
      },
    };
    const { handle, onSubmission } = await setUp('pglite', { chat });
    const envelope = {
      payload: { shop: 'north' },
      trigger: 'ui_message_interacted',
      appID: 'app',
      region: 'eu',
      data: {
        messageId: 'message-7',
        interactedBy: 'cometchat-uid-2',
        interactedElementId: '1',
        interactionTimezoneCode: 'UTC',
        formData: { '1': 'A fern cutting' },
      },
    };
    const response = await handle(
      new Request('http://127.0.0.1/submissions', {
        method: 'POST',
        headers: { Authorization: 'Bearer token-2', 'Content-Type': 'application/json' },
        body: JSON.stringify(envelope),
      }),
    );
    expect(response.status).toBe(200);
    expect(onSubmission.mock.calls[0]?.[0]).toMatchObject({
      interactedElementId: '1',
      values: { '1': 'A fern cutting' },
    });
    expect(marked).toEqual(['1']);
  });
});
