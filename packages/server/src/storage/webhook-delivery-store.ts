import { createTables } from './create-tables.js';
import type { SqlDatabase } from './sql-database.js';

/** Where a delivery stands: waiting to be (re)tried, handled by every handler, or given up on. */
export type WebhookDeliveryStatus = 'pending' | 'handled' | 'dead';

/** A delivery as the store keeps it, for listing and for operators. */
export interface WebhookDelivery {
  deliveryId: string;
  trigger: string;
  status: WebhookDeliveryStatus;
  /** How many times its handlers were started, counting runs cut short by a crash. */
  attempts: number;
  lastError: string | undefined;
  receivedAt: Date;
  /** When a pending delivery may be tried next. */
  nextAttemptAt: Date;
  handledAt: Date | undefined;
  deadLetteredAt: Date | undefined;
}

/** A delivery claimed by one runner for a lease; `claimToken` proves the claim is still its own. */
export interface ClaimedWebhookDelivery {
  deliveryId: string;
  trigger: string;
  /** The event exactly as received (JSON text). */
  eventText: string;
  attempts: number;
  claimToken: string;
}

/** The webhook deliveries received: stored before the answer, then claimed, run and settled. */
export interface WebhookDeliveryStore {
  /** Commits a delivery as pending; false when its id was recorded before (a redelivery). */
  record(delivery: { deliveryId: string; trigger: string; eventText: string }): Promise<boolean>;
  /** Claims the oldest due delivery that no live lease holds, counting one attempt. */
  claimNext(leaseMs: number): Promise<ClaimedWebhookDelivery | undefined>;
  /** Extends a claim's lease while its handlers still run; false when the claim was lost. */
  extendClaim(claim: ClaimedWebhookDelivery, leaseMs: number): Promise<boolean>;
  markHandled(claim: ClaimedWebhookDelivery): Promise<void>;
  /** Releases a failed claim: retried after `retryDelayMs`, or dead-lettered when it is undefined. */
  markFailed(
    claim: ClaimedWebhookDelivery,
    error: string,
    retryDelayMs: number | undefined,
  ): Promise<void>;
  /** Makes a delivery that no one runs pending again with no attempts; false when there is none. */
  replay(deliveryId: string): Promise<boolean>;
  list(filter?: { status?: WebhookDeliveryStatus }): Promise<WebhookDelivery[]>;
  /** Milliseconds until a pending delivery can be claimed (0: now), or undefined when none is pending. */
  findWaitMs(): Promise<number | undefined>;
}

const pending = 'handled_at IS NULL AND dead_lettered_at IS NULL';
const unclaimed = '(claimed_until IS NULL OR claimed_until <= now())';
const lease = "now() + $1 * interval '1 millisecond'";

// PostgreSQL text holds neither NUL nor lone surrogates, and a handler's error message may.
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

interface DeliveryRow {
  delivery_id: string;
  trigger: string;
  attempts: number;
  last_error: string | null;
  received_at: Date | string;
  next_attempt_at: Date | string;
  handled_at: Date | string | null;
  dead_lettered_at: Date | string | null;
}

function readDelivery(row: DeliveryRow): WebhookDelivery {
  const optionalDate = (value: Date | string | null) =>
    value === null ? undefined : new Date(value);
  return {
    deliveryId: row.delivery_id,
    trigger: row.trigger,
    status:
      row.handled_at !== null ? 'handled' : row.dead_lettered_at !== null ? 'dead' : 'pending',
    attempts: row.attempts,
    lastError: row.last_error ?? undefined,
    receivedAt: new Date(row.received_at),
    nextAttemptAt: new Date(row.next_attempt_at),
    handledAt: optionalDate(row.handled_at),
    deadLetteredAt: optionalDate(row.dead_lettered_at),
  };
}

const statusConditions: Record<WebhookDeliveryStatus, string> = {
  pending,
  handled: 'handled_at IS NOT NULL',
  dead: 'handled_at IS NULL AND dead_lettered_at IS NOT NULL',
};

