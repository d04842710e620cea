import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  createApiAction,
  createButtonElement,
  createCheckboxElement,
  createFormMessage,
  createRadioElement,
  createTextInputElement,
  findHiddenElementIds,
  listReceiptAnswers,
} from './index.js';

const form = createFormMessage({
  formFields: [
    createRadioElement({
      elementId: 'size',
      label: 'Size',
      options: [
        { value: 's', label: 'Small' },
        { value: 'l', label: 'Large' },
      ],
    }),
    createCheckboxElement({
      elementId: 'extras',
      label: 'Extras',
      options: [
        { value: 'milk', label: 'Milk' },
        { value: 'sugar', label: 'Sugar' },
      ],
    }),
    createTextInputElement({
      elementId: 'why',
      visibleWhen: { elementId: 'size', equals: 'l' },
    }),
  ],
  submitElement: createButtonElement({
    elementId: 'send',
    buttonText: 'Send',
    action: createApiAction({ url: 'https://example.org/orders' }),
  }),
});

test('lists each answer under its question, in option labels, in form order', () => {
  expect(
    listReceiptAnswers(form, { extras: ['milk', 'sugar'], size: 'l', why: 'Thirsty' }),
  ).toEqual([
    { elementId: 'size', question: 'Size', answers: ['Large'] },
    { elementId: 'extras', question: 'Extras', answers: ['Milk', 'Sugar'] },
    { elementId: 'why', question: 'why', answers: ['Thirsty'] },
  ]);
});

test('leaves out blank answers and the answers of hidden inputs', () => {
  expect(listReceiptAnswers(form, { size: 's', extras: [], why: 'Thirsty' })).toEqual([
    { elementId: 'size', question: 'Size', answers: ['Small'] },
  ]);
});

test('lists no input twice, none hidden, and only non-blank answers, whatever the values', () => {
  const values = fc.record(
    {
      size: fc.constantFrom('', 's', 'l', 'x'),
      extras: fc.subarray(['milk', 'sugar']),
      why: fc.string(),
    },
    { requiredKeys: [] },
  );
  fc.assert(
    fc.property(values, (given) => {
      const listed = listReceiptAnswers(form, given);
      const ids = listed.map((answer) => answer.elementId);
      expect(new Set(ids).size).toBe(ids.length);
      const hidden = findHiddenElementIds(form, given);
      expect(ids.filter((id) => hidden.has(id))).toEqual([]);
      for (const answer of listed)
        expect(answer.answers.every((text) => text.trim() !== '')).toBe(true);
    }),
  );
});
