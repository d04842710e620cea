import { z } from 'zod';

/**
 * The error body of the chat API, `{ "error": { "code", "message"?, "details"? } }`, as read: other
 * servers may leave the message out or add fields.
 */
export const errorEnvelopeSchema = z.object({
  error: z.looseObject({
    code: z.string(),
    message: z.string().optional(),
    details: z.unknown().optional(),
  }),
});

/** The error body a chatforms server answers with, the chat API's shape with a message always. */
export interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}

/** Creates the `{ error: { code, message, details? } }` envelope, leaving `details` out when undefined. */
export function createErrorEnvelope(
  code: string,
  message: string,
  details?: unknown,
): ErrorEnvelope {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
