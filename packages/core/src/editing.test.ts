import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  addElement,
  createDefaultElement,
  createEmptyFormMessage,
  createUniqueElementId,
  duplicateElement,
  isExtensionElementType,
  moveElement,
  removeElement,
  replaceWithSpecElements,
  setElementOptions,
  updateElement,
  updateMessageSettings,
} from './editing.js';
import { listElementTypes } from './elements/element-registry.js';
import { isInteractionGoalComplete } from './interaction-goal.js';
import { listElementIds } from './interactive-data.js';

const elementTypes = listElementTypes();
import type { FormMessageInput } from './message.js';
import { parseFormMessage } from './parse-message.js';

function fieldIds(message: FormMessageInput): string[] {
  return message.data.interactiveData.formFields.map((element) => element.elementId);
}

test('an empty form message is valid in strict mode', () => {
  expect(parseFormMessage(createEmptyFormMessage(), { mode: 'strict' }).success).toBe(true);
});

test('every element type has a default element that keeps the message valid', () => {
  let message = createEmptyFormMessage();
  for (const elementType of elementTypes) message = addElement(message, elementType);
  expect(message.data.interactiveData.formFields).toHaveLength(elementTypes.length);
  expect(parseFormMessage(message, { mode: 'strict' })).toMatchObject({ success: true });
});

test('a default element gets an id not among the existing ids', () => {
  const element = createDefaultElement('textInput', ['textInput1', 'textInput2']);
  expect(element).toMatchObject({
    elementType: 'textInput',
    elementId: 'textInput3',
    optional: true,
  });
});

test('a unique id keeps a free base and numbers a taken one', () => {
  expect(createUniqueElementId('name', ['email'])).toBe('name');
  expect(createUniqueElementId('name', ['name', 'name1'])).toBe('name2');
});

test('adding at an index inserts the element there', () => {
  let message = addElement(createEmptyFormMessage(), 'label');
  message = addElement(message, 'checkbox', 0);
  expect(fieldIds(message)).toEqual(['checkbox1', 'label1']);
});

test('duplicating an element puts a copy with a new id right after it', () => {
  let message = addElement(createEmptyFormMessage(), 'radio');
  message = addElement(message, 'label');
  message = duplicateElement(message, 'radio1');
  expect(fieldIds(message)).toEqual(['radio1', 'radio2', 'label1']);
  expect(message.data.interactiveData.formFields[1]).toMatchObject({ label: 'Choose one' });
});

test('removing an element also drops it from the interaction goal', () => {
  let message = addElement(createEmptyFormMessage(), 'button');
  message = updateMessageSettings(message, {
    interactionGoal: { type: 'anyOf', elementIds: ['button1', 'submit'] },
  });
  message = removeElement(message, 'button1');
  expect(fieldIds(message)).toEqual([]);
  expect(message.data.interactionGoal?.elementIds).toEqual(['submit']);
});

test('moving an element reorders the fields and ignores moves out of range', () => {
  let message = addElement(
    addElement(addElement(createEmptyFormMessage(), 'label'), 'radio'),
    'dateTime',
  );
  message = moveElement(message, 0, 2);
  expect(fieldIds(message)).toEqual(['radio1', 'dateTime1', 'label1']);
  expect(moveElement(message, 0, 9)).toBe(message);
});

test('updating an element merges the patch and removes keys set to undefined', () => {
  let message = addElement(createEmptyFormMessage(), 'textInput');
  message = updateElement(message, 'textInput1', { label: 'Name', placeholder: undefined });
  expect(message.data.interactiveData.formFields[0]).not.toHaveProperty('placeholder');
  expect(message.data.interactiveData.formFields[0]).toMatchObject({ label: 'Name' });
});

test('updating the submit button by its id changes the submit element', () => {
  const message = updateElement(createEmptyFormMessage(), 'submit', { buttonText: 'Send it' });
  expect(message.data.interactiveData.submitElement.buttonText).toBe('Send it');
});

test('setting options drops a default value that is no longer among them', () => {
  let message = addElement(createEmptyFormMessage(), 'dropdown');
  message = updateElement(message, 'dropdown1', { defaultValue: 'option-2' });
  message = setElementOptions(message, 'dropdown1', [{ value: 'option-1', label: 'One' }]);
  expect(message.data.interactiveData.formFields[0]).not.toHaveProperty('defaultValue');
});

