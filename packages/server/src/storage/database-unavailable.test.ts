import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  createDatabaseUnavailableResponse,
  isDatabaseUnavailable,
} from './database-unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('given the errors measured from pg, Node and PGlite', () => {
  test.each([
    [
      'a backend terminated mid-query',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    [
      'a backend killed by a crash of another',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection failure', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a broken pipe', withCode('write EPIPE', 'EPIPE')],
    ['a connection timing out', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    [
      'a client whose connection broke before',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a closing PGlite', new Error('PGlite is closing')],
    [
      'a trap of PGlite’s WebAssembly',
      Object.assign(new Error('unreachable'), { name: 'RuntimeError' }),
    ],
    [
      'every address of a host refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('recognises %s as the database being unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['an error of the application’s handler', new Error('the stock service said no')],
    [
      'a chat API unreachable, whose cause is a refused connection',
      new Error('GET /messages/1 failed: fetch failed', {
        cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
      }),
    ],
    ['a thrown string', 'Connection terminated'],
    ['undefined', undefined],
  ])('does not take %s for the database being unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

test('takes no other SQLSTATE for the database being unavailable', () => {
  const unavailable = [
    '08000',
    '08001',
    '08003',
    '08004',
    '08006',
    '53300',
    '57P01',
    '57P02',
    '57P03',
  ];
  fc.assert(
    fc.property(fc.stringMatching(/^[0-9A-Z]{5}$/), (code) => {
      fc.pre(!unavailable.includes(code));
      expect(isDatabaseUnavailable(withCode('an error', code))).toBe(false);
    }),
  );
});

test('answers 503 in the error envelope with Retry-After', async () => {
  const response = createDatabaseUnavailableResponse();
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('2');
  expect(await response.json()).toEqual({
    error: {
      code: 'ERR_DATABASE_UNAVAILABLE',
      message: 'The database is unavailable; a retry is safe.',
    },
  });
  expect(createDatabaseUnavailableResponse(5).headers.get('Retry-After')).toBe('5');
});
