import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  createApiAction,
  createButtonElement,
  createCheckboxElement,
  createFormMessage,
  createTextInputElement,
  validateSubmission,
} from '@chatforms/core';
import { afterEach, expect, test, vi } from 'vitest';

import { toNodeListener } from './adapters/to-node-listener.js';
import { authenticateBearerToken } from './authentication.js';
import type { SubmissionHandlerOptions } from './create-submission-handler.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase } from './test-support/test-databases.js';
import { createFakeChat, createKitRequest } from './test-support/test-form.js';

// A form whose every rule the server enforces through core's validateSubmission, as the renderer does.
function createRuledForm() {
  const message = createFormMessage({
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    title: 'Sign up',
    formFields: [
      createTextInputElement({
        elementId: 'handle',
        label: 'Handle',
        optional: false,
        minLength: 3,
        maxLength: 12,
      }),
      createTextInputElement({
        elementId: 'zip',
        label: 'ZIP code',
        pattern: '[0-9]{5}',
        patternMessage: 'Enter five digits, such as 12345',
      }),
      createCheckboxElement({
        elementId: 'topics',
        label: 'Topics',
        options: [
          { value: 'news', label: 'News' },
          { value: 'offers', label: 'Offers' },
          { value: 'events', label: 'Events' },
        ],
        maxSelected: 2,
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Sign up',
      action: createApiAction({ url: 'http://127.0.0.1/submissions' }),
    }),
  });
  return { ...message, id: 'message-1', sender: 'cometchat-uid-1' };
}

const servers: Server[] = [];
const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function serveRuledForm() {
  const database = await openTestDatabase('pglite');
  opened.push(database);
  const store = await createSubmissionStore(database);
  const form = createRuledForm();
  const onSubmission = vi.fn<NonNullable<SubmissionHandlerOptions['onSubmission']>>();
  const handle = createSubmissionHandler({
    store,
    chat: createFakeChat(form).chat,
    authenticate: authenticateBearerToken((token) =>
      token === 'token-2' ? { uid: 'cometchat-uid-2' } : undefined,
    ),
    onSubmission,
    onError: () => {},
  });
  const server = createServer(toNodeListener(handle));
  servers.push(server);
  // Listening resolves once the port is bound: the server is ready for requests then.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, form, store, onSubmission };
}

/** Posts the kit envelope the renderer would send for `values` over real HTTP. */
async function postOverHttp(origin: string, request: Request) {
  return fetch(`${origin}/submissions`, {
    method: 'POST',
    headers: request.headers,
    body: await request.text(),
  });
}

test.each([
  ['a handle shorter than minLength', { handle: 'ad', zip: '', topics: [] }],
  ['a handle longer than maxLength', { handle: 'ada-lovelace-1815', zip: '', topics: [] }],
  ['a ZIP code the pattern refuses', { handle: 'ada', zip: '1234', topics: [] }],
  [
    'three topics past maxSelected',
    { handle: 'ada', zip: '', topics: ['news', 'offers', 'events'] },
  ],
])('refuses %s over HTTP with 422 and the message the renderer shows', async (_case, values) => {
  const { origin, form, store, onSubmission } = await serveRuledForm();
  const response = await postOverHttp(origin, createKitRequest(form, values, { token: 'token-2' }));
  expect(response.status).toBe(422);
  const expected = validateSubmission(form, values);
  if (expected.success) throw new Error('the values were meant to break a rule');
  const [issue] = expected.issues;
  expect(await response.json()).toMatchObject({
    errors: { [String(issue?.path[0])]: issue?.message },
    error: { code: 'ERR_INVALID_SUBMISSION', details: { issues: [{ code: issue?.code }] } },
  });
  expect(onSubmission).not.toHaveBeenCalled();
  expect(await store.list()).toEqual([]);
});

test("answers the author's pattern message word for word", async () => {
  const { origin, form } = await serveRuledForm();
  const values = { handle: 'ada', zip: 'abcde', topics: [] };
  const response = await postOverHttp(origin, createKitRequest(form, values, { token: 'token-2' }));
  expect(await response.json()).toMatchObject({
    errors: { zip: 'Enter five digits, such as 12345' },
  });
});

test('accepts and stores values within every rule', async () => {
  const { origin, form, store } = await serveRuledForm();
  const values = { handle: 'ada', zip: '12345', topics: ['news', 'events'] };
  const response = await postOverHttp(origin, createKitRequest(form, values, { token: 'token-2' }));
  expect(response.status).toBe(200);
  const [stored] = await store.list();
  expect(stored?.values).toEqual(values);
});
