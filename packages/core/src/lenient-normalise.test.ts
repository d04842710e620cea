import fc from 'fast-check';
import { expect, test } from 'vitest';

import { normaliseFormMessage, parseFormMessage } from './index.js';

const text = fc.string({ maxLength: 12 });
const odd = fc.oneof(
  fc.anything(),
  fc.constantFrom('true', 'false', '1', '-2.5', '1e3', ' 1', 'TRUE', ''),
  fc.constantFrom('yyyy-MM-ddTHH:mm', 'Y-m-d H:i:ss', 'HH:mm', "yyyy-MM-dd'T'HH:mmXXX"),
);
const sharedId = fc.constantFrom('1', '1~2', 'send', 'a');

const oddElement = fc.record(
  {
    elementType: fc.constantFrom('textInput', 'checkbox', 'button', 'dateTime', 'label', 'spinner'),
    elementId: fc.oneof(sharedId, odd),
    optional: odd,
    maxLines: odd,
    disableAfterInteracted: odd,
    mode: fc.oneof(fc.constantFrom('date', 'time', 'dateTime'), odd),
    dateTimeFormat: odd,
    defaultValue: odd,
    options: fc.oneof(odd, fc.constant([{ value: 'a', label: 'A' }])),
    action: fc.oneof(odd, fc.constant({ actionType: 'customAction' })),
    buttonText: text,
    text,
  },
  { requiredKeys: ['elementType'] },
);

const oddMessage = fc.record({
  category: fc.constant('interactive'),
  type: fc.constant('form'),
  data: fc.record(
    {
      allowSenderInteraction: odd,
      interactionGoal: fc.record({
        type: fc.constantFrom('anyOf', 'allOf', 'oneOf'),
        elementIds: fc.array(fc.oneof(sharedId, odd), { maxLength: 3 }),
      }),
      interactions: fc.array(fc.record({ elementId: fc.oneof(sharedId, odd), interactedAt: odd })),
      interactiveData: fc.record({
        formFields: fc.array(oddElement, { maxLength: 5 }),
        submitElement: oddElement,
      }),
    },
    { requiredKeys: ['interactiveData'] },
  ),
});

test('lenient normalising and parsing never throw and never change their input, whatever the values', () => {
  fc.assert(
    fc.property(fc.oneof(oddMessage, fc.anything()), (input) => {
      const before = structuredClone(input);
      expect(Array.isArray(normaliseFormMessage(input, { mode: 'lenient' }).warnings)).toBe(true);
      expect(typeof parseFormMessage(input, { mode: 'lenient' }).success).toBe('boolean');
      expect(input).toEqual(before);
    }),
    { numRuns: 2_000 },
  );
});

/** A form with no quirk: unique ids, values of their own types, formats date-fns reads. */
const cleanElement = fc.oneof(
  fc.record({
    elementType: fc.constant('textInput'),
    optional: fc.boolean(),
    label: text,
    maxLines: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    elementType: fc.constant('dateTime'),
    optional: fc.boolean(),
    label: text,
    mode: fc.constant('dateTime'),
    dateTimeFormat: fc.constantFrom("yyyy-MM-dd'T'HH:mmXXX", 'dd.MM.yyyy HH:mm'),
    timezoneCode: fc.constantFrom('UTC', 'Asia/Kolkata'),
  }),
  fc.record({
    elementType: fc.constant('button'),
    buttonText: text,
    disableAfterInteracted: fc.boolean(),
    action: fc.constant({ actionType: 'customAction' }),
  }),
);

const cleanMessage = fc
  .record({
    fields: fc.array(cleanElement, { maxLength: 6 }),
    allowSenderInteraction: fc.boolean(),
  })
  .map(({ fields, allowSenderInteraction }) => ({
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        title: 'Clean',
        formFields: fields.map((field, index) => ({ ...field, elementId: `e${index}` })),
        submitElement: {
          elementType: 'button',
          elementId: 'submit',
          buttonText: 'Send',
          disableAfterInteracted: true,
          action: { actionType: 'customAction' },
        },
      },
      interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
      allowSenderInteraction,
    },
  }));

test('lenient mode leaves a message with no quirk unchanged, with no warning', () => {
  fc.assert(
    fc.property(cleanMessage, (message) => {
      const normalised = normaliseFormMessage(message, { mode: 'lenient' });
      expect(normalised).toEqual({ value: message, warnings: [], errors: [] });
      const result = parseFormMessage(message, { mode: 'lenient' });
      expect(result).toEqual({ success: true, data: message, warnings: [] });
    }),
    { numRuns: 500 },
  );
});
