import { createErrorEnvelope } from '@chatforms/chat-api';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';

import { requireApiKey } from './require-api-key.js';
import { registerBotMessageRoute } from './routes/bot-message-route.js';
import { registerDeleteMessageRoute } from './routes/delete-message-route.js';
import { registerGroupMemberRoutes } from './routes/group-member-routes.js';
import { registerGroupRoutes } from './routes/group-routes.js';
import { registerMarkInteractedRoute } from './routes/mark-interacted-route.js';
import { registerMessageRoutes } from './routes/message-routes.js';
import { registerSendMessageRoute } from './routes/send-message-route.js';
import { registerSubmissionRoutes } from './routes/submission-routes.js';
import { registerUpdateMessageRoute } from './routes/update-message-route.js';
import { registerUserRoutes } from './routes/user-routes.js';
import type { SandboxContext } from './sandbox-context.js';
import { createSandboxContext } from './sandbox-context.js';
import { SandboxError } from './sandbox-error.js';
import type { ResolvedSandboxOptions, SandboxOptions } from './sandbox-options.js';
import { resolveSandboxOptions } from './sandbox-options.js';

/** A sandbox app together with the state its server needs to shut down cleanly. */
export interface Sandbox {
  app: Hono;
  context: SandboxContext;
}

/**
 * Creates the sandbox as a Hono app that can be served alone or mounted with `app.route(prefix, sandboxApp)`.
 * @example
 * const parent = new Hono();
 * parent.route('/sandbox-api', createSandboxApp({ dataDir: '.sandbox-data', apiKey: 'dev-key' }));
 */
export function createSandboxApp(options: SandboxOptions = {}): Hono {
  return createSandbox(options).app;
}

/** Creates the sandbox app and returns its shared state as well. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const context = createSandboxContext(resolveSandboxOptions(options));
  const app = new Hono();
  const { allowedOrigins, apiOrigins } = context.options;
  app.use(
    '*',
    cors({
      origin: (origin, c) => chooseAllowedOrigin(origin, c, { allowedOrigins, apiOrigins }),
      exposeHeaders: exposedHeaders,
    }),
  );
  app.use('/v3/*', requireApiKey(context.options.apiKey));
  const maxSize = context.options.bodyLimitBytes;
  app.use('*', bodyLimit({ maxSize, onError: (c) => answerTooLarge(c, maxSize) }));
  registerSendMessageRoute(app, context);
  registerMessageRoutes(app, context);
  registerDeleteMessageRoute(app, context);
  registerBotMessageRoute(app, context);
  registerMarkInteractedRoute(app, context);
  registerUpdateMessageRoute(app, context);
  registerUserRoutes(app, context);
  registerGroupRoutes(app, context);
  registerGroupMemberRoutes(app, context);
  registerSubmissionRoutes(app, context);
  app.get('/sandbox/health', (c) => c.json({ status: 'ok' }));
  // Also registered as a route so that unknown API paths get the envelope when the app is mounted.
  app.all('/v3/*', answerNotFound);
  app.notFound(answerNotFound);
  app.onError(answerError);
  return { app, context };
}

const exposedHeaders = [
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];

/**
 * Any origin may post a submission (the answer says only whether it was recorded) and, unless told
 * otherwise, call the API (it needs the apiKey); recorded submissions are read, changed and cleared
 * by the sandbox's own origin or a configured one only, as they carry what users typed.
 */
function chooseAllowedOrigin(
  origin: string,
  context: Context,
  origins: Pick<ResolvedSandboxOptions, 'allowedOrigins' | 'apiOrigins'>,
): string | null {
  const path = context.req.path;
  const { allowedOrigins, apiOrigins } = origins;
  if (!/\/sandbox\/submissions\/[^/]+(?:\/behaviour)?$/.test(path)) {
    if (apiOrigins === '*') return '*';
    return apiOrigins.includes(origin) ? origin : null;
  }
  const method =
    context.req.method === 'OPTIONS'
      ? context.req.header('Access-Control-Request-Method')
      : context.req.method;
  if (method === 'POST' && !path.endsWith('/behaviour')) return '*';
  return allowedOrigins.includes(origin) ? origin : null;
}

function answerTooLarge(context: Context, limitBytes: number): Response {
  const message = `The request body is larger than the sandbox accepts (${limitBytes} bytes).`;
  // The rest of the body is never read, so the connection cannot carry another request.
  context.header('Connection', 'close');
  return context.json(createErrorEnvelope('ERR_PAYLOAD_TOO_LARGE', message, { limitBytes }), 413);
}

function answerNotFound(context: Context): Response {
  const message = `No route for ${context.req.method} ${context.req.path}.`;
  return context.json(createErrorEnvelope('ERR_API_NOT_FOUND', message), 404);
}

function answerError(error: Error, context: Context): Response {
  if (error instanceof SandboxError) {
    const envelope = createErrorEnvelope(error.code, error.message, error.details);
    return context.json(envelope, error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    return context.json(createErrorEnvelope('ERR_HTTP', error.message), error.status);
  }
  console.error(error);
  return context.json(createErrorEnvelope('ERR_INTERNAL', 'The sandbox failed unexpectedly.'), 500);
}
