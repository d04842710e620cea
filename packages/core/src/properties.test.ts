import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  normaliseFormMessage,
  parseButtonAction,
  parseFormElement,
  parseFormMessage,
  validateSubmission,
} from './index.js';

const identifier = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,11}$/);
const text = fc.string({ maxLength: 20 });

const optionsArbitrary = fc
  .uniqueArray(identifier, { minLength: 1, maxLength: 4 })
  .chain((values) => fc.tuple(...values.map((value) => text.map((label) => ({ value, label })))));

const actionArbitrary = fc.oneof(
  fc.record({
    actionType: fc.constant('apiAction' as const),
    url: fc.webUrl({ validSchemes: ['https', 'http'] }),
    method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
    // Through JSON text, so the payload holds only what JSON can carry (no -0).
    payload: fc.dictionary(
      identifier,
      fc.json({ maxDepth: 2 }).map((text): unknown => JSON.parse(text)),
      { maxKeys: 3 },
    ),
    headers: fc.dictionary(identifier, text, { maxKeys: 3 }),
    dataKey: identifier,
  }),
  fc.record({ actionType: fc.constant('urlNavigation' as const), url: fc.webUrl() }),
  fc.record({
    actionType: fc.constant('deepLinkAction' as const),
    url: fc.constantFrom('myapp://a/b', 'https://example.org/x'),
  }),
  fc.record({ actionType: fc.constant('customAction' as const) }),
);

/** One canonical element of a random type; the id is filled in later so ids stay unique. */
const elementArbitrary = fc.oneof(
  fc.record({ elementType: fc.constant('label'), text }),
  fc.record({
    elementType: fc.constant('textInput'),
    optional: fc.boolean(),
    label: text,
    maxLines: fc.integer({ min: 1, max: 5 }),
  }),
  optionsArbitrary.chain((options) =>
    fc.record({
      elementType: fc.constantFrom('dropdown', 'radio', 'singleSelect'),
      optional: fc.boolean(),
      label: text,
      options: fc.constant(options),
      defaultValue: fc.constantFrom(...options.map((option) => option.value)),
    }),
  ),
  optionsArbitrary.chain((options) =>
    fc.record({
      elementType: fc.constant('checkbox'),
      optional: fc.boolean(),
      label: text,
      options: fc.constant(options),
      defaultValue: fc.subarray(options.map((option) => option.value)),
    }),
  ),
  fc.record({
    elementType: fc.constant('dateTime'),
    optional: fc.boolean(),
    label: text,
    mode: fc.constant('date'),
    timezoneCode: fc.constantFrom('UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Chatham'),
    from: fc.constant('2024-01-01'),
    to: fc.constant('2024-12-31'),
  }),
  fc.record({
    elementType: fc.constant('button'),
    buttonText: text,
    disableAfterInteracted: fc.boolean(),
    action: actionArbitrary,
  }),
);

const messageArbitrary = fc
  .record({
    title: text,
    fields: fc.array(elementArbitrary, { maxLength: 8 }),
    action: actionArbitrary,
    receiverType: fc.constantFrom('user' as const, 'group' as const),
    tags: fc.array(text, { maxLength: 5 }),
    allowSenderInteraction: fc.boolean(),
  })
  .map(({ title, fields, action, receiverType, tags, allowSenderInteraction }) => ({
    receiver: 'receiver-1',
    receiverType,
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        title,
        formFields: fields.map((field, index) => ({ ...field, elementId: `e${index}` })),
        submitElement: {
          elementType: 'button',
          elementId: 'submit',
          buttonText: 'Send',
          disableAfterInteracted: true,
          action,
        },
      },
      interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
      allowSenderInteraction,
    },
    tags,
  }));

test('parseFormMessage never throws over 10,000 arbitrary inputs', () => {
  fc.assert(
    fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.json(), fc.string()), (input) => {
      const result = parseFormMessage(input);
      expect(typeof result.success).toBe('boolean');
    }),
    { numRuns: 10_000 },
  );
});

test('parseFormElement and parseButtonAction never throw on objects shaped almost right', () => {
  const almost = fc.record(
    {
      elementType: fc.oneof(
        fc.constantFrom('textInput', 'checkbox', 'button', 'dateTime', 'spinner'),
        fc.anything(),
      ),
      actionType: fc.anything(),
      url: fc.anything(),
      options: fc.anything(),
      defaultValue: fc.anything(),
    },
    { requiredKeys: [] },
  );
  fc.assert(
    fc.property(almost, (input) => {
      expect(typeof parseFormElement(input).success).toBe('boolean');
      expect(typeof parseButtonAction(input).success).toBe('boolean');
    }),
    { numRuns: 3_000 },
  );
});

test('normaliseFormMessage never throws and never changes its input, whatever sits where', () => {
  const odd = fc.oneof(fc.anything(), fc.constantFrom('spinner', 'custom', 'deepLinking', 'oneOf'));
  const element = fc.record(
    {
      elementType: odd,
      elementId: odd,
      defaultValue: odd,
      action: fc.oneof(odd, fc.record({ type: odd, actionType: odd, method: odd })),
    },
    { requiredKeys: [] },
  );
  const messageShaped = fc.record(
    {
      data: fc.oneof(
        odd,
        fc.record(
          {
            interactiveData: fc.oneof(
              odd,
              fc.record(
                {
                  formFields: fc.oneof(odd, fc.array(fc.oneof(element, odd))),
                  submitElement: fc.oneof(odd, element),
                },
                { requiredKeys: [] },
              ),
            ),
            interactionGoal: fc.oneof(odd, fc.record({ type: odd })),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  );
  fc.assert(
    fc.property(fc.oneof(fc.anything(), messageShaped), (input) => {
      const before = structuredClone(input);
      const result = normaliseFormMessage(input);
      expect(Array.isArray(result.warnings)).toBe(true);
      expect(input).toEqual(before);
    }),
    { numRuns: 3_000 },
  );
});

test('every generated valid message parses without warnings and round-trips through JSON unchanged', () => {
  fc.assert(
    fc.property(messageArbitrary, (message) => {
      const result = parseFormMessage(JSON.stringify(message));
      if (!result.success) throw new Error(JSON.stringify(result.issues));
      expect(result.warnings).toEqual([]);
      expect(result.data).toEqual(message);
      expect(JSON.parse(JSON.stringify(result.data))).toEqual(message);
    }),
    { numRuns: 1_000 },
  );
});

/** A message held as SDK objects hold it: in a class instance, receiver as a User or Group entity. */
class HeldMessage {
  constructor(fields: Record<string, unknown>) {
    Object.assign(this, fields);
  }
  getData(): unknown {
    return undefined;
  }
}

test('every generated message parses the same when held as an SDK object with an entity receiver', () => {
  fc.assert(
    fc.property(messageArbitrary, (message) => {
      const entity =
        message.receiverType === 'group' ? { guid: message.receiver } : { uid: message.receiver };
      const held = new HeldMessage({ ...message, receiver: { ...entity, name: 'Someone' } });
      expect(parseFormMessage(held)).toEqual(parseFormMessage(message));
    }),
    { numRuns: 300 },
  );
});

test('validateSubmission never throws for any values against any generated form', () => {
  fc.assert(
    fc.property(messageArbitrary, fc.anything(), (message, values) => {
      const parsed = parseFormMessage(message);
      if (!parsed.success) throw new Error('generator made an invalid message');
      expect(typeof validateSubmission(parsed.data, values).success).toBe('boolean');
    }),
    { numRuns: 1_000 },
  );
});
