import fc from 'fast-check';
import { expect, test } from 'vitest';

import { writeCanonicalJson } from './canonical-json.js';

/** The recursive version this module had: the text it wrote is what stored idempotency keys hash. */
function writeRecursively(value: unknown): string {
  const sortKeys = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sortKeys);
    if (typeof item !== 'object' || item === null) return item;
    const entries = Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, child]) => [key, sortKeys(child)]));
  };
  return JSON.stringify(sortKeys(value));
}

test('writes what the recursive version wrote for any JSON value', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      expect(writeCanonicalJson(value)).toBe(writeRecursively(value));
    }),
  );
});

test('writes the same text whatever the order of each object’s keys', () => {
  const shuffled = fc
    .jsonValue()
    .chain((value) => fc.tuple(fc.constant(value), fc.constant(reverseKeys(value))));
  fc.assert(
    fc.property(shuffled, ([value, reversed]) => {
      expect(writeCanonicalJson(reversed)).toBe(writeCanonicalJson(value));
    }),
  );
});

test('writes numeric keys first in ascending order, as JSON.stringify of the sorted object did', () => {
  expect(writeCanonicalJson({ b: 1, '10': 2, a: [undefined, () => 1], '9': 3, c: undefined })).toBe(
    '{"9":3,"10":2,"a":[null,null],"b":1}',
  );
});

test('writes a 100,000-deep array and object read by JSON.parse without overflowing the stack', () => {
  const depth = 100_000;
  const arrays = '['.repeat(depth) + ']'.repeat(depth);
  expect(writeCanonicalJson(JSON.parse(arrays))).toBe(arrays);
  const objects = '{"b":1,"a":'.repeat(depth) + 'null' + '}'.repeat(depth);
  expect(writeCanonicalJson(JSON.parse(objects))).toBe(
    '{"a":'.repeat(depth) + 'null' + ',"b":1}'.repeat(depth),
  );
});

test('refuses a value that contains itself, as JSON.stringify does', () => {
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = [cyclic];
  expect(() => writeCanonicalJson(cyclic)).toThrow(TypeError);
  const shared = { a: 1 };
  expect(writeCanonicalJson([shared, shared])).toBe('[{"a":1},{"a":1}]');
});

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).reverse();
  return Object.fromEntries(entries.map(([key, item]) => [key, reverseKeys(item)]));
}
