import { createErrorEnvelope } from '@chatforms/chat-api';

/** A JSON answer in the chat API's error envelope, `{"error": {"code", "message", "details"?}}`. */
export function createErrorResponse(
  status: number,
  code: string,
  message: string,
  details?: unknown,
  headers?: Record<string, string>,
): Response {
  return Response.json(createErrorEnvelope(code, message, details), { status, headers });
}
