import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { expect, test } from 'vitest';

import { openDatabase } from './open-database.js';

const postgresUrl = process.env.CHATFORMS_TEST_POSTGRES_URL;

test.skipIf(postgresUrl === undefined)(
  'reports connections terminated on the PostgreSQL server, stays up and connects again for the next query',
  async () => {
    const errors: unknown[] = [];
    const database = await openDatabase(
      postgresUrl,
      mkdtempSync(join(tmpdir(), 'example-backend-open-')),
      (error) => errors.push(error),
    );
    // Queries side by side open several connections; each names its backend.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
      ),
    );
    const pids = [...new Set(answers.map(({ rows }) => rows[0]!.pid))];
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await admin.end();
    for (let poll = 0; poll < 500 && errors.length < pids.length; poll += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toHaveLength(pids.length);
    expect(errors).toContainEqual(
      expect.objectContaining({ code: '57P01', message: expect.stringContaining('terminating') }),
    );
    expect((await database.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(
      await database.transaction(async (sql) => (await sql.query('SELECT 2 AS two')).rows),
    ).toEqual([{ two: 2 }]);
    await database.close();
  },
);
