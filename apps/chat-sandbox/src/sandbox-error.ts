import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error a route throws to answer with chat-api's error envelope and a chosen HTTP status. */
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
