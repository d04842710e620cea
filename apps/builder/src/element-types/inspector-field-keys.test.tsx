import { findElementDefinition } from '@chatforms/core';
import { expect, test } from 'vitest';

import { elementIdField } from '../inspector/element-id-field.js';
import { createNumberField, labelField } from '../inspector/simple-fields.js';
import { defineElementInspector } from './element-inspector-definition.js';
import { builtInInspectors } from './element-inspector-registry.js';

/**
 * The keys of a type's schema that no inspector field edits, each with why: every other key of every
 * element schema must have an editor, so a key added to core shows up here until it gets one.
 */
const notEditable: Record<string, string> = {
  elementType: 'chosen in the palette; changing it would be a different element',
  visibleWhen: "every input's, so the inspector shows VisibleWhenEditor after any type's fields",
};

/** The keys a type's zod schema declares, read from core's definition of the type. */
function listSchemaKeys(type: string): string[] {
  const schema = findElementDefinition(type)?.schema as
    { _zod: { def: { shape?: Record<string, unknown> } } } | undefined;
  return Object.keys(schema?._zod.def.shape ?? {});
}

test('every key of every element schema has an inspector field, or a reason it has none', () => {
  const missing = Object.values(builtInInspectors).flatMap((inspector) => {
    const edited = new Set<string>(inspector.fields.map((field) => field.key));
    return listSchemaKeys(inspector.type)
      .filter((key) => !edited.has(key) && !Object.hasOwn(notEditable, key))
      .map((key) => `${inspector.type}.${key}`);
  });
  expect(missing).toEqual([]);
});

test('the schema keys are read, not empty: a text input has a label and a maxLines', () => {
  expect(listSchemaKeys('textInput')).toEqual(expect.arrayContaining(['label', 'maxLines']));
});

test('every inspector field edits a key of its type', () => {
  const stray = Object.values(builtInInspectors).flatMap((inspector) =>
    inspector.fields
      .filter((field) => !listSchemaKeys(inspector.type).includes(field.key))
      .map((field) => `${inspector.type}.${field.key}`),
  );
  expect(stray).toEqual([]);
});

test('a field of a key its type lacks does not compile', () => {
  const misspelt = defineElementInspector({
    type: 'textInput',
    name: 'Text input',
    fields: [
      elementIdField,
      labelField,
      // @ts-expect-error -- a text input has maxLines and no maxLenght
      createNumberField('maxLenght', 'Max length'),
    ],
  });
  const onAButton = defineElementInspector({
    type: 'button',
    name: 'Button',
    // @ts-expect-error -- a button has buttonText, not label
    fields: [elementIdField, labelField],
  });
  expect([misspelt.fields.length, onAButton.fields.length]).toEqual([3, 2]);
});
