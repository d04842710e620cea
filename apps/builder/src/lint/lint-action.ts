import { isHttpUrl } from '@chatforms/core';

import { describeSecretValue, findSecrets, isSecretKey } from './find-secrets.js';
import type { LintFinding } from './lint-finding.js';
import { createFinding, removeAtPath } from './lint-finding.js';
import { newFormEndpoint } from './new-form-endpoint.js';

/** Hosts that are placeholders or the reader's own machine: a press there never reaches the author. */
const placeholderHost =
  /^((.+\.)?example\.(com|org|net)|.+\.(example|invalid|test|localhost)|localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

function readHost(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** Judgement: localhost is flagged like example.org, since in a sent message it is each reader's own device. */
function lintUrl(url: unknown, name: string, path: (string | number)[]): LintFinding[] {
  if (typeof url !== 'string') return [];
  if (url === newFormEndpoint) {
    return [
      createFinding(
        'todo',
        'endpoint_not_set',
        path,
        `Set your endpoint before sending: ${name} still posts to ${url}, the new form's stand-in. Sending to the embedded sandbox works meanwhile (its walk-through answers for it); a real chat app waits for your URL.`,
      ),
    ];
  }
  const host = readHost(url);
  if (host !== undefined && placeholderHost.test(host)) {
    const where = /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/i.test(host)
      ? `${host}, which on a reader's device is that device itself`
      : `${host}, a placeholder address`;
    return [
      createFinding(
        'warning',
        'placeholder_url',
        path,
        `${name} points at ${where}: presses never reach you. Replace it with your real URL.`,
      ),
    ];
  }
  if (isHttpUrl(url) && url.startsWith('http://')) {
    return [
      createFinding(
        'warning',
        'insecure_url',
        path,
        `${name} uses a plain http:// URL; use https:// so values are not sent in the clear.`,
      ),
    ];
  }
  return [];
}

function lintHeaders(headers: unknown, name: string, path: (string | number)[]): LintFinding[] {
  if (headers === null || typeof headers !== 'object') return [];
  return Object.entries(headers).flatMap(([header, value]) => {
    if (!isSecretKey(header) && describeSecretValue(value) === undefined) return [];
    const at = [...path, header];
    return [
      createFinding(
        'warning',
        'secret_header',
        at,
        `Header "${header}" of ${name} looks like a secret; every reader's client can see it. Add it on your server (a proxy) instead.`,
        { label: `Remove header "${header}"`, apply: (message) => removeAtPath(message, at) },
      ),
    ];
  });
}

function lintPayload(payload: unknown, name: string, path: (string | number)[]): LintFinding[] {
  return findSecrets(payload).map((place) => {
    const at = [...path, ...place.path];
    const key = place.path.join('.');
    return createFinding(
      'warning',
      'secret_in_payload',
      at,
      `payload.${key} of ${name} looks like a secret (${place.reason}); every reader's client receives the payload. Keep it on your server and send a non-secret id instead.`,
      { label: `Remove payload.${key}`, apply: (message) => removeAtPath(message, at) },
    );
  });
}

/** Lints one button action: its URL, and for an apiAction its headers and payload. */
export function lintAction(
  action: Record<string, unknown>,
  name: string,
  path: (string | number)[],
): LintFinding[] {
  return [
    ...lintUrl(action.url, name, [...path, 'url']),
    ...lintHeaders(action.headers, name, [...path, 'headers']),
    ...lintPayload(action.payload, name, [...path, 'payload']),
  ];
}
