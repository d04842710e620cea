import type { FormValues } from '@chatforms/core';

import { createTables } from './create-tables.js';
import type { SqlDatabase, SqlSession } from './sql-database.js';

/** What identifies one submission and what it carried. */
export interface SubmissionRecord {
  idempotencyKey: string;
  messageId: string;
  interactedBy: string;
  interactedElementId: string;
  values: FormValues;
}

/** The answer stored with an accepted submission, given again to every retry. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A submission the store holds, with its answer and whether the message was marked interacted. */
export interface StoredSubmission extends SubmissionRecord {
  id: string;
  answer: StoredAnswer;
  acceptedAt: Date;
  markedInteractedAt: Date | undefined;
}

/** How a submission was settled: processed now, or the answer of an earlier one replayed. */
export type SettledSubmission =
  | { outcome: 'processed'; submission: StoredSubmission }
  | { outcome: 'replayed'; submission: StoredSubmission };

/** The work that decides a submission: an answer to store, or a refusal that stores nothing. */
export type SubmissionWork = (
  session: SqlSession,
  submissionId: string,
) => Promise<{ accepted: true; answer: StoredAnswer } | { accepted: false; refusal: unknown }>;

/** A refusal carried out of the transaction, which it rolls back. */
class SubmissionRefused extends Error {
  constructor(readonly refusal: unknown) {
    super('submission refused');
  }
}

interface SubmissionRow {
  id: string;
  idempotency_key: string;
  message_id: string;
  interacted_by: string;
  interacted_element_id: string;
  form_values: FormValues;
  answer_status: number;
  answer_body: unknown;
  accepted_at: Date | string;
  marked_interacted_at: Date | string | null;
}

const columns =
  'id::text AS id, idempotency_key, message_id, interacted_by, interacted_element_id, form_values, answer_status, answer_body, accepted_at, marked_interacted_at';

/** Submissions and their idempotency keys, in PGlite or PostgreSQL. */
export interface SubmissionStore {
  /**
   * Processes a submission once: inserts its key, runs `work` and stores its answer in one
   * transaction. A duplicate waits for the first to commit and gets its stored answer; a refusal
   * or a crash rolls everything back, so a retry is processed anew.
   */
  settle(
    record: SubmissionRecord,
    work: SubmissionWork,
  ): Promise<SettledSubmission | { outcome: 'refused'; refusal: unknown }>;
  /** Claims the marking of a submission's message as interacted: false when another did already. */
  claimMarking(submissionId: string): Promise<boolean>;
  /** Gives the claim back after marking failed, so that a retry marks it. */
  releaseMarking(submissionId: string): Promise<void>;
  findByKey(idempotencyKey: string): Promise<StoredSubmission | undefined>;
  /**
   * The form messages sent to `interactedBy` as next steps of `messageId` (each answer's
   * `chatforms.next`), newest first: the forms that user's later submissions answer.
   */
  listNextSteps(messageId: string, interactedBy: string): Promise<unknown[]>;
  list(): Promise<StoredSubmission[]>;
}

/** Creates the tables if needed and returns the submission store over a database. */
export async function createSubmissionStore(database: SqlDatabase): Promise<SubmissionStore> {
  await createTables(database);
  const findByKey = async (session: SqlSession, key: string) => {
    const { rows } = await session.query<SubmissionRow>(
      `SELECT ${columns} FROM chatforms_submissions WHERE idempotency_key = $1`,
      [key],
    );
    return rows[0] === undefined ? undefined : toStoredSubmission(rows[0]);
  };
  return {
    async settle(record, work) {
      try {
        return await database.transaction(async (session) => {
          const inserted = await session.query<{ id: string }>(
            `INSERT INTO chatforms_submissions
               (idempotency_key, message_id, interacted_by, interacted_element_id, form_values)
             VALUES ($1, $2, $3, $4, $5::jsonb)
             ON CONFLICT (idempotency_key) DO NOTHING
             RETURNING id::text AS id`,
            [
              record.idempotencyKey,
              record.messageId,
              record.interactedBy,
              record.interactedElementId,
              JSON.stringify(record.values),
            ],
          );
          const id = inserted.rows[0]?.id;
          if (id === undefined) {
            const earlier = await findByKey(session, record.idempotencyKey);
            if (earlier === undefined) throw new Error('a conflicting submission vanished');
            return { outcome: 'replayed' as const, submission: earlier };
          }
          const decision = await work(session, id);
          if (!decision.accepted) throw new SubmissionRefused(decision.refusal);
          const { rows } = await session.query<SubmissionRow>(
            `UPDATE chatforms_submissions SET answer_status = $2, answer_body = $3::jsonb
             WHERE id = $1 RETURNING ${columns}`,
            [id, decision.answer.status, JSON.stringify(decision.answer.body ?? null)],
          );
          return { outcome: 'processed' as const, submission: toStoredSubmission(rows[0]!) };
        });
      } catch (error) {
        if (error instanceof SubmissionRefused)
          return { outcome: 'refused' as const, refusal: error.refusal };
        throw error;
      }
    },
    async claimMarking(submissionId) {
      const { rows } = await database.query(
        `UPDATE chatforms_submissions SET marked_interacted_at = now()
         WHERE id = $1 AND marked_interacted_at IS NULL RETURNING id`,
        [submissionId],
      );
      return rows.length === 1;
    },
    async releaseMarking(submissionId) {
      await database.query(
        'UPDATE chatforms_submissions SET marked_interacted_at = NULL WHERE id = $1',
        [submissionId],
      );
    },
    findByKey: (key) => findByKey(database, key),
    async listNextSteps(messageId, interactedBy) {
      const { rows } = await database.query<{ next: unknown }>(
        `SELECT answer_body->'chatforms'->'next' AS next FROM chatforms_submissions
         WHERE message_id = $1 AND interacted_by = $2
           AND jsonb_typeof(answer_body->'chatforms'->'next') = 'object'
         ORDER BY id DESC`,
        [messageId, interactedBy],
      );
      return rows.map((row) => row.next);
    },
    async list() {
      const { rows } = await database.query<SubmissionRow>(
        `SELECT ${columns} FROM chatforms_submissions ORDER BY id`,
      );
      return rows.map(toStoredSubmission);
    },
  };
}

function toStoredSubmission(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    messageId: row.message_id,
    interactedBy: row.interacted_by,
    interactedElementId: row.interacted_element_id,
    values: row.form_values,
    answer: { status: row.answer_status, body: row.answer_body },
    acceptedAt: new Date(row.accepted_at),
    markedInteractedAt:
      row.marked_interacted_at === null ? undefined : new Date(row.marked_interacted_at),
  };
}
