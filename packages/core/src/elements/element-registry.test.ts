import { expect, test } from 'vitest';
import { z } from 'zod';

import { createDefaultElement, createEmptyFormMessage } from '../editing.js';
import { createFormMessageJsonSchema } from '../json-schema.js';
import { parseFormMessage } from '../parse-message.js';
import { getDefaultValues, validateSubmission } from '../submission.js';
import {
  isInputElement,
  isPressableElement,
  listElementDefinitions,
  registerElementType,
} from './element-registry.js';
import { defineElementType } from './element-type.js';
import { type ElementType, listElementTypes } from './form-element.js';

const toggleSchema = z.looseObject({
  elementType: z.literal('toggle'),
  elementId: z.string(),
  label: z.string(),
  defaultValue: z.enum(['on', 'off']).default('off'),
});

const toggleElementType = defineElementType({
  type: 'toggle',
  schema: toggleSchema,
  aliases: ['switch'],
  input: {
    getDefaultValue: (element) => element.defaultValue,
    createValueSchema: () => z.enum(['on', 'off'], { error: 'Expected on or off' }),
  },
  createStarter: (elementId) =>
    toggleSchema.parse({ elementType: 'toggle', elementId, label: 'On?' }),
  createExample: () =>
    toggleSchema.parse({ elementType: 'toggle', elementId: 'lights', label: 'Lights' }),
});

registerElementType(toggleElementType);

function messageWith(element: unknown) {
  const message = createEmptyFormMessage();
  return {
    ...message,
    data: {
      ...message.data,
      interactiveData: { ...message.data.interactiveData, formFields: [element] },
    },
  };
}

test('a registered type is listed after the built-in ones', () => {
  expect(listElementTypes().at(-1)).toBe('toggle');
  expect(listElementDefinitions()).toHaveLength(9);
});

test('a registered type parses, with its alias renamed and its defaults applied', () => {
  const result = parseFormMessage(
    messageWith({ elementType: 'switch', elementId: 'lamp', label: 'Lamp' }),
  );
  expect(result.success && result.data.data.interactiveData.formFields[0]).toEqual({
    elementType: 'toggle',
    elementId: 'lamp',
    label: 'Lamp',
    defaultValue: 'off',
  });
  expect(result.success && result.warnings.map((warning) => warning.code)).toEqual([
    'renamed_alias',
  ]);
});

test('a registered type reports its own issues at their paths', () => {
  const result = parseFormMessage(messageWith({ elementType: 'toggle', elementId: 'lamp' }));
  expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
    '/data/interactiveData/formFields/0/label',
  ]);
});

test('the unknown-type message names the registered type too', () => {
  const result = parseFormMessage(messageWith({ elementType: 'slider', elementId: 'x' }));
  expect(!result.success && result.issues[0]?.message).toContain('dateTime, toggle, not "slider"');
});

test('a registered input submits a value checked by its own schema', () => {
  const parsed = parseFormMessage(
    messageWith({ elementType: 'toggle', elementId: 'lamp', label: 'Lamp' }),
  );
  if (!parsed.success) throw new Error('the message should parse');
  expect(isInputElement({ elementType: 'toggle' })).toBe(true);
  expect(getDefaultValues(parsed.data)).toEqual({ lamp: 'off' });
  expect(validateSubmission(parsed.data, { lamp: 'on' }).success).toBe(true);
  const refused = validateSubmission(parsed.data, { lamp: 'dim' });
  expect(!refused.success && refused.issues[0]?.message).toBe('Expected on or off');
});

test('the JSON Schema names a registered type in $defs', () => {
  const schema = createFormMessageJsonSchema() as { $defs: Record<string, unknown> };
  expect(Object.keys(schema.$defs)).toContain('toggleElement');
});

test('an editor starts a registered type from its starter', () => {
  expect(createDefaultElement('toggle' as ElementType, ['toggle1'])).toMatchObject({
    elementType: 'toggle',
    elementId: 'toggle2',
  });
});

test('a name another type already claims cannot be registered', () => {
  const clash = { ...toggleElementType, type: 'lever', aliases: ['spinner'] };
  expect(() => registerElementType(clash)).toThrow(
    'element type name "spinner" is already taken by "dropdown"',
  );
  expect(() => registerElementType({ ...toggleElementType })).toThrow('already taken by "toggle"');
});

test('registering the same definition twice changes nothing', () => {
  registerElementType(toggleElementType);
  expect(listElementTypes().filter((type) => String(type) === 'toggle')).toHaveLength(1);
});

test('only buttons are pressable, so only they can be members of an interaction goal', () => {
  const pressable = listElementTypes().filter((elementType) => isPressableElement({ elementType }));
  expect(pressable).toEqual(['button']);
  expect(isPressableElement({ elementType: 'nope' })).toBe(false);
});
