import { z } from 'zod';

import { defineWebhookEvent } from './define-webhook-event.js';
import { userSummarySchema } from './webhook-records.js';

/** The spec does not type `appInfo`'s fields; a timestamp such as `uts` may come as number or string. */
const stringOrNumberSchema = z.union([z.string(), z.number()]);

const currentConnectionSchema = z.looseObject({
  action: z.string(),
  appInfo: z.looseObject({
    version: stringOrNumberSchema,
    apiVersion: stringOrNumberSchema,
    origin: z.string(),
    uts: stringOrNumberSchema,
    clientIp: z.string(),
  }),
  platform: z.string(),
  userAgent: z.string(),
  connectedAt: z.number().int(),
});

/** The event sent when a user connects to or disconnects from the websocket server. */
export const connectionEventSchemas = {
  user_connection_status_changed: defineWebhookEvent(
    'user_connection_status_changed',
    z.looseObject({
      timestamp: z.number().int(),
      user: userSummarySchema,
      status: z.string(),
      currentConnection: currentConnectionSchema,
      userPresenceChanged: z.boolean(),
    }),
  ),
};
