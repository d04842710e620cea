import { constantTimeEqual } from '@chatforms/chat-api';

/**
 * Who a request comes from. `uid` is the user it acts for: the body's `interactedBy` must be that
 * user. Without `uid` the caller is trusted to name the user itself (a server holding a shared
 * secret). `messageId`, when given, is the only message the caller may submit to.
 */
export interface SubmitterIdentity {
  uid?: string;
  messageId?: string;
}

/** Decides who a request comes from, or undefined to refuse it with 401. */
export type Authenticate = (
  request: Request,
) => SubmitterIdentity | undefined | Promise<SubmitterIdentity | undefined>;

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function readBearerToken(request: Request): string | undefined {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

/**
 * Authenticates with a bearer token the host adds to the renderer's requests (through its
 * `fetch` option); `verify` maps a token to the user it belongs to, or undefined.
 * @example
 * authenticate: authenticateBearerToken(async (token) => sessions.get(token)),
 */
export function authenticateBearerToken(
  verify: (token: string) => SubmitterIdentity | undefined | Promise<SubmitterIdentity | undefined>,
): Authenticate {
  return async (request) => {
    const token = readBearerToken(request);
    return token === undefined ? undefined : await verify(token);
  };
}

/** Where a shared secret is read from, and which secret. */
export interface SharedSecretOptions {
  secret: string;
  /** The header carrying it; `authorization` (as `Bearer <secret>`) by default. */
  header?: string;
}

/**
 * Trusts any caller holding the secret, compared in constant time, to name the submitting user:
 * for a server or a proxy that has authenticated the user itself, never for a browser.
 */
export function authenticateSharedSecret(options: SharedSecretOptions): Authenticate {
  if (options.secret.length < 16)
    throw new TypeError('the shared secret must have 16 characters or more');
  const header = options.header?.toLowerCase() ?? 'authorization';
  return (request) => {
    const given =
      header === 'authorization' ? readBearerToken(request) : request.headers.get(header);
    return given != null && constantTimeEqual(given, options.secret) ? {} : undefined;
  };
}

/** The default: every request is refused, so nothing is processed until the application says how. */
export const refuseEveryRequest: Authenticate = () => undefined;
