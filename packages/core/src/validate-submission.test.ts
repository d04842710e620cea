import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  createButtonElement,
  createCheckboxElement,
  createCustomAction,
  createDateTimeElement,
  createDropdownElement,
  createFormMessage,
  createRadioElement,
  createSingleSelectElement,
  createSubmissionSchema,
  createTextInputElement,
  type FormMessage,
  fromZodIssues,
  parseFormMessage,
  type ParseResult,
  validateSubmission,
} from './index.js';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

// One input of every type and value shape: required and optional, each dateTime mode with bounds,
// a zone and a pattern, and an elementId that names the prototype.
function createEveryInputForm(): FormMessage {
  const message = createFormMessage({
    title: 'Every input',
    formFields: [
      createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
      createTextInputElement({ elementId: 'note', label: 'Note', optional: true }),
      createDropdownElement({ elementId: 'country', label: 'Country', optional: false, options }),
      createRadioElement({ elementId: 'contact', label: 'Contact', optional: true, options }),
      createSingleSelectElement({ elementId: 'plan', label: 'Plan', optional: false, options }),
      createCheckboxElement({ elementId: 'tags', label: 'Tags', optional: false, options }),
      createCheckboxElement({ elementId: 'extras', label: 'Extras', optional: true, options }),
      createDateTimeElement({
        elementId: 'day',
        label: 'Day',
        optional: false,
        mode: 'date',
        timezoneCode: 'Asia/Kolkata',
        from: '2026-01-01',
        to: '2026-12-31',
      }),
      createDateTimeElement({
        elementId: 'at',
        label: 'At',
        optional: true,
        mode: 'time',
        from: '09:00',
        to: '17:30',
      }),
      createDateTimeElement({
        elementId: 'meet',
        label: 'Meet',
        optional: true,
        mode: 'dateTime',
        timezoneCode: 'Europe/Berlin',
        dateTimeFormat: 'dd/MM/yyyy HH:mm',
        from: '2026-03-01T00:00',
        to: '2026-10-31T23:00',
      }),
      createTextInputElement({ elementId: '__proto__', label: 'Proto', optional: true }),
    ],
    submitElement: createButtonElement({
      elementId: 'send',
      buttonText: 'Send',
      action: createCustomAction({}),
    }),
  });
  const parsed = parseFormMessage(message);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.data;
}

const form = createEveryInputForm();
const filled = { name: 'Ada', country: 'a', plan: 'b', tags: ['a'], day: '2026-06-01' };
const blanks = {
  note: '',
  contact: '',
  extras: [],
  at: '',
  meet: '',
};

type Outcome = { data: Record<string, unknown> } | { issues: [string, string, string][] };

function describeResult(result: ParseResult<unknown>): Outcome {
  if (result.success) return { data: result.data as Record<string, unknown> };
  return { issues: result.issues.map((issue) => [issue.pointer, issue.code, issue.message]) };
}

class Visitor {
  name = 'Ada';
  country = 'a';
  plan = 'a';
  tags = ['b'];
  day = '2026-01-01';
  greet(): string {
    return this.name;
  }
}

const withHole: string[] = ['a'];
withHole[2] = 'b';

const circular: Record<string, unknown> = { ...filled };
circular.self = circular;

