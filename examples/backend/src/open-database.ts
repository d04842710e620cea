import type { SqlDatabase } from '@chatforms/server';
import { createPostgresDatabase, openPgliteDatabase } from '@chatforms/server';
import pg from 'pg';

/** PostgreSQL when a URL is given, else the embedded database in a folder. */
export function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<SqlDatabase> {
  if (databaseUrl !== undefined && databaseUrl !== '')
    return Promise.resolve(
      createPostgresDatabase(new pg.Pool({ connectionString: databaseUrl, max: 20 })),
    );
  return openPgliteDatabase({ dataDir });
}
