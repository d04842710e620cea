import fc from 'fast-check';
import { expect, test } from 'vitest';

import { surveyMessage } from '../../../internal/fixtures/src/survey.js';
import { parseFormMessage } from './index.js';
import { countUtf8Bytes, fitsWhenWrittenAgain } from './limits.js';

/** The bytes of every object, array and string in a parsed value, as JSON.stringify writes them. */
function listWrittenSizes(value: unknown): number[] {
  const own = countUtf8Bytes(JSON.stringify(value) ?? '');
  if (typeof value !== 'object' || value === null) return [own];
  return [own, ...Object.values(value).flatMap(listWrittenSizes)];
}

// Texts written the ways a person or another library writes JSON: spaced, with \u escapes, with
// numbers in other forms (1.50, -0, 0.000001), with characters beyond ASCII.
const writtenByHand = fc
  .tuple(fc.jsonValue(), fc.constantFrom(0, 2, '\t'), fc.boolean())
  .map(([value, space, escapeEverything]) => {
    const text = JSON.stringify(value, null, space);
    // Escaped in compact text only, where every character outside ASCII is inside a string.
    return escapeEverything && space === 0
      ? text.replace(
          /[^\x20-\x7e]/g,
          (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
        )
      : text;
  });

test('text that fits holds no part that is longer when written again', () => {
  fc.assert(
    fc.property(writtenByHand, fc.integer({ min: 0, max: 400 }), (text, limit) => {
      if (!fitsWhenWrittenAgain(text, limit)) return;
      expect(Math.max(...listWrittenSizes(JSON.parse(text)))).toBeLessThanOrEqual(limit);
    }),
    { numRuns: 2000 },
  );
});

test('numbers with an exponent and lone surrogates are measured, since they grow when written', () => {
  const exponents = '[1e20,1E20,2e+20]';
  expect(JSON.stringify(JSON.parse(exponents)).length).toBeGreaterThan(exponents.length);
  expect(fitsWhenWrittenAgain(exponents, 100)).toBe(false);
  const lone = '["\ud800"]';
  expect(countUtf8Bytes(JSON.stringify(JSON.parse(lone)))).toBeGreaterThan(countUtf8Bytes(lone));
  expect(fitsWhenWrittenAgain(lone, 100)).toBe(false);
  // Text over the limit is never taken at its word, even when its parts would fit.
  expect(fitsWhenWrittenAgain(' '.repeat(101) + '1', 100)).toBe(false);
  expect(fitsWhenWrittenAgain('"é"', 4)).toBe(true);
  expect(fitsWhenWrittenAgain('"éé"', 5)).toBe(false);
});

test('a message whose text is small but whose data grows past 10 KB when written is refused', () => {
  // 1,000 × 1e20 is 5 KB of text, and 22 KB once JSON.stringify writes each as 100000000000000000000.
  const text = JSON.stringify(surveyMessage).replace(
    '"data":{',
    `"data":{"metadata":{"big":[${Array.from({ length: 1000 }, () => '1e20').join(',')}]},`,
  );
  expect(text.length).toBeLessThan(10 * 1024);
  expect(parseFormMessage(text)).toMatchObject({
    success: false,
    issues: [{ pointer: '/data', code: 'data_too_large' }],
  });
});
