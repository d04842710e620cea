import { createChatClient } from '@chatforms/chat-api';
import type { ElementTypeDefinition, FormMessage } from '@chatforms/core';
import { createElementRegistry, defineActionType } from '@chatforms/core';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';

import { authenticateBearerToken } from './authentication.js';
import { createSubmissionHandler } from './create-submission-handler.js';
import type { ServerChatClient } from './find-form.js';
import type { SqlDatabase } from './storage/sql-database.js';
import { createSubmissionStore } from './storage/submission-store.js';
import { openTestDatabase, testDatabaseKinds } from './test-support/test-databases.js';
import { createFakeChat, createKitRequest, createSentTestForm } from './test-support/test-form.js';

// A plugin type as an application would write it: a slider from one to `max`, submitted as "1" to "max".
const sliderElementSchema = z.looseObject({
  elementType: z.literal('slider'),
  elementId: z.string(),
  label: z.string(),
  max: z.int().min(2).max(10),
});

const sliderElementType: ElementTypeDefinition<typeof sliderElementSchema> = {
  type: 'slider',
  schema: sliderElementSchema,
  input: {
    getDefaultValue: () => '',
    createValueSchema: ({ max }) =>
      z.enum(Array.from({ length: max }, (_, index) => String(index + 1))),
  },
  createStarter: (elementId) => ({
    elementType: 'slider',
    elementId,
    label: 'Pick a value',
    max: 5,
  }),
  createExample: () => ({ elementType: 'slider', elementId: 'stay', label: 'Your stay', max: 5 }),
};

/** The test form with a slider of the stay before its name field. */
function createRatedForm(): FormMessage & { id: string; sender: string } {
  const form = createSentTestForm();
  const slider = { elementType: 'slider', elementId: 'stay', label: 'Your stay', max: 5 };
  const { interactiveData } = form.data;
  return {
    ...form,
    data: {
      ...form.data,
      interactiveData: {
        ...interactiveData,
        formFields: [slider as never, ...interactiveData.formFields.slice(0, 2)],
      },
    },
  };
}

/** A chat client whose `getMessage` is the real one, reading the form from `GET /messages/{id}`. */
function createChatReading(form: FormMessage & { id: string }): ServerChatClient {
  const fake = createFakeChat(form);
  const client = createChatClient({
    appId: 'app',
    region: 'eu',
    apiKey: 'key',
    fetch: async () => Response.json({ data: { ...form, conversationId: 'c', sentAt: 1 } }),
  });
  return { ...fake.chat, getMessage: client.getMessage };
}

const authenticate = authenticateBearerToken((token) =>
  token === 'token-2' ? { uid: 'cometchat-uid-2' } : undefined,
);

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function openStore(kind: string) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  return createSubmissionStore(database);
}

describe.each(testDatabaseKinds)('given a form with a plugin slider element, on %s', (kind) => {
  test('a server given the registry with the slider stores a slider in range', async () => {
    const store = await openStore(kind);
    const form = createRatedForm();
    const registry = createElementRegistry();
    registry.register(sliderElementType);
    const handle = createSubmissionHandler({
      store,
      chat: createChatReading(form),
      authenticate,
      registry,
    });
    const values = { stay: '4', name: 'Ada', size: 'l' };
    const response = await handle(createKitRequest(form, values, { token: 'token-2', registry }));
    expect(response.status).toBe(200);
    expect((await store.list()).map((stored) => stored.values)).toEqual([values]);
  });

  test('a server given the registry answers 422 naming the slider when it is out of range', async () => {
    const store = await openStore(kind);
    const form = createRatedForm();
    const registry = createElementRegistry();
    registry.register(sliderElementType);
    const handle = createSubmissionHandler({
      store,
      chat: createChatReading(form),
      authenticate,
      registry,
    });
    const values = { stay: '6', name: 'Ada', size: 'l' };
    const response = await handle(createKitRequest(form, values, { token: 'token-2', registry }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual(['stay']);
    expect(await store.list()).toEqual([]);
  });

  test('a server given the registry finds the slider in a form from findForm too', async () => {
    const store = await openStore(kind);
    const form = createRatedForm();
    const registry = createElementRegistry();
    registry.register(sliderElementType);
    const handle = createSubmissionHandler({
      store,
      findForm: () => form,
      authenticate,
      registry,
    });
    const values = { stay: '0', name: 'Ada', size: 'l' };
    const response = await handle(createKitRequest(form, values, { token: 'token-2', registry }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { stay: expect.any(String) } });
  });

  test('a server without the registry reads the form without the slider and refuses its value', async () => {
    const store = await openStore(kind);
    const form = createRatedForm();
    // The renderer knows the slider; only the server does not.
    const registry = createElementRegistry();
    registry.register(sliderElementType);
    const handle = createSubmissionHandler({ store, chat: createChatReading(form), authenticate });
    const values = { stay: '4', name: 'Ada', size: 'l' };
    const response = await handle(createKitRequest(form, values, { token: 'token-2', registry }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('ERR_INVALID_SUBMISSION');
    expect(body.error.message).toBe('Some values were refused: not a field of this form: stay.');
    expect(await store.list()).toEqual([]);
  });
});

// An action type a plugin registers: the host opens its camera; it sends no submission itself.
const openCameraActionType = defineActionType({
  type: 'openCamera',
  factoryName: 'createOpenCameraAction',
  schema: z.looseObject({ actionType: z.literal('openCamera') }),
  createStarter: () => ({ actionType: 'openCamera' as const }),
});

/** The test form with a button of the registered action type after its fields. */
function createFormWithCamera(): FormMessage & { id: string; sender: string } {
  const form = createSentTestForm();
  const camera = {
    elementType: 'button',
    elementId: 'photo',
    buttonText: 'Photo of the receipt',
    disableAfterInteracted: false,
    action: { actionType: 'openCamera' },
  };
  const { interactiveData } = form.data;
  return {
    ...form,
    data: {
      ...form.data,
      interactiveData: {
        ...interactiveData,
        formFields: [...interactiveData.formFields.slice(0, 2), camera as never],
      },
    },
  };
}

describe.each(testDatabaseKinds)(
  'given a form with a button of a plugin action type, on %s',
  (kind) => {
    test('a server given the registry with the action type reads the form and stores its submission', async () => {
      const store = await openStore(kind);
      const form = createFormWithCamera();
      const registry = createElementRegistry();
      registry.registerActionType(openCameraActionType);
      const handle = createSubmissionHandler({
        store,
        chat: createChatReading(form),
        authenticate,
        registry,
      });
      const values = { name: 'Ada', size: 'l' };
      const response = await handle(createKitRequest(form, values, { token: 'token-2', registry }));
      expect(response.status).toBe(200);
      expect((await store.list()).map((stored) => stored.values)).toEqual([values]);
    });

    test('a server without the action type cannot read the form sent: 500, the error heard, nothing stored', async () => {
      const store = await openStore(kind);
      const form = createFormWithCamera();
      const registry = createElementRegistry();
      registry.registerActionType(openCameraActionType);
      const errors: unknown[] = [];
      const handle = createSubmissionHandler({
        store,
        chat: createChatReading(form),
        authenticate,
        onError: (error) => errors.push(error),
      });
      const values = { name: 'Ada', size: 'l' };
      const response = await handle(createKitRequest(form, values, { token: 'token-2', registry }));
      expect(response.status).toBe(500);
      expect(errors).toEqual([expect.objectContaining({ code: 'ERR_UNEXPECTED_RESPONSE' })]);
      expect(await store.list()).toEqual([]);
    });
  },
);
