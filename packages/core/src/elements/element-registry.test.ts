import { expect, test } from 'vitest';
import { z } from 'zod';

import { formMessageSchema } from '../default-schemas.js';
import { getDefaultValues } from '../default-values.js';
import { createDefaultElement, createEmptyFormMessage } from '../editing.js';
import { createFormMessageJsonSchema } from '../json-schema.js';
import { parseFormElement, parseFormMessage } from '../parse-message.js';
import { validateSubmission } from '../submission.js';
import { builtInElementDefinitions } from './built-in-element-types.js';
import {
  createElementRegistry,
  isPressableElement,
  listElementTypes,
  registerElementType,
  unregisterElementType,
} from './element-registry.js';
import { defineElementType } from './element-type.js';
import type { ElementType } from './form-element.js';

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

function createToggleRegistry() {
  const registry = createElementRegistry();
  registry.register(toggleElementType);
  return registry;
}

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

const lamp = { elementType: 'toggle', elementId: 'lamp', label: 'Lamp' };

test('a registry starts with the built-in types and lists a registered one after them', () => {
  const registry = createToggleRegistry();
  const builtInTypes = builtInElementDefinitions.map((definition) => definition.type);
  expect(registry.list().map((definition) => definition.type)).toEqual([...builtInTypes, 'toggle']);
  expect(registry.list()).toEqual([...builtInElementDefinitions, toggleElementType]);
});

test('a registered type parses, with its alias renamed and its defaults applied', () => {
  const registry = createToggleRegistry();
  const result = parseFormMessage(messageWith({ ...lamp, elementType: 'switch' }), { registry });
  expect(result.success && result.data.data.interactiveData.formFields[0]).toEqual({
    ...lamp,
    defaultValue: 'off',
  });
  expect(result.success && result.warnings.map((warning) => warning.code)).toEqual([
    'renamed_alias',
  ]);
});

test('a type in one registry is unknown to another and to the default one', () => {
  createToggleRegistry();
  const result = parseFormMessage(messageWith(lamp), { registry: createElementRegistry() });
  expect(!result.success && result.issues[0]?.code).toBe('unknown_element_type');
  expect(parseFormMessage(messageWith(lamp)).success).toBe(false);
  expect(parseFormElement(lamp).success).toBe(false);
  expect(parseFormElement(lamp, { registry: createToggleRegistry() }).success).toBe(true);
});

test('a registered type reports its own issues at their paths', () => {
  const registry = createToggleRegistry();
  const result = parseFormMessage(messageWith({ elementType: 'toggle', elementId: 'lamp' }), {
    registry,
  });
  expect(!result.success && result.issues.map((issue) => issue.pointer)).toEqual([
    '/data/interactiveData/formFields/0/label',
  ]);
});

test('the unknown-type message names the registered type too', () => {
  const registry = createToggleRegistry();
  const result = parseFormMessage(messageWith({ elementType: 'slider', elementId: 'x' }), {
    registry,
  });
  const lastBuiltIn = builtInElementDefinitions.at(-1)?.type;
  expect(!result.success && result.issues[0]?.message).toContain(
    `${lastBuiltIn}, toggle, not "slider"`,
  );
});

test('a registered input submits a value checked by its own schema', () => {
  const registry = createToggleRegistry();
  const parsed = parseFormMessage(messageWith(lamp), { registry });
  if (!parsed.success) throw new Error('the message should parse');
  expect(getDefaultValues(parsed.data, { registry })).toEqual({ lamp: 'off' });
  expect(validateSubmission(parsed.data, { lamp: 'on' }, { registry }).success).toBe(true);
  const refused = validateSubmission(parsed.data, { lamp: 'dim' }, { registry });
  expect(!refused.success && refused.issues[0]?.message).toBe('Expected on or off');
});

test("the JSON Schema is written from the registry's own schemas", () => {
  const registry = createToggleRegistry();
  const written = createFormMessageJsonSchema({ registry }) as { $defs: Record<string, unknown> };
  expect(Object.keys(written.$defs)).toContain('toggleElement');
  const plain = createFormMessageJsonSchema({
    registry: createElementRegistry(),
  }) as typeof written;
  expect(Object.keys(plain.$defs)).not.toContain('toggleElement');
});

test('an unregistered type is refused again, and its schemas are rebuilt without it', () => {
  const registry = createToggleRegistry();
  const withToggle = registry.schemas();
  expect(registry.unregister('toggle')).toBe(true);
  expect(registry.unregister('toggle')).toBe(false);
  expect(registry.schemas()).not.toBe(withToggle);
  expect(registry.schemas().formMessageSchema.safeParse(messageWith(lamp)).success).toBe(false);
  expect(parseFormMessage(messageWith(lamp), { registry }).success).toBe(false);
});

test('a name another type already claims cannot be registered', () => {
  const registry = createToggleRegistry();
  const clash = { ...toggleElementType, type: 'lever', aliases: ['spinner'] };
  expect(() => registry.register(clash)).toThrow(
    'element type name "spinner" is already taken by "dropdown"',
  );
  expect(() => registry.register({ ...toggleElementType })).toThrow('already taken by "toggle"');
});

test('registering the same definition twice changes nothing', () => {
  const registry = createToggleRegistry();
  const schemas = registry.schemas();
  registry.register(toggleElementType);
  expect(registry.list().filter((definition) => definition.type === 'toggle')).toHaveLength(1);
  expect(registry.schemas()).toBe(schemas);
});

test('a registry of some built-in types reads only those', () => {
  const [label, textInput] = builtInElementDefinitions;
  const registry = createElementRegistry([label, textInput]);
  expect(registry.list()).toEqual([label, textInput]);
  const checkbox = builtInElementDefinitions[3].createExample();
  expect(parseFormElement(checkbox, { registry }).success).toBe(false);
  expect(parseFormElement(checkbox).success).toBe(true);
});

test('after a plugin registers a type, the exported schema, the JSON Schema and parsing agree', () => {
  const accepted = () => ({
    parsed: parseFormMessage(messageWith(lamp)).success,
    exported: formMessageSchema.safeParse(messageWith(lamp)).success,
    listed: Object.keys(
      (createFormMessageJsonSchema() as { $defs: Record<string, unknown> }).$defs,
    ).includes('toggleElement'),
  });
  expect(accepted()).toEqual({ parsed: false, exported: false, listed: false });
  registerElementType(toggleElementType);
  try {
    expect(accepted()).toEqual({ parsed: true, exported: true, listed: true });
    expect(listElementTypes()).toContain('toggle');
    expect(createDefaultElement('toggle' as ElementType, ['toggle1'])).toMatchObject({
      elementType: 'toggle',
      elementId: 'toggle2',
    });
  } finally {
    expect(unregisterElementType('toggle')).toBe(true);
  }
  expect(accepted()).toEqual({ parsed: false, exported: false, listed: false });
});

test('only buttons are pressable, so only they can be members of an interaction goal', () => {
  const pressable = listElementTypes().filter((elementType) => isPressableElement({ elementType }));
  expect(pressable).toEqual(['button']);
  expect(isPressableElement({ elementType: 'nope' })).toBe(false);
});

test('rejects an element with no elementType, saying it is missing', () => {
  expect(parseFormElement({ elementId: 't' })).toMatchObject({
    success: false,
    issues: [
      {
        pointer: '/elementType',
        code: 'unknown_element_type',
        message: expect.stringContaining('missing'),
      },
    ],
  });
});
