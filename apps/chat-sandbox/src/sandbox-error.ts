import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error body every sandbox route answers with: `{"error": {"code", "message", "details"?}}`. */
export interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}

/** An error a route throws to answer with the error envelope and a chosen HTTP status. */
export class SandboxError extends Error {
  override readonly name = 'SandboxError';
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    options: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** Builds the error envelope for a code, a message and optional details. */
export function createErrorEnvelope(
  code: string,
  message: string,
  details?: unknown,
): ErrorEnvelope {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
