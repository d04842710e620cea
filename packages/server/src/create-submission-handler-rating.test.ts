import type { FormMessage } from '@chatforms/core';
import { createRatingElement } from '@chatforms/core';
import { afterEach, describe, expect, test } from 'vitest';

import { authenticateBearerToken } from './authentication.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase, testDatabaseKinds } from './test-support/test-databases.js';
import { createFakeChat, createKitRequest, createSentTestForm } from './test-support/test-form.js';

/** The test form with a required rating of the stay, 1 to 4 stars, before its name field. */
function createStayForm(): FormMessage & { id: string; sender: string } {
  const form = createSentTestForm();
  const stay = createRatingElement({
    elementId: 'stay',
    label: 'Your stay',
    optional: false,
    max: 4,
  });
  const { interactiveData } = form.data;
  return {
    ...form,
    data: {
      ...form.data,
      interactiveData: {
        ...interactiveData,
        formFields: [stay, ...interactiveData.formFields.slice(0, 2)],
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
  const form = createStayForm();
  const handle = createSubmissionHandler({
    store,
    chat: createFakeChat(form).chat,
    authenticate,
    onError: () => {},
  });
  return { handle, store, form };
}

describe.each(testDatabaseKinds)('given a form with a rating element, on %s', (kind) => {
  test('stores the stars chosen as the text the renderer sends', async () => {
    const { handle, store, form } = await setUp(kind);
    const values = { stay: '4', name: 'Ada', size: 'l' };
    const response = await handle(createKitRequest(form, values, { token: 'token-2' }));
    expect(response.status).toBe(200);
    expect((await store.list()).map((stored) => stored.values)).toEqual([values]);
  });

  test.each([
    ['above its stars', '5', 'Choose a whole number from 1 to 4'],
    ['below them', '0', 'Choose a whole number from 1 to 4'],
    ['not a whole number', '2.5', 'Choose a whole number from 1 to 4'],
    ['left empty', '', 'This field is required'],
  ])(
    'refuses a rating %s with 422 and the message the form shows',
    async (_case, stay, message) => {
      const { handle, store, form } = await setUp(kind);
      const values = { stay, name: 'Ada', size: 'l' };
      const response = await handle(createKitRequest(form, values, { token: 'token-2' }));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { stay: message } });
      expect(await store.list()).toEqual([]);
    },
  );
});
