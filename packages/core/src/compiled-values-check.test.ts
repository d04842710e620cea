import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import * as z from 'zod/mini';

import { createCompiledValuesCheck } from './compiled-values-check.js';
import { createElementRegistry } from './elements/element-registry.js';
import {
  createButtonElement,
  createCheckboxElement,
  createCustomAction,
  createDateTimeElement,
  createDropdownElement,
  createFormMessage,
  createSubmissionSchema,
  createTextInputElement,
  type FormMessage,
  fromZodIssues,
  parseFormMessage,
  validateSubmission,
} from './index.js';
import { getSubmissionPlan } from './submission-plan.js';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

// Fields of each kind of check, and elementIds that are not identifiers: one names the prototype,
// one is written to break out of a string literal, one holds a line separator.
const elementIds = ['name', 'country', 'tags', 'day', '__proto__', '"]);throw 1;//', 'a\u2028b'];

function createForm(): FormMessage {
  const [name, country, tags, day, proto, quote, separator] = elementIds as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const parsed = parseFormMessage(
    createFormMessage({
      title: 'Compiled',
      formFields: [
        createTextInputElement({ elementId: name, label: 'Name', optional: false }),
        createDropdownElement({ elementId: country, label: 'Country', optional: false, options }),
        createCheckboxElement({ elementId: tags, label: 'Tags', optional: true, options }),
        createDateTimeElement({
          elementId: day,
          label: 'Day',
          optional: false,
          mode: 'date',
          timezoneCode: 'Asia/Kolkata',
          from: '2026-01-01',
          to: '2026-12-31',
        }),
        createTextInputElement({ elementId: proto, label: 'Proto', optional: true }),
        createTextInputElement({ elementId: quote, label: 'Quote', optional: false }),
        createTextInputElement({ elementId: separator, label: 'Separator', optional: true }),
      ],
      submitElement: createButtonElement({
        elementId: 'send',
        buttonText: 'Send',
        action: createCustomAction({}),
      }),
    }),
  );
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.data;
}

/** Values with every field, in the form's order, as JSON.parse gives them (`__proto__` own). */
function inOrder(values: readonly unknown[]): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(Object.fromEntries(elementIds.map((id, at) => [id, values[at]]))),
  );
}

function compile(form: FormMessage) {
  const check = createCompiledValuesCheck(getSubmissionPlan(form));
  if (check === null) throw new Error('no check was generated');
  return check;
}

function answerAsZod(form: FormMessage, values: unknown) {
  const parsed = createSubmissionSchema(form).safeParse(values);
  return parsed.success
    ? { success: true, data: parsed.data, warnings: [] }
    : { success: false, issues: fromZodIssues(parsed.error.issues) };
}

afterEach(() => {
  z.config({ jitless: false });
});

test('gives the issues and values zod gives, for every field in the form’s order', () => {
  const form = createForm();
  const check = compile(form);
  const value = fc.oneof(
    fc.constantFrom('', ' ', 'a', 'z', '2026-06-01', '2025-12-31', 'june'),
    fc.array(fc.constantFrom('a', 'b', 'z', ''), { maxLength: 3 }),
    fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)),
  );
  fc.assert(
    fc.property(fc.tuple(...elementIds.map(() => value)), (given) => {
      const values = inOrder(given);
      const result = check(values);
      expect(result).toEqual(answerAsZod(form, values));
      expect(result).toEqual(validateSubmission(createForm(), values));
    }),
    { numRuns: 300 },
  );
});

test('returns a copy of the values, the prototype’s name an own key', () => {
  const form = createForm();
  const values = inOrder(['Ada', 'a', ['b'], '2026-06-01', 'p', 'q', '']);
  const result = compile(form)(values);
  if (!result?.success) throw new Error(JSON.stringify(result));
  expect(result.data).not.toBe(values);
  expect(result.data).toEqual(values);
  expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
  expect(Object.getOwnPropertyDescriptor(result.data, '__proto__')?.value).toBe('p');
});

test('leaves to the general way values it does not take', () => {
  const form = createForm();
  const check = compile(form);
  const complete = inOrder(['Ada', 'a', ['b'], '2026-06-01', '', 'q', '']);
  const withoutName = { ...complete };
  delete withoutName.name;
  const reversed = Object.fromEntries(Object.entries(complete).reverse());
  const nested = { ...complete, tags: [{ value: 'a' }] };
  const withUndefined = { ...complete, tags: undefined };
  const hidden = { ...complete };
  Object.defineProperty(hidden, 'name', { value: 'Ada', enumerable: false });
  const notGiven = [
    { ...complete, extra: 'x' },
    withoutName,
    reversed,
    nested,
    withUndefined,
    hidden,
  ];
  for (const values of notGiven) expect(check(values)).toBeUndefined();

  Object.assign(Object.prototype, { unrelated: 'from the prototype' });
  try {
    expect(check(complete)).toBeUndefined();
  } finally {
    delete (Object.prototype as Record<string, unknown>).unrelated;
  }
  expect(check(complete)).toMatchObject({ success: true });
});

test('validateSubmission generates a form’s check at its second use, and answers the same', () => {
  const form = createForm();
  const values = inOrder(['', 'z', [], '2025-12-31', '', ' ', '']);
  const first = validateSubmission(form, values);
  expect(getSubmissionPlan(form).compiledCheck).toBeUndefined();
  expect(validateSubmission(form, values)).toEqual(first);
  expect(getSubmissionPlan(form).compiledCheck).toBeTypeOf('function');
  expect(validateSubmission(form, values)).toEqual(first);
  expect(first).toEqual(answerAsZod(form, values));
});

test('generates nothing under zod’s jitless, as zod’s compiled objects do', () => {
  z.config({ jitless: true });
  const form = createForm();
  expect(createCompiledValuesCheck(getSubmissionPlan(form))).toBeNull();
  const values = inOrder(['Ada', 'a', ['b'], '2026-06-01', '', 'q', '']);
  validateSubmission(form, values);
  expect(validateSubmission(form, values)).toEqual(answerAsZod(form, values));
  expect(getSubmissionPlan(form).compiledCheck).toBeNull();
});

test('generates nothing for a field checked by a zod schema, or for a very long form', () => {
  const schemaField = { elementId: 'rating', pointer: '/rating', schema: z.string() };
  const plan = {
    elementIds: new Set<string>(),
    positions: new Map(),
    registry: createElementRegistry(),
    uses: 0,
  };
  expect(
    createCompiledValuesCheck({ ...plan, fields: [schemaField], compiledCheck: undefined }),
  ).toBeNull();
  const textField = getSubmissionPlan(createForm()).fields[0]!;
  expect(
    createCompiledValuesCheck({
      ...plan,
      fields: Array.from({ length: 129 }, (_, at) => ({ ...textField, elementId: `f${at}` })),
      compiledCheck: undefined,
    }),
  ).toBeNull();
});
