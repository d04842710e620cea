import { constantTimeEqual } from './constant-time-equal.js';

/** The credentials a webhook receiver expects. */
export interface BasicAuthCredentials {
  username: string;
  password: string;
}

/**
 * True when an `Authorization` header carries exactly these Basic credentials; compares in constant time.
 * @example
 * if (!verifyBasicAuth(request.headers.get('authorization'), { username: 'hook', password: secret })) return new Response(null, { status: 401 });
 */
export function verifyBasicAuth(
  header: string | null | undefined,
  credentials: BasicAuthCredentials,
): boolean {
  const decoded = decodeBasicCredentials(header ?? '');
  const separator = decoded?.indexOf(':') ?? -1;
  const username = decoded !== undefined && separator >= 0 ? decoded.slice(0, separator) : '';
  const password = decoded !== undefined && separator >= 0 ? decoded.slice(separator + 1) : '';
  // Both comparisons always run, so the time taken does not reveal which part was wrong.
  const usernameMatches = constantTimeEqual(username, credentials.username);
  const passwordMatches = constantTimeEqual(password, credentials.password);
  return separator >= 0 && usernameMatches && passwordMatches;
}

function decodeBasicCredentials(header: string): string | undefined {
  const match = /^\s*Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  try {
    const binary = atob(match[1]);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
