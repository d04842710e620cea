import type { SqlDatabase, SqlSession } from './sql-database.js';

/** The part of a `pg` client the server uses. */
export interface PostgresClient {
  query(sql: string, parameters?: unknown[]): Promise<{ rows: object[] }>;
  release(error?: Error | boolean): void;
}

/** The part of a `pg` `Pool` the server uses, so `pg` stays the application's own dependency. */
export interface PostgresPool {
  query(sql: string, parameters?: unknown[]): Promise<{ rows: object[] }>;
  connect(): Promise<PostgresClient>;
  end(): Promise<void>;
}

/**
 * Uses a PostgreSQL server through a `pg` pool: the same tables and SQL as the embedded database,
 * shared by any number of stateless handler instances.
 * @example
 * import pg from 'pg';
 * const database = createPostgresDatabase(new pg.Pool({ connectionString: process.env.DATABASE_URL }));
 */
export function createPostgresDatabase(pool: PostgresPool): SqlDatabase {
  const run = (target: Pick<PostgresPool, 'query'>): SqlSession['query'] =>
    async function query<Row extends object>(sql: string, parameters: unknown[] = []) {
      const result = await target.query(sql, parameters);
      return { rows: result.rows as Row[] };
    };
  return {
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: run(client) });
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        // A client whose rollback fails is broken: releasing it with the error discards it.
        const rolledBack = await client.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        client.release(rolledBack ? undefined : true);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
