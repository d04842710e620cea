import { createErrorEnvelope } from '@chatforms/chat-api';
import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

/** The host name of a `Host` header, without its port; IPv6 addresses keep their brackets. */
export function readHostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/**
 * Answers only requests addressed to this machine by name. The server listens on 127.0.0.1, but a
 * web page can point its own domain at 127.0.0.1 (DNS rebinding) and then call the builder as if it
 * were the same site; its requests still carry that domain in `Host`.
 */
export function allowLocalHostsOnly(allowedHosts: readonly string[] = []): MiddlewareHandler {
  const allowed = new Set([...loopbackHosts, ...allowedHosts.map((host) => host.toLowerCase())]);
  return async (context, next) => {
    const host = context.req.header('host') ?? '';
    if (allowed.has(readHostName(host))) return next();
    const message =
      `The builder answers requests for ${[...allowed].join(', ')} only, not "${host}". ` +
      'Open it at the address it printed, or start it with --allowed-host NAME.';
    return context.json(createErrorEnvelope('ERR_HOST_NOT_ALLOWED', message), 403);
  };
}

/**
 * Refuses a form post or a `text/plain` request sent to the API by another site: the simple
 * requests a browser sends across sites without asking the server first (hono's csrf middleware).
 */
export function refuseCrossSiteForms(): MiddlewareHandler {
  const guard = csrf();
  return async (context, next) => {
    try {
      await guard(context, next);
    } catch (error) {
      if (!isForbidden(error)) throw error;
      return answerCrossSite(context);
    }
  };
}

function isForbidden(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 403;
}

function answerCrossSite(context: Context) {
  const message =
    'Another site sent this request; the builder takes API calls from its own page only.';
  return context.json(createErrorEnvelope('ERR_CROSS_SITE_REQUEST', message), 403);
}
