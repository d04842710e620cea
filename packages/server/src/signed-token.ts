import { constantTimeEqual } from '@chatforms/chat-api';

import type { Authenticate, SubmitterIdentity } from './authentication.js';
import { readBearerToken } from './authentication.js';

/** What a signed submission token says: the user, the one message they may answer, and its expiry. */
export interface SubmissionTokenClaims {
  uid: string;
  messageId: string;
  /** Seconds since the epoch after which the token is refused. */
  expiresAt: number;
}

/** What signing a token takes. */
export interface CreateSubmissionTokenOptions {
  secret: string;
  uid: string;
  /** The form message the user may answer with this token: a token answers one message only. */
  messageId: string;
  /** How long the token is good for; one hour by default. */
  expiresInSeconds?: number;
  /** The clock, for tests. */
  now?: () => number;
}

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): string | undefined {
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

async function sign(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text))));
}

function checkSecret(secret: string): void {
  if (secret.length < 32) throw new TypeError('the signing secret must have 32 characters or more');
}

/**
 * Signs a token (HMAC-SHA-256) saying which user may answer which form message, for the host page
 * to send as `Authorization: Bearer <token>`: the backend that renders the chat issues one per user
 * and form message it shows.
 * @example
 * const token = await createSubmissionToken({ secret: process.env.SUBMISSION_SECRET, uid: 'cometchat-uid-2', messageId: '1207' });
 */
export async function createSubmissionToken(
  options: CreateSubmissionTokenOptions,
): Promise<string> {
  checkSecret(options.secret);
  if (typeof options.uid !== 'string' || options.uid === '')
    throw new TypeError('a submission token needs the uid of the user it is for');
  if (typeof options.messageId !== 'string' || options.messageId === '')
    throw new TypeError('a submission token needs the messageId of the one form it answers');
  const now = options.now?.() ?? Date.now();
  const claims: SubmissionTokenClaims = {
    uid: options.uid,
    messageId: options.messageId,
    expiresAt: Math.floor(now / 1000) + (options.expiresInSeconds ?? 3600),
  };
  const body = toBase64Url(encoder.encode(JSON.stringify(claims)));
  return `${body}.${await sign(options.secret, body)}`;
}

/**
 * Reads a token signed with `secret`: its user and message, or undefined when forged, malformed,
 * expired or bound to no message.
 */
export async function verifySubmissionToken(
  token: string,
  secret: string,
  now: number = Date.now(),
): Promise<SubmitterIdentity | undefined> {
  const [body, signature, ...rest] = token.split('.');
  if (body === undefined || signature === undefined || rest.length > 0) return undefined;
  if (!constantTimeEqual(signature, await sign(secret, body))) return undefined;
  const text = fromBase64Url(body);
  let claims: Partial<SubmissionTokenClaims>;
  try {
    claims = JSON.parse(text ?? 'null') as Partial<SubmissionTokenClaims>;
  } catch {
    return undefined;
  }
  if (typeof claims?.uid !== 'string' || claims.uid === '') return undefined;
  if (typeof claims.expiresAt !== 'number' || claims.expiresAt * 1000 <= now) return undefined;
  if (typeof claims.messageId !== 'string' || claims.messageId === '') return undefined;
  return { uid: claims.uid, messageId: claims.messageId };
}

/**
 * Authenticates with tokens made by `createSubmissionToken` with the same secret, sent as
 * `Authorization: Bearer <token>`.
 */
export function authenticateSignedToken(options: {
  secret: string;
  now?: () => number;
}): Authenticate {
  checkSecret(options.secret);
  return async (request) => {
    const token = readBearerToken(request);
    return token === undefined
      ? undefined
      : await verifySubmissionToken(token, options.secret, options.now?.() ?? Date.now());
  };
}
