import { expect, test } from 'vitest';

import { findElementIdAtPath, findPointerOffset } from './find-pointer-offset.js';

const text = JSON.stringify(
  { data: { interactiveData: { formFields: [{ elementId: 'a', label: 'A' }] } } },
  null,
  2,
);

test('a pointer maps to the property it names in the JSON text', () => {
  const { from, to } = findPointerOffset(text, '/data/interactiveData/formFields/0/label');
  expect(text.slice(from, to)).toBe('"label": "A"');
});

test('a pointer to a missing key falls back to its nearest parent', () => {
  const { from } = findPointerOffset(text, '/data/interactiveData/formFields/0/options/2');
  expect(text.slice(from).startsWith('{\n')).toBe(true);
});

test('an issue path inside formFields names its element', () => {
  const message = { data: { interactiveData: { formFields: [{ elementId: 'name' }] } } };
  expect(findElementIdAtPath(message, ['data', 'interactiveData', 'formFields', 0, 'label'])).toBe(
    'name',
  );
  expect(findElementIdAtPath(message, ['tags', 0])).toBeNull();
});
