import { addCheckIssue } from '../check.js';

type Context = Parameters<typeof addCheckIssue>[0];

const unsafeProtocols = new Set(['javascript:', 'data:', 'vbscript:', 'file:']);

/** The url as an issue shows it: quoted with its control characters escaped, and cut when long. */
function quoteUrl(text: string): string {
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
}

/** Parses an absolute URL the way browsers do, or returns undefined. */
function readUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * Why an http(s) URL that `new URL` accepts may still not be sent, or undefined when it may. A
 * browser resolves the raw text against the page, so `http:/path`, `//host` and `http:\\host` reach
 * the page's own origin: only the written form `http(s)://host…` is the URL that was checked.
 */
function findHttpUrlFault(text: string, url: URL): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for.
  if (/[\s\u0000-\u001f\u007f-\u009f]/u.test(text))
    return 'must not contain spaces, line breaks or control characters';
  if (text.includes('\\')) return 'must not contain a backslash';
  if (!/^https?:\/\/[^/?#]/iu.test(text))
    return 'must be written as an absolute URL with a host: http(s)://host/…';
  const authority = /^https?:\/\/([^/?#]*)/iu.exec(text)?.[1] ?? '';
  if (authority.includes('@') || url.username !== '' || url.password !== '')
    return 'must not carry a user name or password (user:pass@host)';
  if (url.hostname === '') return 'must name a host';
  return undefined;
}

const isHttpProtocol = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** Reads `text` as an http(s) URL that may be sent, or returns undefined. */
function readHttpUrl(text: string): URL | undefined {
  const url = readUrl(text);
  if (url === undefined || !isHttpProtocol(url)) return undefined;
  return findHttpUrlFault(text, url) === undefined ? url : undefined;
}

/**
 * Reads `text` as a deep link that may be opened, or returns undefined: any safe scheme, and an
 * http(s) link only as `isHttpUrl` accepts it, since a browser resolves `http:/path` against the page.
 */
function readDeepLinkUrl(text: string): URL | undefined {
  const url = readUrl(text);
  if (url === undefined || unsafeProtocols.has(url.protocol)) return undefined;
  if (isHttpProtocol(url) && findHttpUrlFault(text, url) !== undefined) return undefined;
  return url;
}

/** True when `text` is an absolute http(s) URL written as `http(s)://host…`, without credentials. */
export function isHttpUrl(text: string): boolean {
  return readHttpUrl(text) !== undefined;
}

/**
 * The normalised form (`new URL(text).href`) of an http(s) URL that passes `isHttpUrl`, or undefined:
 * send a request to this, so it goes to exactly the URL that was checked.
 */
export function normaliseHttpUrl(text: string): string | undefined {
  return readHttpUrl(text)?.href;
}

/**
 * True when `text` is an absolute URL whose scheme cannot run code or read local files, written as
 * `http(s)://host…` when its scheme is http(s).
 */
export function isSafeDeepLinkUrl(text: string): boolean {
  return readDeepLinkUrl(text) !== undefined;
}

/**
 * The normalised form (`new URL(text).href`) of a deep link that passes `isSafeDeepLinkUrl`, or
 * undefined: open this, so the link opened is exactly the one that was checked.
 */
export function normaliseDeepLinkUrl(text: string): string | undefined {
  return readDeepLinkUrl(text)?.href;
}

/** Reports a url that is not an absolute http(s) URL written as `http(s)://host…`. */
export function checkHttpUrl(text: string, context: Context): void {
  const url = readUrl(text);
  if (url === undefined) {
    addCheckIssue(
      context,
      [],
      'invalid_url',
      `url ${quoteUrl(text)} is not an absolute URL (expected https://…)`,
    );
    return;
  }
  if (!isHttpProtocol(url)) {
    const code = unsafeProtocols.has(url.protocol) ? 'unsafe_url' : 'invalid_url';
    addCheckIssue(context, [], code, `url must use http or https, not "${url.protocol}"`);
    return;
  }
  const fault = findHttpUrlFault(text, url);
  if (fault !== undefined)
    addCheckIssue(context, [], 'invalid_url', `url ${quoteUrl(text)} ${fault}`);
}

/** Reports a deep link that is not an absolute URL, whose scheme is unsafe, or an http(s) one `checkHttpUrl` refuses. */
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
  } else if (isHttpProtocol(url)) {
    checkHttpUrl(text, context);
  }
}
