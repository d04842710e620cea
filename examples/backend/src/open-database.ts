import type { SqlDatabase } from '@chatforms/server';
import { createPostgresDatabase, openPgliteDatabase } from '@chatforms/server';
import pg from 'pg';

/**
 * PostgreSQL when a URL is given, else the embedded database in a folder. A lost connection is
 * reported to `onError` and the service stays up: its requests are answered 503, and the pool
 * reconnects for the next ones.
 */
export function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  onError: (error: unknown) => void = (error) => console.error(`Database error: ${String(error)}`),
): Promise<SqlDatabase> {
  if (databaseUrl !== undefined && databaseUrl !== '') {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 20,
      // A server that does not answer fails a request (503) instead of holding it forever.
      connectionTimeoutMillis: 5000,
      application_name: 'chatforms-example-backend',
    });
    return Promise.resolve(createPostgresDatabase(pool, { onError }));
  }
  return openPgliteDatabase({ dataDir });
}
