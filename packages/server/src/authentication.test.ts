import { expect, test } from 'vitest';

import { authenticateSharedSecret, refuseEveryRequest } from './authentication.js';

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

test('trusts a caller with the shared secret to name the user, and no other', () => {
  const authenticate = authenticateSharedSecret({ secret: 'sixteen-chars-or-more' });
  expect(authenticate(request({ authorization: 'Bearer sixteen-chars-or-more' }))).toEqual({});
  expect(authenticate(request({ authorization: 'Bearer sixteen-chars-or-mora' }))).toBeUndefined();
  expect(authenticate(request({}))).toBeUndefined();
});

test('reads the shared secret from another header when asked', () => {
  const authenticate = authenticateSharedSecret({
    secret: 'sixteen-chars-or-more',
    header: 'X-Proxy-Secret',
  });
  expect(authenticate(request({ 'x-proxy-secret': 'sixteen-chars-or-more' }))).toEqual({});
  expect(authenticate(request({ authorization: 'Bearer sixteen-chars-or-more' }))).toBeUndefined();
});

test('refuses a short shared secret when created', () => {
  expect(() => authenticateSharedSecret({ secret: 'short' })).toThrow(/16 characters/);
});

test('refuses every request by default', () => {
  expect(refuseEveryRequest(request({ authorization: 'Bearer anything' }))).toBeUndefined();
});
