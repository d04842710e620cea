import { createErrorResponse } from '../error-response.js';

// SQLSTATEs of a server that is going away or not taking connections yet: classes 08 (connection
// exception) and 57P (operator intervention), and 53300 (too_many_connections), which passes too.
const unavailableSqlStates = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

const unavailableSystemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

// What pg says when a socket closes under it, and what PGlite says once it is closed: neither has
// a code.
const unavailableMessages = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'PGlite is closed',
  'PGlite is closing',
];

function hasUnavailableCode(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === 'string' && (unavailableSqlStates.has(code) || unavailableSystemCodes.has(code))
  );
}

function hasUnavailableMessage(error: object): boolean {
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' && unavailableMessages.some((known) => message.includes(known))
  );
}

function isUnavailableAt(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  // A trap of PGlite's WebAssembly (an abort, memory) is a WebAssembly.RuntimeError, which fails
  // the query it ran; the lib of a Node package has no WebAssembly types, hence the name.
  if (error instanceof Error && error.name === 'RuntimeError') return true;
  if (hasUnavailableCode(error) || hasUnavailableMessage(error)) return true;
  // Node wraps the failed attempts of one connection (IPv4, IPv6) in an AggregateError. A `cause` is
  // not followed: the chat client's network failure carries one, and it is no database's.
  const { errors } = error as { errors?: unknown };
  return Array.isArray(errors) && errors.some((inner) => isUnavailableAt(inner, depth + 1));
}

/**
 * Whether an error means the database could not be reached or went away (a lost `pg` connection, a
 * server shutting down or starting up, a closed or trapped PGlite), so that the same request can
 * succeed later, rather than a fault of the request or the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isUnavailableAt(error, 0);
}

// Long enough for a pool to reconnect or a server to restart, short enough not to lose a user.
const defaultRetryAfterSeconds = 2;

/**
 * The 503 answer to a request whose database was unavailable: nothing of it was acknowledged, so
 * the client retries it after `Retry-After` seconds (an idempotent submission is stored once).
 */
export function createDatabaseUnavailableResponse(
  retryAfterSeconds = defaultRetryAfterSeconds,
): Response {
  return createErrorResponse(
    503,
    'ERR_DATABASE_UNAVAILABLE',
    'The database is unavailable; a retry is safe.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
