import { expect, test } from 'vitest';

import {
  createButtonElement,
  createCustomAction,
  createLabelElement,
  createTextInputElement,
  formatKitFormData,
  parseFormMessage,
  validateSubmission,
} from './index.js';

function createMessage(formFields: unknown[], submitId: string, elementIds?: string[]) {
  return {
    category: 'interactive',
    type: 'form',
    data: {
      ...(elementIds === undefined ? {} : { interactionGoal: { type: 'anyOf', elementIds } }),
      interactiveData: {
        title: 'Shared ids',
        formFields,
        submitElement: createButtonElement({
          elementId: submitId,
          buttonText: 'Send',
          action: createCustomAction(),
        }),
      },
    },
  };
}

test('keeps two text inputs that share an id apart, saying the kit would submit both under it', () => {
  const message = createMessage(
    [
      createTextInputElement({ elementId: 'name', label: 'First' }),
      createTextInputElement({ elementId: 'name', label: 'Second' }),
    ],
    'send',
  );
  const result = parseFormMessage(message, { mode: 'lenient' });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.warnings).toEqual([
    expect.objectContaining({
      pointer: '/data/interactiveData/formFields/1/elementId',
      code: 'renamed_duplicate_id',
      message:
        'elementId "name" is already used by formFields.0; read as "name~2" (the kit submits its value under "name" too, overwriting formFields.0\'s)',
    }),
  ]);
  const values = { name: 'Ada', 'name~2': 'Grace' };
  expect(validateSubmission(result.data, values)).toMatchObject({ success: true, data: values });
  expect(formatKitFormData(result.data, values)).toEqual(values);
});

test('never derives an id another element of the form already has', () => {
  const message = createMessage(
    [
      createTextInputElement({ elementId: 'a' }),
      createTextInputElement({ elementId: 'a~2' }),
      createTextInputElement({ elementId: 'a' }),
      createTextInputElement({ elementId: 'a' }),
    ],
    'a~3',
  );
  const result = parseFormMessage(message, { mode: 'lenient' });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  const form = result.data.data.interactiveData;
  expect(form.formFields.map((element) => element.elementId)).toEqual(['a', 'a~2', 'a~4', 'a~5']);
  expect(form.submitElement.elementId).toBe('a~3');
});

test('leaves a goal on a shared id alone when the button carries it first', () => {
  const message = createMessage(
    [
      createButtonElement({ elementId: 'go', buttonText: 'Go', action: createCustomAction() }),
      createTextInputElement({ elementId: 'go' }),
    ],
    'send',
    ['go'],
  );
  const result = parseFormMessage(message, { mode: 'lenient' });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.data.data.interactionGoal?.elementIds).toEqual(['go']);
  expect(result.data.data.interactiveData.formFields[1]?.elementId).toBe('go~2');
  expect(result.warnings.map((warning) => warning.message)).toEqual([
    'elementId "go" is already used by formFields.0; read as "go~2" (the kit submits its value under "go")',
  ]);
});

test('points recorded interactions on a shared id at the button', () => {
  const message = createMessage([createLabelElement({ elementId: 'x', text: 'Hi' })], 'x', ['x']);
  const withInteraction = {
    ...message,
    data: { ...message.data, interactions: [{ elementId: 'x', interactedAt: 1 }] },
  };
  const result = parseFormMessage(withInteraction, { mode: 'lenient' });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.data.data.interactions).toEqual([{ elementId: 'x~2', interactedAt: 1 }]);
  expect(result.warnings.map((warning) => `${warning.pointer} ${warning.message}`)).toEqual([
    '/data/interactiveData/submitElement/elementId elementId "x" is already used by formFields.0; read as "x~2" (neither submits a value)',
    '/data/interactionGoal/elementIds/0 "x" is shared; read as the button "x~2", since a goal counts presses',
    '/data/interactions/0/elementId "x" is shared; read as the button "x~2", since only buttons are pressed',
  ]);
});

test('refuses a shared id in strict mode, renaming nothing', () => {
  const message = createMessage([createTextInputElement({ elementId: 'send' })], 'send');
  expect(parseFormMessage(message)).toMatchObject({
    success: false,
    issues: [
      {
        pointer: '/data/interactiveData/submitElement/elementId',
        code: 'duplicate_element_id',
      },
    ],
  });
});

test('keeps the id a renamed element was written with, so a request can name the button as the kit does', () => {
  const message = createMessage([createTextInputElement({ elementId: '1', label: 'Name' })], '1');
  const result = parseFormMessage(message, { mode: 'lenient' });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  const { formFields, submitElement } = result.data.data.interactiveData;
  expect(submitElement).toMatchObject({ elementId: '1~2', writtenElementId: '1' });
  expect(formFields[0]).not.toHaveProperty('writtenElementId');
});
