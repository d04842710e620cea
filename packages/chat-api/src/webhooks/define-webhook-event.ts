import { z } from 'zod';

/** The envelope every webhook event shares: trigger, trigger-specific data, app, region and webhook id. */
export const webhookEnvelopeSchema = z.looseObject({
  trigger: z.string(),
  data: z.looseObject({}),
  appId: z.string(),
  region: z.string(),
  webhook: z.string(),
  type: z.string().optional(),
});

/** The envelope of a webhook event, before its trigger is known. */
export type WebhookEnvelope = z.output<typeof webhookEnvelopeSchema>;

/** Builds the schema of one trigger's event: the envelope with its literal trigger and its `data`. */
export function defineWebhookEvent<Trigger extends string, Data extends z.ZodType>(
  trigger: Trigger,
  data: Data,
) {
  return webhookEnvelopeSchema.extend({ trigger: z.literal(trigger), data });
}

/** Like `defineWebhookEvent` for call and meeting events, whose envelope also carries `type`. */
export function defineSessionWebhookEvent<
  Trigger extends string,
  Kind extends 'call' | 'meet',
  Data extends z.ZodType,
>(trigger: Trigger, kind: Kind, data: Data) {
  return webhookEnvelopeSchema.extend({
    trigger: z.literal(trigger),
    type: z.literal(kind).optional(),
    data,
  });
}