/** Creates the tables if needed (upgrading an older one) and returns the delivery store over a database. */
export async function createWebhookDeliveryStore(
  database: SqlDatabase,
): Promise<WebhookDeliveryStore> {
  await createTables(database);
  return {
    async record({ deliveryId, trigger, eventText }) {
      const { rows } = await database.query(
        `INSERT INTO chatforms_webhook_deliveries (delivery_id, trigger, event_text)
         VALUES ($1, $2, $3) ON CONFLICT (delivery_id) DO NOTHING RETURNING delivery_id`,
        [deliveryId, trigger, eventText],
      );
      return rows.length === 1;
    },
    async claimNext(leaseMs) {
      const claimToken = crypto.randomUUID();
      // SKIP LOCKED lets instances sharing one server claim different rows instead of queueing.
      const { rows } = await database.query<Omit<ClaimedWebhookDelivery, 'claimToken'>>(
        `UPDATE chatforms_webhook_deliveries
         SET claimed_until = ${lease}, claim_token = $2, attempts = attempts + 1
         WHERE delivery_id = (
           SELECT delivery_id FROM chatforms_webhook_deliveries
           WHERE ${pending} AND next_attempt_at <= now() AND ${unclaimed}
           ORDER BY received_at, delivery_id LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING delivery_id AS "deliveryId", trigger,
           coalesce(event_text, event::text) AS "eventText", attempts`,
        [leaseMs, claimToken],
      );
      const row = rows[0];
      return row === undefined ? undefined : { ...row, claimToken };
    },
    async extendClaim(claim, leaseMs) {
      const { rows } = await database.query(
        `UPDATE chatforms_webhook_deliveries SET claimed_until = ${lease}
         WHERE delivery_id = $2 AND claim_token = $3 RETURNING delivery_id`,
        [leaseMs, claim.deliveryId, claim.claimToken],
      );
      return rows.length === 1;
    },
    async markHandled(claim) {
      await database.query(
        `UPDATE chatforms_webhook_deliveries
         SET handled_at = now(), last_error = NULL, claimed_until = NULL, claim_token = NULL
         WHERE delivery_id = $1 AND claim_token = $2`,
        [claim.deliveryId, claim.claimToken],
      );
    },
    async markFailed(claim, error, retryDelayMs) {
      const outcome =
        retryDelayMs === undefined
          ? 'dead_lettered_at = now()'
          : "next_attempt_at = now() + $4 * interval '1 millisecond'";
      await database.query(
        `UPDATE chatforms_webhook_deliveries
         SET ${outcome}, last_error = $3, claimed_until = NULL, claim_token = NULL
         WHERE delivery_id = $1 AND claim_token = $2`,
        [
          claim.deliveryId,
          claim.claimToken,
          error.slice(0, 4000).replaceAll('\u0000', '\uFFFD').replace(loneSurrogates, '\uFFFD'),
          ...(retryDelayMs === undefined ? [] : [retryDelayMs]),
        ],
      );
    },
    async replay(deliveryId) {
      const { rows } = await database.query(
        `UPDATE chatforms_webhook_deliveries
         SET handled_at = NULL, dead_lettered_at = NULL, attempts = 0, last_error = NULL,
           next_attempt_at = now(), claimed_until = NULL, claim_token = NULL
         WHERE delivery_id = $1 AND ${unclaimed} RETURNING delivery_id`,
        [deliveryId],
      );
      return rows.length === 1;
    },
    async list(filter = {}) {
      const where = filter.status === undefined ? '' : `WHERE ${statusConditions[filter.status]}`;
      const { rows } = await database.query<DeliveryRow>(
        `SELECT delivery_id, trigger, attempts, last_error, received_at, next_attempt_at,
           handled_at, dead_lettered_at
         FROM chatforms_webhook_deliveries ${where} ORDER BY received_at, delivery_id`,
      );
      return rows.map(readDelivery);
    },
    async findWaitMs() {
      const { rows } = await database.query<{ wait_ms: number | null }>(
        `SELECT extract(epoch FROM
           min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now()
         )::float8 * 1000 AS wait_ms
         FROM chatforms_webhook_deliveries WHERE ${pending}`,
      );
      const waitMs = rows[0]?.wait_ms;
      return waitMs === null || waitMs === undefined ? undefined : Math.max(0, Math.ceil(waitMs));
    },
  };
}
