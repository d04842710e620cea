import { z } from 'zod';

import { defineWebhookEvent } from './define-webhook-event.js';
import { usersByUidSchema, userSummarySchema } from './webhook-records.js';

const blockDataSchema = z.looseObject({ users: usersByUidSchema, by: userSummarySchema });

/** The events about one user blocking or unblocking others. */
export const userEventSchemas = {
  user_blocked: defineWebhookEvent('user_blocked', blockDataSchema),
  user_unblocked: defineWebhookEvent('user_unblocked', blockDataSchema),
};
