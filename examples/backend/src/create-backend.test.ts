import { buildApiActionRequest, formatKitFormData } from '@chatforms/core';
import type { SqlDatabase } from '@chatforms/server';
import {
  createPostgresDatabase,
  createSubmissionToken,
  openPgliteDatabase,
} from '@chatforms/server';
import pg from 'pg';
import { afterEach, expect, test } from 'vitest';

import type { BackendOptions } from './create-backend.js';
import { createBackend } from './create-backend.js';
import { createOrderForm } from './order-form.js';

const secret = 'a-submission-secret-of-32-characters-at-least';
const postgresUrl = process.env.CHATFORMS_TEST_POSTGRES_URL;
const kinds = postgresUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

/** An empty database of a kind: PGlite in memory, or a new schema on the test server. */
async function openEmptyDatabase(kind: string): Promise<SqlDatabase> {
  if (kind === 'pglite') return openPgliteDatabase();
  const schema = `backend_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return createPostgresDatabase(
    new pg.Pool({ connectionString: postgresUrl, options: `-c search_path=${schema}`, max: 20 }),
  );
}

test.each(kinds)(
  'on %s, 100 orders sent at once for one day give one 201 and 99 field errors, never 500',
  async (kind) => {
    const database = await openEmptyDatabase(kind);
    opened.push(database);
    // A group's form, so that a hundred readers may each answer it.
    const form = {
      ...createOrderForm('http://127.0.0.1/submissions', 'orders-team'),
      receiverType: 'group' as const,
      id: 'message-1',
      sender: 'cometchat-uid-1',
    };
    const chat: BackendOptions['chat'] = {
      getMessage: async () => form as never,
      getGroupMember: async (_guid, uid) => ({ uid, scope: 'participant' }),
      markInteracted: async () => ({ success: true, message: 'marked' }) as never,
    };
    const errors: unknown[] = [];
    const backend = await createBackend({
      database,
      chat,
      submissionSecret: secret,
      webhookCredentials: { username: 'chat-events', password: 'unused-here' },
      log: (line) => {
        if (line.startsWith('Submission error')) errors.push(line);
      },
    });
    const action = form.data.interactiveData.submitElement.action as Parameters<
      typeof buildApiActionRequest
    >[0];
    const createRequest = async (index: number, day: string) => {
      const uid = `reader-${index}`;
      const values = { name: `Reader ${index}`, size: 'large', day };
      const built = buildApiActionRequest(
        action,
        formatKitFormData(form, values, { timeZone: 'UTC' }),
        {
          message: form,
          appId: 'app',
          region: 'us',
          interactedBy: uid,
          interactedElementId: 'order',
          interactionTimezoneCode: 'UTC',
        },
      );
      const token = await createSubmissionToken({ secret, uid, messageId: form.id });
      return new Request(built.url, {
        method: built.method,
        headers: { ...built.headers, Authorization: `Bearer ${token}` },
        body: built.body,
      });
    };
    // The race is lost only now and then in one burst: PostgreSQL gets ten, each for a day of its own.
    // PGlite has one connection, so its transactions never overlap and one burst says it all.
    const days = Array.from(
      { length: kind === 'postgres' ? 10 : 1 },
      (_, day) => `2026-06-${10 + day}`,
    );
    for (const day of days) {
      const requests = await Promise.all(
        Array.from({ length: 100 }, (_, index) => createRequest(index, day)),
      );

      const answers = await Promise.all(requests.map((request) => backend.fetch(request)));

      const statuses = answers.map((answer) => answer.status);
      expect({ day, created: statuses.filter((status) => status === 201).length, errors }).toEqual({
        day,
        created: 1,
        errors: [],
      });
      expect(statuses.filter((status) => status === 422)).toHaveLength(99);
      const refused = answers.find((answer) => answer.status === 422)!;
      expect(await refused.json()).toMatchObject({
        errors: { day: 'That day is fully booked: choose another' },
      });
    }
    const orders = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM example_orders',
    );
    expect(orders.rows).toEqual([{ count: days.length }]);
  },
);
