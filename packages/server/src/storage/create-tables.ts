import type { SqlDatabase } from './sql-database.js';

// Any number two of handler instances may start at once against one server: the advisory lock
// makes them create the tables one after the other instead of racing on the catalog.
const tablesLockId = 7_413_209_001;

const statements = [
  `CREATE TABLE IF NOT EXISTS chatforms_submissions (
    id bigserial PRIMARY KEY,
    idempotency_key text NOT NULL UNIQUE,
    message_id text NOT NULL,
    interacted_by text NOT NULL,
    interacted_element_id text NOT NULL,
    form_values jsonb NOT NULL,
    answer_status integer,
    answer_body jsonb,
    accepted_at timestamptz NOT NULL DEFAULT now(),
    marked_interacted_at timestamptz
  )`,
  `CREATE INDEX IF NOT EXISTS chatforms_submissions_message_id
    ON chatforms_submissions (message_id)`,
  `CREATE TABLE IF NOT EXISTS chatforms_webhook_deliveries (
    delivery_id text PRIMARY KEY,
    trigger text NOT NULL,
    event jsonb NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    handled_at timestamptz
  )`,
  // Deployed databases have the table above; the columns below upgrade it in place. The event is
  // kept as the text received, since jsonb refuses `\u0000` and lone surrogates that JSON allows.
  'ALTER TABLE chatforms_webhook_deliveries ALTER COLUMN event DROP NOT NULL',
  'ALTER TABLE chatforms_webhook_deliveries ADD COLUMN IF NOT EXISTS event_text text',
  `ALTER TABLE chatforms_webhook_deliveries
    ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0`,
  'ALTER TABLE chatforms_webhook_deliveries ADD COLUMN IF NOT EXISTS last_error text',
  `ALTER TABLE chatforms_webhook_deliveries
    ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz NOT NULL DEFAULT now()`,
  'ALTER TABLE chatforms_webhook_deliveries ADD COLUMN IF NOT EXISTS claimed_until timestamptz',
  'ALTER TABLE chatforms_webhook_deliveries ADD COLUMN IF NOT EXISTS claim_token text',
  `ALTER TABLE chatforms_webhook_deliveries
    ADD COLUMN IF NOT EXISTS dead_lettered_at timestamptz`,
  `CREATE INDEX IF NOT EXISTS chatforms_webhook_deliveries_due
    ON chatforms_webhook_deliveries (received_at)
    WHERE handled_at IS NULL AND dead_lettered_at IS NULL`,
];

/** Creates the server's tables when they are missing; safe to run from several instances at once. */
export async function createTables(database: SqlDatabase): Promise<void> {
  await database.transaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [tablesLockId]);
    for (const statement of statements) await session.query(statement);
  });
}
