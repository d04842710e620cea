import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { beforeAll } from 'vitest';

import { createPostgresDatabase } from '../storage/create-postgres-database.js';
import { wrapPglite } from '../storage/open-pglite-database.js';
import type { SqlDatabase } from '../storage/sql-database.js';

/** The PostgreSQL server scripts/with-postgres.mjs started for this run. */
const postgresUrl = process.env.CHATFORMS_TEST_POSTGRES_URL;

/** Every database the storage is tested on: the embedded one always, PostgreSQL when started. */
export const testDatabaseKinds = postgresUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

let schemaCount = 0;

/** Opens an empty database of a kind: PGlite in memory, or a new schema on the test server. */
export async function openTestDatabase(kind: string): Promise<SqlDatabase> {
  schemaCount += 1;
  const schema = `test_${process.pid}_${schemaCount}`;
  if (kind === 'pglite') return openPgliteSchema(schema);
  if (postgresUrl === undefined) throw new Error('no PostgreSQL server for the tests');
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return createPostgresDatabase(
    new pg.Pool({ connectionString: postgresUrl, options: `-c search_path=${schema}`, max: 20 }),
  );
}

let shared: Promise<PGlite> | undefined;

// The readiness check: each test file's PGlite opens in a hook (60 s), before its first test, not
// inside that test (30 s), which a cold open on two loaded cores can outlast.
beforeAll(async () => {
  shared ??= PGlite.create();
  await shared;
});

/**
 * Starting PGlite takes seconds on a busy machine, so a test file shares one, each test in its own
 * schema: the tests of a file run one after the other, and PGlite has one connection.
 */
async function openPgliteSchema(schema: string): Promise<SqlDatabase> {
  shared ??= PGlite.create();
  const pglite = await shared;
  await pglite.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`);
  return { ...wrapPglite(pglite), close: async () => {} };
}
