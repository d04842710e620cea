import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  createApiAction,
  createButtonElement,
  createFormMessage,
  createRadioElement,
  createTextInputElement,
} from '@chatforms/core';
import { afterEach, expect, test } from 'vitest';

import { toNodeListener } from './adapters/to-node-listener.js';
import { authenticateBearerToken } from './authentication.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase } from './test-support/test-databases.js';
import { createFakeChat, createKitRequest } from './test-support/test-form.js';

// A form whose required email shows only for email, and required phone only for a call.
function createContactForm() {
  const message = createFormMessage({
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    title: 'Contact',
    formFields: [
      createRadioElement({
        elementId: 'contactBy',
        label: 'Contact me by',
        optional: false,
        options: [
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone' },
        ],
      }),
      createTextInputElement({
        elementId: 'email',
        label: 'Email',
        optional: false,
        visibleWhen: { elementId: 'contactBy', equals: 'email' },
      }),
      createTextInputElement({
        elementId: 'phone',
        label: 'Phone',
        optional: false,
        visibleWhen: { elementId: 'contactBy', equals: 'phone' },
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Send',
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

async function serveContactForm() {
  const database = await openTestDatabase('pglite');
  opened.push(database);
  const store = await createSubmissionStore(database);
  const form = createContactForm();
  const handle = createSubmissionHandler({
    store,
    chat: createFakeChat(form).chat,
    authenticate: authenticateBearerToken((token) =>
      token === 'token-2' ? { uid: 'cometchat-uid-2' } : undefined,
    ),
    onError: () => {},
  });
  const server = createServer(toNodeListener(handle));
  servers.push(server);
  // Listening resolves once the port is bound: the server is ready for requests then.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, form, store };
}

/** Posts a request over real HTTP, with `formData` changed first where the test says. */
async function postOverHttp(
  origin: string,
  request: Request,
  addToFormData: Record<string, unknown> = {},
) {
  const body = JSON.parse(await request.text()) as { data: { formData: object } };
  body.data.formData = { ...body.data.formData, ...addToFormData };
  return fetch(`${origin}/submissions`, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify(body),
  });
}

test('accepts a submission whose hidden required field is empty, and stores what was shown', async () => {
  const { origin, form, store } = await serveContactForm();
  const values = { contactBy: 'email', email: 'ada@example.org' };
  const response = await postOverHttp(origin, createKitRequest(form, values, { token: 'token-2' }));
  expect(response.status).toBe(200);
  const [stored] = await store.list();
  expect(stored?.values).toEqual(values);
});

test('refuses a shown required field left empty with 422 at that field', async () => {
  const { origin, form, store } = await serveContactForm();
  const request = createKitRequest(form, { contactBy: 'phone' }, { token: 'token-2' });
  const response = await postOverHttp(origin, request);
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ errors: { phone: 'This field is required' } });
  expect(await store.list()).toEqual([]);
});

test('drops the answer to a hidden field a stock kit sends, and stores the rest', async () => {
  // The kit shows every field, so its reader may fill one the rule hides: not kept, not refused.
  const { origin, form, store } = await serveContactForm();
  const values = { contactBy: 'email', email: 'ada@example.org' };
  const request = createKitRequest(form, values, { token: 'token-2' });
  const response = await postOverHttp(origin, request, { phone: '555 0100' });
  expect(response.status).toBe(200);
  const [stored] = await store.list();
  expect(stored?.values).toEqual(values);
});
