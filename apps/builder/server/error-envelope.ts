/** The error body every builder endpoint answers with, as the chat API does. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** Creates the `{ error: { code, message, details } }` envelope. */
export function createErrorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