const cases: { given: string; values: unknown; expected: Outcome }[] = [
  {
    given: 'every required field filled, the rest absent',
    values: filled,
    expected: { data: { ...filled, ...blanks, ['__proto__']: '' } },
  },
  {
    given: 'every field filled within its bounds',
    values: JSON.parse(
      '{"name":"Ada","note":"n","country":"b","contact":"a","plan":"a","tags":["a","b"],' +
        '"extras":["b"],"day":"2026-12-31","at":"17:30","meet":"31/10/2026 23:00","__proto__":"p"}',
    ),
    expected: {
      data: JSON.parse(
        '{"name":"Ada","note":"n","country":"b","contact":"a","plan":"a","tags":["a","b"],' +
          '"extras":["b"],"day":"2026-12-31","at":"17:30","meet":"31/10/2026 23:00","__proto__":"p"}',
      ),
    },
  },
  {
    given: 'the values as JSON text',
    values: JSON.stringify({ ...filled, meet: '2026-06-01T10:00' }),
    expected: { data: { ...filled, ...blanks, meet: '2026-06-01T10:00', ['__proto__']: '' } },
  },
  {
    given: 'required fields blank or white space',
    values: { name: ' \t', country: '', plan: '', tags: [], day: ' ' },
    expected: {
      issues: [
        ['/name', 'required', 'This field is required'],
        ['/country', 'required', 'Choose an option'],
        ['/plan', 'required', 'Choose an option'],
        ['/tags', 'required', 'Choose at least one option'],
        ['/day', 'required', 'This field is required'],
      ],
    },
  },
  {
    given: 'no values at all',
    values: {},
    expected: {
      issues: [
        ['/name', 'required', 'This field is required'],
        ['/country', 'required', 'Choose an option'],
        ['/plan', 'required', 'Choose an option'],
        ['/tags', 'required', 'Choose at least one option'],
        ['/day', 'required', 'This field is required'],
      ],
    },
  },
  {
    given: 'values of the wrong type',
    values: {
      ...filled,
      name: 3,
      note: null,
      country: ['a'],
      plan: true,
      tags: 'a',
      extras: ['a', 3, null, { a: 1 }, ['b']],
      day: { a: 1 },
      at: ['09:00'],
      meet: 5,
    },
    expected: {
      issues: [
        ['/name', 'invalid_type', 'Expected text'],
        ['/note', 'invalid_type', 'Expected text'],
        ['/country', 'invalid_type', 'Expected one option value'],
        ['/plan', 'invalid_type', 'Expected one option value'],
        ['/tags', 'invalid_type', 'Expected a list of option values'],
        ['/extras/1', 'invalid_type', 'Invalid input: expected string, received number'],
        ['/extras/2', 'invalid_type', 'Invalid input: expected string, received null'],
        ['/extras/3', 'invalid_type', 'Invalid input: expected string, received object'],
        ['/extras/4', 'invalid_type', 'Invalid input: expected string, received array'],
        ['/day', 'invalid_type', 'Expected a date/time text'],
        ['/at', 'invalid_type', 'Expected a date/time text'],
        ['/meet', 'invalid_type', 'Expected a date/time text'],
      ],
    },
  },
  {
    given: 'a list with a wrong item, a duplicate and an unknown option (only the type is told)',
    values: { ...filled, extras: ['a', 'a', 'z', false] },
    expected: {
      issues: [['/extras/3', 'invalid_type', 'Invalid input: expected string, received boolean']],
    },
  },
  {
    given: 'unknown options and duplicates',
    values: {
      ...filled,
      contact: 'z',
      country: ' a',
      tags: ['a', 'b', 'a', 'z', 'z'],
      extras: [''],
    },
    expected: {
      issues: [
        ['/country', 'not_an_option', '" a" is not one of the options'],
        ['/contact', 'not_an_option', '"z" is not one of the options'],
        ['/tags/2', 'duplicate_value', '"a" is chosen twice'],
        ['/tags/3', 'not_an_option', '"z" is not one of the options'],
        ['/tags/4', 'not_an_option', '"z" is not one of the options'],
        ['/extras/0', 'not_an_option', '"" is not one of the options'],
      ],
    },
  },
  {
    given: 'a required checkbox with no option and an unknown one',
    values: { ...filled, tags: [] as string[], extras: ['a', 'a'] },
    expected: {
      issues: [
        ['/tags', 'required', 'Choose at least one option'],
        ['/extras/1', 'duplicate_value', '"a" is chosen twice'],
      ],
    },
  },
  {
    given: 'date and time values before their bounds',
    values: { ...filled, day: '2025-12-31', at: '08:59', meet: '2026-02-28T23:59' },
    expected: {
      issues: [
        ['/day', 'date_time_out_of_range', 'Choose 2026-01-01 or later'],
        ['/at', 'date_time_out_of_range', 'Choose 09:00 or later'],
        ['/meet', 'date_time_out_of_range', 'Choose 2026-03-01T00:00 or later'],
      ],
    },
  },
  {
    given: 'date and time values after their bounds, one in the pattern',
    values: { ...filled, day: '2027-01-01', at: '17:30:01', meet: '01/11/2026 00:00' },
    expected: {
      issues: [
        ['/day', 'date_time_out_of_range', 'Choose 2026-12-31 or earlier'],
        ['/at', 'date_time_out_of_range', 'Choose 17:30 or earlier'],
        ['/meet', 'date_time_out_of_range', 'Choose 2026-10-31T23:00 or earlier'],
      ],
    },
  },
  {
    given: 'values on their bounds, as instants and with seconds',
    values: { ...filled, day: '2026-01-01', at: '09:00:00', meet: '2026-02-28T23:00:00Z' },
    expected: {
      data: {
        ...filled,
        ...blanks,
        day: '2026-01-01',
        at: '09:00:00',
        meet: '2026-02-28T23:00:00Z',
        ['__proto__']: '',
      },
    },
  },
  {
    given: 'a wall time the clocks jump over',
    values: { ...filled, meet: '29/03/2026 02:30' },
    expected: {
      issues: [
        [
          '/meet',
          'invalid_date_time',
          '"29/03/2026 02:30" does not exist in Europe/Berlin: the clocks jump over it',
        ],
      ],
    },
  },
  {
    given: 'date and time values in the wrong format',
    values: { ...filled, day: 'june', at: '25:00', meet: '2026-06-01' },
    expected: {
      issues: [
        ['/day', 'invalid_date_time', '"june" is not a valid date (expected yyyy-MM-dd)'],
        ['/at', 'invalid_date_time', '"25:00" is not a valid time (expected HH:mm or HH:mm:ss)'],
        [
          '/meet',
          'invalid_date_time',
          '"2026-06-01" is not a valid date and time (expected dd/MM/yyyy HH:mm, or yyyy-MM-ddTHH:mm or yyyy-MM-ddTHH:mm:ss)',
        ],
      ],
    },
  },
  {
    given: 'keys that are not fields, before the fields’ issues',
    values: JSON.parse('{"name":"Ada","x":"1","send":"y","constructor":"c","country":"z"}'),
    expected: {
      issues: [
        ['', 'unrecognized_keys', 'not a field of this form: x, send, constructor'],
        ['/country', 'not_an_option', '"z" is not one of the options'],
        ['/plan', 'required', 'Choose an option'],
        ['/tags', 'required', 'Choose at least one option'],
        ['/day', 'required', 'This field is required'],
      ],
    },
  },
  {
    given: 'a key given as undefined, which is still a key',
    values: { ...filled, note: undefined, other: undefined },
    expected: { issues: [['', 'unrecognized_keys', 'not a field of this form: other']] },
  },
  {
    given: 'an array',
    values: [filled],
    expected: { issues: [['', 'invalid_type', 'Expected an object of values']] },
  },
  {
    given: 'null',
    values: null,
    expected: { issues: [['', 'invalid_type', 'Expected an object of values']] },
  },
  {
    given: 'a string that is not JSON',
    values: 'name=Ada',
    expected: {
      issues: [
        ['', 'invalid_json', 'the input is not valid JSON at line 1, column 1: invalid symbol'],
      ],
    },
  },
  {
    given: 'a number',
    values: 42,
    expected: { issues: [['', 'invalid_type', 'Expected an object of values']] },
  },
  {
    given: 'an object with a null prototype',
    values: Object.assign(Object.create(null) as object, filled),
    expected: { data: { ...filled, ...blanks, ['__proto__']: '' } },
  },
  {
    given: 'a class instance, read as JSON would write it',
    values: new Visitor(),
    expected: {
      data: { ...filled, ...blanks, plan: 'a', tags: ['b'], day: '2026-01-01', ['__proto__']: '' },
    },
  },
  {
    given: 'a value JSON cannot carry',
    values: { ...filled, note: Number.NaN },
    expected: { issues: [['/note', 'not_json', 'NaN is not a JSON number']] },
  },
  {
    given: 'a Map as a value',
    values: { ...filled, extras: new Map() },
    expected: {
      issues: [
        ['/extras', 'not_json', 'a Map object cannot be written as JSON; use plain objects'],
      ],
    },
  },
  {
    given: 'a function inside a list',
    values: { ...filled, extras: ['a', () => 'b'] },
    expected: { issues: [['/extras/1', 'not_json', 'a function cannot be written as JSON']] },
  },
  {
    given: 'a list with a hole',
    values: { ...filled, extras: withHole },
    expected: { issues: [['/extras/1', 'not_json', 'undefined cannot be written as JSON']] },
  },
  {
    given: 'a circular reference',
    values: circular,
    expected: {
      issues: [['/self', 'circular', 'the value refers to itself (a circular reference)']],
    },
  },
];

