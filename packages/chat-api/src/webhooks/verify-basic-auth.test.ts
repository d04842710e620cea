import fc from 'fast-check';
import { expect, test } from 'vitest';

import { constantTimeEqual } from './constant-time-equal.js';
import { verifyBasicAuth } from './verify-basic-auth.js';

const credentials = { username: 'hook', password: 's3cret:with:colons' };

function basic(text: string): string {
  return `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;
}

test('accepts the exact credentials, even with colons in the password', () => {
  expect(verifyBasicAuth(basic('hook:s3cret:with:colons'), credentials)).toBe(true);
});

test('accepts the scheme in any case', () => {
  expect(
    verifyBasicAuth(basic('hook:s3cret:with:colons').replace('Basic', 'basic'), credentials),
  ).toBe(true);
});

test('refuses a wrong password, a wrong user name or a prefix of the password', () => {
  expect(verifyBasicAuth(basic('hook:wrong'), credentials)).toBe(false);
  expect(verifyBasicAuth(basic('hooks:s3cret:with:colons'), credentials)).toBe(false);
  expect(verifyBasicAuth(basic('hook:s3cret'), credentials)).toBe(false);
});

test('refuses a missing, empty, non-Basic or malformed header', () => {
  expect(verifyBasicAuth(undefined, credentials)).toBe(false);
  expect(verifyBasicAuth(null, credentials)).toBe(false);
  expect(verifyBasicAuth('', credentials)).toBe(false);
  expect(verifyBasicAuth('Bearer abc', credentials)).toBe(false);
  expect(verifyBasicAuth('Basic !!!', credentials)).toBe(false);
  expect(verifyBasicAuth(basic('no-colon'), credentials)).toBe(false);
});

test('accepts empty expected credentials only from a header that carries the colon', () => {
  expect(verifyBasicAuth(basic(':'), { username: '', password: '' })).toBe(true);
  expect(verifyBasicAuth(basic(''), { username: '', password: '' })).toBe(false);
});

test('verifies any user name without a colon and any password it was built from, and no other password', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme' }).filter((name) => !name.includes(':')),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'grapheme' }),
      (username, password, other) => {
        const header = basic(`${username}:${password}`);
        const accepts = verifyBasicAuth(header, { username, password });
        const acceptsOther = verifyBasicAuth(header, { username, password: other });
        return accepts && acceptsOther === (other === password);
      },
    ),
  );
});

test('compares like === does', () => {
  fc.assert(fc.property(fc.string(), fc.string(), (a, b) => constantTimeEqual(a, b) === (a === b)));
  fc.assert(fc.property(fc.string(), (a) => constantTimeEqual(a, a)));
});
