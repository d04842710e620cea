import { createTables } from './create-tables.js';
import type { SqlDatabase } from './sql-database.js';

/** The webhook deliveries received, by id, so that a delivery sent twice is handled once. */
export interface WebhookDeliveryStore {
  /** Records a delivery; false when its id was recorded before (a duplicate). */
  record(deliveryId: string, trigger: string, event: unknown): Promise<boolean>;
  markHandled(deliveryId: string): Promise<void>;
  list(): Promise<{ deliveryId: string; trigger: string; handledAt: Date | undefined }[]>;
}

/** Creates the tables if needed and returns the delivery store over a database. */
export async function createWebhookDeliveryStore(
  database: SqlDatabase,
): Promise<WebhookDeliveryStore> {
  await createTables(database);
  return {
    async record(deliveryId, trigger, event) {
      const { rows } = await database.query(
        `INSERT INTO chatforms_webhook_deliveries (delivery_id, trigger, event)
         VALUES ($1, $2, $3::jsonb) ON CONFLICT (delivery_id) DO NOTHING RETURNING delivery_id`,
        [deliveryId, trigger, JSON.stringify(event)],
      );
      return rows.length === 1;
    },
    async markHandled(deliveryId) {
      await database.query(
        'UPDATE chatforms_webhook_deliveries SET handled_at = now() WHERE delivery_id = $1',
        [deliveryId],
      );
    },
    async list() {
      const { rows } = await database.query<{
        delivery_id: string;
        trigger: string;
        handled_at: Date | string | null;
      }>(
        'SELECT delivery_id, trigger, handled_at FROM chatforms_webhook_deliveries ORDER BY received_at',
      );
      return rows.map((row) => ({
        deliveryId: row.delivery_id,
        trigger: row.trigger,
        handledAt: row.handled_at === null ? undefined : new Date(row.handled_at),
      }));
    },
  };
}
