import fc from 'fast-check';
import { expect, test } from 'vitest';

import { readJsonInput } from './read-json.js';

class Entity {
  constructor(readonly uid: string) {}
  greet() {
    return this.uid;
  }
}

test('a plain value is used as it is, with nothing copied', () => {
  const input = { data: { list: [{ a: 1 }, 'b', null], flag: true } };
  const read = readJsonInput(input);
  expect(read.success && read.value).toBe(input);
});

test('a class instance deep in plain data is read as JSON would write it; the input is left alone', () => {
  const entity = new Entity('u1');
  const input = { data: { list: [{ nested: [entity] }], other: { kept: 1 } } };
  const read = readJsonInput(input);
  expect(read).toEqual({
    success: true,
    value: { data: { list: [{ nested: [{ uid: 'u1' }] }], other: { kept: 1 } } },
  });
  expect(input.data.list[0]?.nested[0]).toBe(entity);
});

test('a cycle through plain objects is refused, not followed', () => {
  const input: Record<string, unknown> = { a: {} };
  (input.a as Record<string, unknown>).back = input;
  const read = readJsonInput(input);
  expect(read.success).toBe(false);
});

test('a problem met before any class instance is reported where it is', () => {
  // Walked last key first: `late` is checked before `entity` is met.
  const input = { entity: new Entity('u1'), late: { when: () => 1 } };
  expect(readJsonInput(input)).toMatchObject({
    success: false,
    issues: [{ pointer: '/late/when', code: 'not_json' }],
  });
});

test('a problem behind a class instance is found in the copy, where toJSON has had its say', () => {
  class Stamp {
    toJSON() {
      return { at: Number.NaN };
    }
  }
  const input = { first: { ok: 1 }, stamp: new Stamp() };
  expect(readJsonInput(input)).toMatchObject({
    success: false,
    issues: [{ pointer: '/stamp/at', code: 'not_json', message: 'NaN is not a JSON number' }],
  });
});

test('a class instance whose toJSON gives another instance is refused, not copied for ever', () => {
  class Inner {
    readonly kind = 'inner';
  }
  class Outer {
    toJSON() {
      return new Inner();
    }
  }
  const read = readJsonInput({ outer: new Outer() });
  expect(read).toMatchObject({ success: false, issues: [{ pointer: '/outer', code: 'not_json' }] });
});

test('a Map or a Date is refused whether or not a class instance comes first', () => {
  for (const input of [
    { map: new Map(), entity: new Entity('u1') },
    { entity: new Entity('u1'), map: new Map() },
  ]) {
    expect(readJsonInput(input)).toMatchObject({
      success: false,
      issues: [{ pointer: '/map', code: 'not_json' }],
    });
  }
});

/** JSON values whose numbers may be ±Infinity, which JSON text can only write as an out-of-range literal. */
const { value: valueWithHugeNumbers } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(
      fc.double({ noNaN: true }),
      fc.constantFrom(Infinity, -Infinity),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
}));

/** JSON text of a value, each ±Infinity written as ±1e400 (what JSON.parse reads back as ±Infinity). */
function writeWithHugeNumbers(value: unknown): string {
  const marker = 'huge-number-marker';
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item === Infinity ? `${marker}+` : item === -Infinity ? `${marker}-` : item,
  );
  return text.replaceAll(`"${marker}+"`, '1e400').replaceAll(`"${marker}-"`, '-1e400');
}

test('refuses JSON text at the same place as the value it reads as, out-of-range numbers included', () => {
  const noMarker = (value: unknown) => !JSON.stringify(value).includes('huge-number-marker');
  fc.assert(
    // An object at the root: a string given to readJsonInput is read as JSON text.
    fc.property(fc.dictionary(fc.string(), valueWithHugeNumbers).filter(noMarker), (value) => {
      const fromText = readJsonInput(writeWithHugeNumbers(value));
      const fromValue = readJsonInput(value);
      expect(fromText.success).toBe(fromValue.success);
      if (!fromText.success && !fromValue.success)
        expect(fromText.issues.map((issue) => issue.pointer)).toEqual(
          fromValue.issues.map((issue) => issue.pointer),
        );
    }),
  );
});

test('refuses an out-of-range number at the root of JSON text', () => {
  expect(readJsonInput('1e400')).toEqual({
    success: false,
    issues: [
      {
        path: [],
        pointer: '',
        code: 'number_out_of_range',
        message: 'the number is too large to read: it reads as Infinity',
      },
    ],
  });
});
