/** The URL hash key that carries a shared message. */
const hashKey = 'message=';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

/** Builds a link to the builder that carries the message in its hash (never sent to a server). */
export function createShareLink(message: unknown, base: string): string {
  const url = new URL(base);
  url.hash = `${hashKey}${toBase64Url(JSON.stringify(message))}`;
  return url.toString();
}

/** Reads the message a share link's hash carries, or undefined when there is none or it is broken. */
export function readShareLink(hash: string): unknown {
  const at = hash.indexOf(hashKey);
  if (at === -1) return undefined;
  try {
    return JSON.parse(fromBase64Url(hash.slice(at + hashKey.length))) as unknown;
  } catch {
    return undefined;
  }
}