test('returns a copy of complete values, in the form’s order, never the values given', () => {
  const values = { ...filled, ...blanks, ['__proto__']: '' };
  const ordered = createSubmissionSchema(form).parse(values);
  const result = validateSubmission(form, values);
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.data).not.toBe(values);
  expect(JSON.stringify(result.data)).toBe(JSON.stringify(ordered));
  const reversed = Object.fromEntries(Object.entries(values).reverse());
  expect(JSON.stringify(validateSubmission(form, reversed))).toBe(JSON.stringify(result));
});

test('a field given undefined is left out: the values it returns hold its blank value', () => {
  // Every field, in the form's order, as the form's own schema returns them.
  const ordered = createSubmissionSchema(form).parse({ ...filled, ...blanks, ['__proto__']: '' });
  const given = { ...ordered, note: undefined, extras: undefined };
  expect(validateSubmission(form, given)).toEqual({ success: true, data: ordered, warnings: [] });
});

test.each(cases)('validateSubmission, given $given', ({ values, expected }) => {
  expect(describeResult(validateSubmission(form, values))).toEqual(expected);
});

test('the values it returns are own keys, `__proto__` included, never the prototype', () => {
  const result = validateSubmission(form, JSON.parse('{"__proto__":"p","name":"Ada"}'));
  expect(result.success).toBe(false);
  const valid = validateSubmission(
    form,
    JSON.parse(JSON.stringify({ ...filled }).replace('{', '{"__proto__":"p",')),
  );
  if (!valid.success) throw new Error(JSON.stringify(valid.issues));
  expect(Object.getPrototypeOf(valid.data)).toBe(Object.prototype);
  expect(Object.getOwnPropertyDescriptor(valid.data, '__proto__')?.value).toBe('p');
});

