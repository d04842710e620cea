import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  createNumberValueCheck,
  isAmbiguousDecimalText,
  isOnStep,
  readDecimalText,
  writeDecimalText,
} from './number-value.js';

test('reads a decimal with a point or a comma, and nothing else, as a number', () => {
  expect(readDecimalText(' 2,5 ')).toBe(2.5);
  expect(readDecimalText('-.5')).toBe(-0.5);
  expect(readDecimalText('1e3')).toBeUndefined();
  expect(readDecimalText('1.000,5')).toBeUndefined();
  expect(readDecimalText('0x10')).toBeUndefined();
  expect(readDecimalText('Infinity')).toBeUndefined();
});

test('text written for sending reads back as the same number, in plain decimal digits', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.nat({ max: 9999 }),
      fc.constantFrom('.', ','),
      (whole, fraction, separator) => {
        const typed = `${whole}${separator}${fraction}`;
        if (isAmbiguousDecimalText(typed)) return;
        const sent = writeDecimalText(typed);
        expect(sent).toMatch(/^-?\d+(\.\d+)?$/);
        expect(readDecimalText(sent)).toBe(readDecimalText(typed));
      },
    ),
  );
});

test('every number base plus a whole number of decimal steps is on the step', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1000, max: 1000 }),
      fc.integer({ min: 1, max: 500 }),
      fc.integer({ min: -200, max: 200 }),
      fc.constantFrom(1, 10, 100, 1000),
      (baseUnits, stepUnits, count, scale) => {
        const base = baseUnits / scale;
        const step = stepUnits / scale;
        const value = Number((base + count * step).toFixed(3));
        expect(isOnStep(value, step, base)).toBe(true);
        expect(isOnStep(value + step / 2, step, base)).toBe(false);
      },
    ),
  );
});

test('the check never throws and keeps the value given, whatever it is', () => {
  const check = createNumberValueCheck({ optional: false, min: -5, max: 5, step: 0.5 });
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const issues: unknown[] = [];
      expect(check(value, issues as never)).toBe(value);
      if (typeof value !== 'string') expect(issues).toHaveLength(1);
    }),
  );
});
