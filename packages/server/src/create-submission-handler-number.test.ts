import type { FormMessage } from '@chatforms/core';
import { createNumberElement } from '@chatforms/core';
import { afterEach, describe, expect, test } from 'vitest';

import { authenticateBearerToken } from './authentication.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase, testDatabaseKinds } from './test-support/test-databases.js';
import { createFakeChat, createKitRequest, createSentTestForm } from './test-support/test-form.js';

/** The test form with a required number of guests, 1 to 12 in whole steps, before its name field. */
function createGuestsForm(): FormMessage & { id: string; sender: string } {
  const form = createSentTestForm();
  const guests = createNumberElement({
    elementId: 'guests',
    label: 'Guests',
    optional: false,
    min: 1,
    max: 12,
    step: 1,
  });
  const { interactiveData } = form.data;
  return {
    ...form,
    data: {
      ...form.data,
      interactiveData: {
        ...interactiveData,
        formFields: [guests, ...interactiveData.formFields.slice(0, 2)],
      },
    },
  };
}

const authenticate = authenticateBearerToken((token) =>
  token === 'token-2' ? { uid: 'cometchat-uid-2' } : undefined,
);

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function setUp(kind: string) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  const store = await createSubmissionStore(database);
  const form = createGuestsForm();
  const handle = createSubmissionHandler({
    store,
    chat: createFakeChat(form).chat,
    authenticate,
    onError: () => {},
  });
  return { handle, store, form };
}

describe.each(testDatabaseKinds)('given a form with a number element, on %s', (kind) => {
  test('stores the number as the text the renderer sends, a comma typed written with a point', async () => {
    const { handle, store, form } = await setUp(kind);
    const values = { guests: ' 3,0 ', name: 'Ada', size: 'l' };
    const response = await handle(createKitRequest(form, values, { token: 'token-2' }));
    expect(response.status).toBe(200);
    expect((await store.list()).map((stored) => stored.values)).toEqual([
      { guests: '3.0', name: 'Ada', size: 'l' },
    ]);
  });

  test.each([
    ['above max', '20', 'Enter 12 or less'],
    ['below min', '0', 'Enter 1 or more'],
    ['off the step', '2.5', 'Enter 2 or 3: the steps are 1'],
    ['not a number', 'three', 'Enter a number, such as 12 or 2.5'],
  ])(
    'refuses a number %s with 422 and the message the form shows',
    async (_case, guests, message) => {
      const { handle, store, form } = await setUp(kind);
      const values = { guests, name: 'Ada', size: 'l' };
      const response = await handle(createKitRequest(form, values, { token: 'token-2' }));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { guests: message } });
      expect(await store.list()).toEqual([]);
    },
  );
});
