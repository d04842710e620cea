import { addCheckIssue } from '../check.js';

type Context = Parameters<typeof addCheckIssue>[0];

const unsafeProtocols = new Set(['javascript:', 'data:', 'vbscript:', 'file:']);

/** Parses an absolute URL the way browsers do, or returns undefined. */
function readUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** True when `text` is an absolute http or https URL. */
export function isHttpUrl(text: string): boolean {
  const url = readUrl(text);
  return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:');
}

/** True when `text` is an absolute URL whose scheme cannot run code or read local files. */
export function isSafeDeepLinkUrl(text: string): boolean {
  const url = readUrl(text);
  return url !== undefined && !unsafeProtocols.has(url.protocol);
}

/** Reports a url that is not an absolute http(s) URL. */
export function checkHttpUrl(text: string, context: Context): void {
  const url = readUrl(text);
  if (url === undefined) {
    addCheckIssue(
      context,
      [],
      'invalid_url',
      `url "${text}" is not an absolute URL (expected https://…)`,
    );
  } else if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const code = unsafeProtocols.has(url.protocol) ? 'unsafe_url' : 'invalid_url';
    addCheckIssue(context, [], code, `url must use http or https, not "${url.protocol}"`);
  }
}

/** Reports a deep link that is not an absolute URL or whose scheme is unsafe. */
export function checkDeepLinkUrl(text: string, context: Context): void {
  const url = readUrl(text);
  if (url === undefined) {
    addCheckIssue(
      context,
      [],
      'invalid_url',
      `url "${text}" is not an absolute URL (expected a scheme such as myapp:// or https://)`,
    );
  } else if (unsafeProtocols.has(url.protocol)) {
    addCheckIssue(context, [], 'unsafe_url', `url must not use the "${url.protocol}" scheme`);
  }
}
