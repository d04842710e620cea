/** The fields a `ChatApiError` carries. */
export interface ChatApiErrorFields {
  /** The HTTP status, or 0 when no response was received (network error, timeout, refused before sending). */
  status: number;
  /** The service's error code (such as `ERR_UID_NOT_FOUND`) or the client's own (`ERR_NETWORK`, `ERR_TIMEOUT`). */
  code: string;
  message: string;
  details?: unknown;
  /** For 429 answers: seconds to wait, from `Retry-After` or else the rate-limit reset headers. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** Every failure of the chat and management clients: an error answer, a network failure, or a refused message. */
export class ChatApiError extends Error {
  override readonly name = 'ChatApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(fields: ChatApiErrorFields) {
    super(fields.message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.status = fields.status;
    this.code = fields.code;
    this.details = fields.details;
    this.retryAfterSeconds = fields.retryAfterSeconds;
  }
}

/** True for a `ChatApiError`, also one created by another copy of this package. */
export function isChatApiError(error: unknown): error is ChatApiError {
  return (
    error instanceof ChatApiError ||
    (error instanceof Error &&
      error.name === 'ChatApiError' &&
      'code' in error &&
      'status' in error)
  );
}
