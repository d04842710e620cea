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
