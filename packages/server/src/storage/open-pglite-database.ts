import { PGlite } from '@electric-sql/pglite';

import type { SqlDatabase } from './sql-database.js';

/** Where PGlite keeps its files: a folder, or none for a database in memory (tests). */
export interface PgliteDatabaseOptions {
  dataDir?: string;
}

/**
 * Opens the embedded PostgreSQL (PGlite, WebAssembly: nothing to install) in a folder or in memory.
 * One process owns a folder at a time; several instances behind a load balancer need
 * `createPostgresDatabase` and one server.
 * @example
 * const database = await openPgliteDatabase({ dataDir: '.chatforms-data' });
 */
export async function openPgliteDatabase(
  options: PgliteDatabaseOptions = {},
): Promise<SqlDatabase> {
  const pglite = await PGlite.create(
    options.dataDir === undefined ? {} : { dataDir: options.dataDir },
  );
  return wrapPglite(pglite);
}

interface PgliteQueries {
  query<Row>(sql: string, parameters?: unknown[]): Promise<{ rows: Row[] }>;
}

/** The part of an open PGlite the server uses; written out so its types stay out of ours. */
export interface PgliteLike extends PgliteQueries {
  transaction<Result>(work: (transaction: PgliteQueries) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

/** Wraps an open PGlite, which has one connection and runs one transaction at a time. */
export function wrapPglite(pglite: PgliteLike): SqlDatabase {
  return {
    async query<Row extends object>(sql: string, parameters: unknown[] = []) {
      const result = await pglite.query<Row>(sql, parameters);
      return { rows: result.rows };
    },
    transaction(work) {
      return pglite.transaction((transaction) =>
        work({
          async query<Row extends object>(sql: string, parameters: unknown[] = []) {
            const result = await transaction.query<Row>(sql, parameters);
            return { rows: result.rows };
          },
        }),
      );
    },
    close: () => pglite.close(),
  };
}
