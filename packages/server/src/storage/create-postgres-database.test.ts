import { EventEmitter } from 'node:events';

import { expect, test, vi } from 'vitest';

import type { PostgresClient, PostgresPool } from './create-postgres-database.js';
import { createPostgresDatabase } from './create-postgres-database.js';

/** A pool of one client, as pg's behaves: events, and a query that fails once the client broke. */
function createFakePool() {
  const client = Object.assign(new EventEmitter(), {
    broken: false,
    released: [] as (Error | boolean | undefined)[],
    async query(sql: string) {
      if (client.broken)
        throw new Error('Client has encountered a connection error and is not queryable');
      return { rows: sql === 'SELECT 1 AS one' ? [{ one: 1 }] : [] };
    },
    release(error?: Error | boolean) {
      client.released.push(error);
    },
    breakConnection(error: Error) {
      client.broken = true;
      client.emit('error', error);
    },
  });
  const pool = Object.assign(new EventEmitter(), {
    query: client.query,
    connect(callback: (error: Error | undefined, client: PostgresClient | undefined) => void) {
      callback(undefined, client);
    },
    end: async () => {},
  });
  return { pool: pool satisfies PostgresPool, client };
}

test('reports an error of the pool (an idle connection lost) to onError instead of ending the process', () => {
  const { pool } = createFakePool();
  const onError = vi.fn();
  createPostgresDatabase(pool, { onError });
  const lost = new Error('terminating connection due to administrator command');
  pool.emit('error', lost);
  expect(onError).toHaveBeenCalledWith(lost);
});

test('reports to console.error when no onError is given', () => {
  const { pool } = createFakePool();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  createPostgresDatabase(pool);
  const lost = new Error('Connection terminated unexpectedly');
  pool.emit('error', lost);
  expect(consoleError).toHaveBeenCalledWith(lost);
  consoleError.mockRestore();
});

test('listens to a client for as long as it is checked out, and returns it to the pool unharmed', async () => {
  const { pool, client } = createFakePool();
  const database = createPostgresDatabase(pool, { onError: () => {} });
  const counted = await database.transaction(async (session) => {
    expect(client.listenerCount('error')).toBe(1);
    return (await session.query<{ one: number }>('SELECT 1 AS one')).rows;
  });
  expect(counted).toEqual([{ one: 1 }]);
  expect(client.listenerCount('error')).toBe(0);
  expect(client.released).toEqual([undefined]);
});

test('releases a client that lost its connection during a transaction with the error, so the pool discards it', async () => {
  const { pool, client } = createFakePool();
  const onError = vi.fn();
  const database = createPostgresDatabase(pool, { onError });
  const lost = new Error('terminating connection due to administrator command');
  await expect(
    database.transaction(async (session) => {
      client.breakConnection(lost);
      await session.query('SELECT 1 AS one');
    }),
  ).rejects.toThrow('not queryable');
  expect(onError).toHaveBeenCalledWith(lost);
  expect(client.released).toEqual([lost]);
  expect(client.listenerCount('error')).toBe(0);
});

test('rolls back a transaction whose work threw and returns its client to the pool', async () => {
  const { pool, client } = createFakePool();
  const database = createPostgresDatabase(pool, { onError: () => {} });
  await expect(
    database.transaction(async () => {
      throw new Error('the handler broke');
    }),
  ).rejects.toThrow('the handler broke');
  expect(client.released).toEqual([undefined]);
});

test('rejects a transaction when the pool cannot connect', async () => {
  const { pool } = createFakePool();
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  pool.connect = (callback) => callback(refused, undefined);
  const database = createPostgresDatabase(pool, { onError: () => {} });
  await expect(database.transaction(async () => 1)).rejects.toBe(refused);
});
