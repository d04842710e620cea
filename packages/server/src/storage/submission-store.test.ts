import { afterEach, describe, expect, test } from 'vitest';

import { openTestDatabase, testDatabaseKinds } from '../test-support/test-databases.js';
import type { SqlDatabase } from './sql-database.js';
import type { SubmissionRecord } from './submission-store.js';
import { createSubmissionStore } from './submission-store.js';

const record: SubmissionRecord = {
  idempotencyKey: 'key-1',
  messageId: 'message-1',
  interactedBy: 'uid-2',
  interactedElementId: 'submit',
  values: { name: 'Ada', topics: ['a', 'b'] },
};

const opened: SqlDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

async function open(kind: string) {
  const database = await openTestDatabase(kind);
  opened.push(database);
  return { database, store: await createSubmissionStore(database) };
}

describe.each(testDatabaseKinds)('on %s', (kind) => {
  test('runs the work of twenty simultaneous copies of a submission once; the others get its answer', async () => {
    const { store } = await open(kind);
    let runs = 0;
    const settled = await Promise.all(
      Array.from({ length: 20 }, () =>
        store.settle(record, async (_session, id) => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { accepted: true, answer: { status: 201, body: { id } } };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(settled.filter((result) => result.outcome === 'processed')).toHaveLength(1);
    expect(settled.filter((result) => result.outcome === 'replayed')).toHaveLength(19);
    const answers = settled.map(
      (result) => result.outcome !== 'refused' && result.submission.answer,
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await store.list()).toEqual([
      expect.objectContaining({
        ...record,
        answer: { status: 201, body: { id: expect.any(String) } },
      }),
    ]);
  });

  test('rolls back a refusal and a throw, including rows the work wrote, so a retry runs again', async () => {
    const { database, store } = await open(kind);
    await database.query('CREATE TABLE side_effects (note text)');
    const refused = await store.settle(record, async (session) => {
      await session.query("INSERT INTO side_effects VALUES ('refused')");
      return { accepted: false, refusal: { name: 'taken' } };
    });
    expect(refused).toEqual({ outcome: 'refused', refusal: { name: 'taken' } });
    await expect(
      store.settle(record, async (session) => {
        await session.query("INSERT INTO side_effects VALUES ('thrown')");
        throw new Error('broke');
      }),
    ).rejects.toThrow('broke');
    expect((await database.query('SELECT * FROM side_effects')).rows).toEqual([]);
    expect(await store.list()).toEqual([]);
    const accepted = await store.settle(record, async (session) => {
      await session.query("INSERT INTO side_effects VALUES ('accepted')");
      return { accepted: true, answer: { status: 200, body: null } };
    });
    expect(accepted.outcome).toBe('processed');
    expect((await database.query('SELECT note FROM side_effects')).rows).toEqual([
      { note: 'accepted' },
    ]);
  });

  test('lets one caller claim the marking of a submission until it gives it back', async () => {
    const { store } = await open(kind);
    const settled = await store.settle(record, async () => ({
      accepted: true,
      answer: { status: 200, body: {} },
    }));
    const id = settled.outcome === 'processed' ? settled.submission.id : '';
    expect(await Promise.all([store.claimMarking(id), store.claimMarking(id)])).toEqual([
      true,
      false,
    ]);
    await store.releaseMarking(id);
    expect(await store.claimMarking(id)).toBe(true);
  });

  test('creates its tables once when several instances start together', async () => {
    const { database } = await open(kind);
    await Promise.all([1, 2, 3].map(() => createSubmissionStore(database)));
    const { rows } = await database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_name = 'chatforms_submissions' AND table_schema = current_schema()",
    );
    expect(rows).toEqual([{ count: 1 }]);
  });
});