test('createSubmissionSchema reports the same issues as zod issues, with codes in params', () => {
  const result = createSubmissionSchema(form).safeParse({
    name: 3,
    contact: 'z',
    tags: ['a', 'a'],
    extras: ['a', 1],
    day: '2025-01-01',
    x: 1,
  });
  expect(result.success).toBe(false);
  expect(result.error?.issues).toEqual([
    {
      code: 'unrecognized_keys',
      keys: ['x'],
      message: 'not a field of this form: x',
      path: [],
    },
    { code: 'invalid_type', expected: 'string', message: 'Expected text', path: ['name'] },
    {
      code: 'custom',
      message: 'Choose an option',
      params: { code: 'required' },
      path: ['country'],
    },
    {
      code: 'custom',
      message: '"z" is not one of the options',
      params: { code: 'not_an_option' },
      path: ['contact'],
    },
    {
      code: 'custom',
      message: 'Choose an option',
      params: { code: 'required' },
      path: ['plan'],
    },
    {
      code: 'custom',
      message: '"a" is chosen twice',
      params: { code: 'duplicate_value' },
      path: ['tags', 1],
    },
    {
      code: 'invalid_type',
      expected: 'string',
      message: 'Invalid input: expected string, received number',
      path: ['extras', 1],
    },
    {
      code: 'custom',
      message: 'Choose 2026-01-01 or later',
      params: { code: 'date_time_out_of_range', side: 'from', value: '2026-01-01' },
      path: ['day'],
    },
  ]);
});

