import { expect, test } from 'vitest';

import {
  authenticateSignedToken,
  createSubmissionToken,
  verifySubmissionToken,
} from './signed-token.js';

const secret = 'a-signing-secret-of-thirty-two-characters';

test('reads back the user and message a token was signed for', async () => {
  const token = await createSubmissionToken({ secret, uid: 'uid-2', messageId: 'm-1' });
  expect(await verifySubmissionToken(token, secret)).toEqual({ uid: 'uid-2', messageId: 'm-1' });
});

test('refuses a token signed with another secret, a changed body or an expired token', async () => {
  const token = await createSubmissionToken({ secret, uid: 'uid-2', messageId: 'm-1' });
  expect(await verifySubmissionToken(token, `${secret}!`)).toBeUndefined();
  const [, signature] = token.split('.');
  const claims = { uid: 'uid-1', messageId: 'm-1', expiresAt: 9_999_999_999 };
  const forged = `${btoa(JSON.stringify(claims))}.${signature}`;
  expect(await verifySubmissionToken(forged, secret)).toBeUndefined();
  const expired = await createSubmissionToken({
    secret,
    uid: 'uid-2',
    messageId: 'm-1',
    expiresInSeconds: 60,
    now: () => 0,
  });
  expect(await verifySubmissionToken(expired, secret, 61_000)).toBeUndefined();
  expect(await verifySubmissionToken('not a token', secret)).toBeUndefined();
});

test('authenticates a request by its bearer token', async () => {
  const authenticate = authenticateSignedToken({ secret });
  const token = await createSubmissionToken({ secret, uid: 'uid-2', messageId: 'm-1' });
  const request = (authorization?: string) =>
    new Request('http://localhost/', authorization ? { headers: { authorization } } : {});
  expect(await authenticate(request(`Bearer ${token}`))).toEqual({
    uid: 'uid-2',
    messageId: 'm-1',
  });
  expect(await authenticate(request())).toBeUndefined();
  expect(await authenticate(request(`Basic ${token}`))).toBeUndefined();
});

test('refuses a short secret when created', () => {
  expect(() => authenticateSignedToken({ secret: 'short' })).toThrow(/32 characters/);
});

test('refuses to sign a token for no message, and refuses a signed token that names none', async () => {
  await expect(
    createSubmissionToken({ secret, uid: 'uid-2' } as Parameters<typeof createSubmissionToken>[0]),
  ).rejects.toThrow(/messageId/);
  const body = btoa(JSON.stringify({ uid: 'uid-2', expiresAt: 9_999_999_999 }))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)),
  );
  const signed = `${body}.${btoa(String.fromCharCode(...signature))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')}`;
  expect(await verifySubmissionToken(signed, secret)).toBeUndefined();
});
