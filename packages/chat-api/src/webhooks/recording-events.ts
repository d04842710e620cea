import { z } from 'zod';

import { defineWebhookEvent } from './define-webhook-event.js';

/** The event sent when a call or meeting recording is ready; its envelope has no `type`. */
export const recordingEventSchemas = {
  recording_generated: defineWebhookEvent(
    'recording_generated',
    z.looseObject({
      recordingDate: z.string(),
      duration: z.string().regex(/^\d+(\.\d+)?$/, { error: 'duration must be a decimal string' }),
      startTime: z.string().regex(/^\d+$/, { error: 'startTime must be an epoch string' }),
      sessionId: z.string(),
      recording_url: z.string(),
    }),
  ),
};
