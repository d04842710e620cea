import type { MiddlewareHandler } from 'hono';

/**
 * The headers that keep every page from framing the builder: a framed builder could be clicked
 * through (clickjacking) into sending a form. X-Frame-Options is for browsers without CSP level 2.
 */
export const refuseFramingHeaders = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const;

/** Adds `refuseFramingHeaders` to every answer, refusals and errors included. */
export function refuseFraming(): MiddlewareHandler {
  return async (context, next) => {
    await next();
    // context.header copies an answer whose headers cannot change, such as one fetch gave.
    for (const [name, value] of Object.entries(refuseFramingHeaders)) context.header(name, value);
  };
}
