import fc from 'fast-check';
import { type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { expect, test } from 'vitest';

import { findJsonSyntaxError } from './find-json-syntax-error.js';

/** jsonc-parser's first error in its strict-JSON mode, as read-json.ts described it before. */
function findWithJsoncParser(text: string) {
  const errors: ParseError[] = [];
  parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first === undefined) return undefined;
  const words = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return { offset: first.offset, problem: words };
}

// Characters that make or break JSON, so mutated text hits every rule of the grammar.
const piece = fc.constantFrom(
  ...['{', '}', '[', ']', ':', ',', '"', '\\', '/', '*', '-', '+', '.', 'e', 'E', '0', '7'],
  ...[' ', '\t', '\n', '\r', '\u0001', '\u00a0', '\ufeff', 'u', 'a', 'F', 'true', 'nul', '//'],
);

const mutatedJson = fc
  .tuple(
    fc.json({ maxDepth: 3 }),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 2 }), piece), { minLength: 1, maxLength: 3 }),
  )
  .map(([text, edits]) =>
    edits.reduce((current, [at, removed, inserted]) => {
      const index = current.length === 0 ? 0 : at % (current.length + 1);
      return current.slice(0, index) + inserted + current.slice(index + removed);
    }, text),
  );

test('finds the first syntax error where jsonc-parser finds it, in its words', () => {
  fc.assert(
    fc.property(fc.oneof(mutatedJson, fc.string({ maxLength: 12 })), (text) => {
      expect(findJsonSyntaxError(text)).toEqual(findWithJsoncParser(text));
    }),
    { numRuns: 5_000 },
  );
});

test.each([
  ['{"a": 1,}', 8, 'property name expected'],
  ['[1, 2', 5, 'close bracket expected'],
  ['{"a" 1}', 5, 'colon expected'],
  ['{"a": tru}', 6, 'invalid symbol'],
  ['{"a": "x\\q"}', 6, 'invalid escape character'],
  ['[1.]', 1, 'unexpected end of number'],
  ['{} {}', 3, 'end of file expected'],
  ['[1 2]', 3, 'comma expected'],
  ['// note\n{}', 0, 'invalid comment token'],
])('reports %j at offset %i: %s', (text, offset, problem) => {
  expect(findJsonSyntaxError(text)).toEqual({ offset, problem });
});

test('finds nothing in valid JSON', () => {
  fc.assert(
    fc.property(fc.json(), (text) => {
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }),
  );
});

test('locates an error under 100,000 open brackets without overflowing the stack', () => {
  expect(findJsonSyntaxError('['.repeat(100_000))).toEqual({
    offset: 100_000,
    problem: 'close bracket expected',
  });
});