test('message settings reach the form, the data and the tags', () => {
  const message = updateMessageSettings(createEmptyFormMessage(), {
    title: 'Lunch',
    allowSenderInteraction: true,
    tags: ['food'],
    goalCompletionText: undefined,
  });
  expect(message.data.interactiveData.title).toBe('Lunch');
  expect(message.data.interactiveData).not.toHaveProperty('goalCompletionText');
  expect(message.data.allowSenderInteraction).toBe(true);
  expect(message.tags).toEqual(['food']);
});

const editArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), type: fc.constantFrom(...elementTypes) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(20), to: fc.nat(20) }),
);

test('any sequence of edits keeps ids unique and the message valid', () => {
  fc.assert(
    fc.property(fc.array(editArbitrary, { maxLength: 25 }), (edits) => {
      let message = createEmptyFormMessage();
      for (const edit of edits) {
        const ids = fieldIds(message);
        if (edit.kind === 'add') message = addElement(message, edit.type);
        if (edit.kind === 'duplicate' && ids.length > 0)
          message = duplicateElement(message, ids[edit.at % ids.length] as string);
        if (edit.kind === 'remove' && ids.length > 0)
          message = removeElement(message, ids[edit.at % ids.length] as string);
        if (edit.kind === 'move') message = moveElement(message, edit.from, edit.to);
      }
      const all = listElementIds(message.data.interactiveData);
      expect(new Set(all).size).toBe(all.length);
      expect(parseFormMessage(message, { mode: 'strict' }).success).toBe(true);
    }),
    { numRuns: 60 },
  );
});

test('a new form completes on its submit button, not on any interaction', () => {
  const message = createEmptyFormMessage();
  expect(message.data.interactionGoal).toEqual({ type: 'anyOf', elementIds: ['submit'] });
});

test('a link button added to a new form does not complete it', () => {
  const message = addElement(createEmptyFormMessage(), 'button');
  const goal = message.data.interactionGoal ?? { type: 'none' };
  const linkId = fieldIds(message)[0] ?? '';
  expect(isInteractionGoalComplete(goal, [{ elementId: linkId }])).toBe(false);
  expect(isInteractionGoalComplete(goal, [{ elementId: 'submit' }])).toBe(true);
  expect(message.data.interactiveData.formFields[0]).toMatchObject({
    disableAfterInteracted: false,
  });
});

test('renaming the goal button renames it in the goal too', () => {
  const message = updateElement(createEmptyFormMessage(), 'submit', { elementId: 'send' });
  expect(message.data.interactionGoal?.elementIds).toEqual(['send']);
  expect(parseFormMessage(message, { mode: 'strict' }).success).toBe(true);
});

test('a new dateTime is in the author’s own zone, written out', () => {
  const element = createDefaultElement('dateTime', []);
  expect(element).toMatchObject({
    timezoneCode: new Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
});

test('replacing extension elements gives a message of spec types only, each with its id', () => {
  let message = createEmptyFormMessage();
  for (const elementType of elementTypes) message = addElement(message, elementType);
  const replaced = replaceWithSpecElements(message);
  expect(fieldIds(replaced)).toEqual(fieldIds(message));
  const types = replaced.data.interactiveData.formFields.map((element) => element.elementType);
  expect(types.filter(isExtensionElementType)).toEqual([]);
  expect(elementTypes.filter(isExtensionElementType)).not.toEqual([]);
  expect(parseFormMessage(replaced, { mode: 'strict' })).toMatchObject({ success: true });
});

test('an extension element that does not parse yet is kept for the author to fix', () => {
  const message = updateElement(addElement(createEmptyFormMessage(), 'number'), 'number1', {
    min: 'lots',
  });
  expect(replaceWithSpecElements(message)).toEqual(message);
});

test('replacing the extension elements of given ids leaves the others as they are', () => {
  const message = addElement(addElement(createEmptyFormMessage(), 'number'), 'number');
  const replaced = replaceWithSpecElements(message, ['number2']);
  expect(replaced.data.interactiveData.formFields.map((element) => element.elementType)).toEqual([
    'number',
    'textInput',
  ]);
});