// Field values of every shape: near-valid text, options, dates and times, and anything else JSON holds.
const fieldValue = fc.oneof(
  fc.constantFrom('', ' ', 'a', 'b', 'z', 'Ada', '2026-06-01', '2025-12-31', '09:00', '17:31'),
  fc.constantFrom('2026-06-01T10:00', '29/03/2026 02:30', '31/10/2026 23:00', '2026-13-01', 'june'),
  fc.array(fc.constantFrom('a', 'b', 'z', ''), { maxLength: 4 }),
  fc.array(fc.oneof(fc.constantFrom('a', 'b'), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const fieldKey = fc.constantFrom(
  ...['name', 'note', 'country', 'contact', 'plan', 'tags', 'extras'],
  ...['day', 'at', 'meet', '__proto__', 'constructor', 'x'],
);
const submittedValues = fc.oneof(
  fc.dictionary(fieldKey, fieldValue, { maxKeys: 8 }),
  fc.record({ name: fieldValue, tags: fieldValue, day: fieldValue, meet: fieldValue }),
  fc.jsonValue({ maxDepth: 2 }),
);

test('validateSubmission gives the same issues and values as createSubmissionSchema', () => {
  const schema = createSubmissionSchema(form);
  // Only validateSubmission reads strings as JSON text.
  const notText = submittedValues.filter((values) => typeof values !== 'string');
  fc.assert(
    fc.property(notText, (values) => {
      const result = validateSubmission(form, values);
      const parsed = schema.safeParse(values);
      if (parsed.success)
        expect(result).toEqual({ success: true, data: parsed.data, warnings: [] });
      else expect(result).toEqual({ success: false, issues: fromZodIssues(parsed.error.issues) });
    }),
    { numRuns: 500 },
  );
});

test('validateSubmission answers a fixed sample of generated values as it always has', () => {
  const sample = fc.sample(submittedValues, { seed: 16, numRuns: 60 });
  const answers = sample.map((values) => {
    const outcome = describeResult(validateSubmission(form, values));
    return `${JSON.stringify(values)}\n  ${JSON.stringify(outcome)}`;
  });
  expect(answers.join('\n')).toMatchSnapshot();
});

test('a value under a key that is not enumerable, or a key on Object.prototype, is judged as zod judges it', () => {
  const schema = createSubmissionSchema(form);
  const expectSameAsZod = (values: object) => {
    const parsed = schema.safeParse(values);
    expect(validateSubmission(form, values)).toEqual(
      parsed.success
        ? { success: true, data: parsed.data, warnings: [] }
        : { success: false, issues: fromZodIssues(parsed.error.issues) },
    );
  };
  const hidden = { ...filled };
  Object.defineProperty(hidden, 'name', { value: 42, enumerable: false });
  expectSameAsZod(hidden);
  expect(validateSubmission(form, hidden).success).toBe(false);

  // A field's own id, so only a check of own keys keeps the prototype's value out.
  Object.assign(Object.prototype, { note: 'from the prototype' });
  try {
    expectSameAsZod({ ...filled });
    expect(validateSubmission(form, { ...filled })).toMatchObject({ data: { note: '' } });
  } finally {
    delete (Object.prototype as Record<string, unknown>).note;
  }
});
