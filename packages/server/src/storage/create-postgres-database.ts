import type { SqlDatabase, SqlSession } from './sql-database.js';

/** The part of a `pg` client the server uses. */
export interface PostgresClient {
  query(sql: string, parameters?: unknown[]): Promise<{ rows: object[] }>;
  release(error?: Error | boolean): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

/** The part of a `pg` `Pool` the server uses, so `pg` stays the application's own dependency. */
export interface PostgresPool {
  query(sql: string, parameters?: unknown[]): Promise<{ rows: object[] }>;
  /** The callback form: pg calls it as it hands the client out, before any event of its socket. */
  connect(callback: (error: Error | undefined, client: PostgresClient | undefined) => void): void;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** Options of `createPostgresDatabase`. */
export interface PostgresDatabaseOptions {
  /** Hears a connection lost while idle in the pool or between queries; `console.error` by default. */
  onError?: (error: unknown) => void;
}

/**
 * Uses a PostgreSQL server through a `pg` pool: the same tables and SQL as the embedded database,
 * shared by any number of stateless handler instances. It listens to the pool's and its clients'
 * `'error'` events, without which `pg` ends the process when a connection is lost.
 * @example
 * import pg from 'pg';
 * const database = createPostgresDatabase(new pg.Pool({ connectionString: process.env.DATABASE_URL }));
 */
export function createPostgresDatabase(
  pool: PostgresPool,
  options: PostgresDatabaseOptions = {},
): SqlDatabase {
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  // An idle client that loses its connection is discarded by the pool, which then emits this.
  pool.on('error', onError);
  const run = (target: Pick<PostgresPool, 'query'>): SqlSession['query'] =>
    async function query<Row extends object>(sql: string, parameters: unknown[] = []) {
      const result = await target.query(sql, parameters);
      return { rows: result.rows as Row[] };
    };
  return {
    query: run(pool),
    async transaction(work) {
      let lost: Error | undefined;
      const hear = (error: Error) => {
        lost ??= error;
        onError(error);
      };
      const client = await checkOut(pool, hear);
      const release = (error?: Error | boolean) => {
        client.off('error', hear);
        client.release(error);
      };
      try {
        await client.query('BEGIN');
        const result = await work({ query: run(client) });
        await client.query('COMMIT');
        release(lost);
        return result;
      } catch (error) {
        // A client whose rollback fails is broken: releasing it with the error discards it.
        const rolledBack =
          lost === undefined &&
          (await client.query('ROLLBACK').then(
            () => true,
            () => false,
          ));
        release(rolledBack ? undefined : (lost ?? toError(error)));
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Checks a client out with `listener` on its 'error' from the moment pg hands it out: a checked-out
 * client has no listener of the pool's, and the socket chunk that completed another's query may
 * carry this connection's termination, emitted before a promise of the client would resolve.
 */
function checkOut(pool: PostgresPool, listener: (error: Error) => void): Promise<PostgresClient> {
  return new Promise((resolve, reject) => {
    pool.connect((error, client) => {
      if (client === undefined) return reject(error ?? new Error('pg handed out no client'));
      client.on('error', listener);
      resolve(client);
    });
  });
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
