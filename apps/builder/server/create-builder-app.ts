import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createErrorEnvelope } from '@chatforms/chat-api';
import type { SandboxWebhookOptions } from '@chatforms/chat-sandbox';
import { createSandboxApp } from '@chatforms/chat-sandbox';
import type { ElementRegistry } from '@chatforms/core';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { registerChatProxy } from './chat-proxy.js';
import { allowLocalHostsOnly, refuseCrossSiteForms } from './local-requests.js';
import { refuseFraming } from './refuse-framing.js';
import { registerSubmissionHandler } from './submission-handler.js';

/** Options of the builder's server app. */
export interface BuilderAppOptions {
  /** Folder of the built browser app; omitted in development, where Vite serves it. */
  appDir?: string;
  /** Folder the embedded sandbox stores messages and submissions in. */
  sandboxDataDir: string;
  /** The embedded sandbox's apiKey, given to the UI by `GET /api/config`. */
  sandboxApiKey: string;
  /** Host names to answer besides 127.0.0.1, localhost and [::1] (a proxy or a tunnel in front). */
  allowedHosts?: readonly string[];
  /** Where the embedded sandbox POSTs its webhook events; default none. */
  sandboxWebhooks?: readonly SandboxWebhookOptions[];
  /**
   * The element types the embedded sandbox and the submission handler read forms with (plugin types
   * included); core's `defaultElementRegistry` when absent.
   */
  registry?: ElementRegistry;
}

/** The default apiKey of the embedded sandbox: fixed, so a reload keeps working. */
export const defaultSandboxApiKey = 'chatforms-builder-sandbox-key';

/** The builder's server app, and when its submission handler's database is open. */
export type BuilderApp = Hono & { ready: Promise<void> };

/** Creates the builder's server: config, chat-API proxy, submission handler, embedded sandbox and the built app. */
export function createBuilderApp(options: BuilderAppOptions): BuilderApp {
  const app = new Hono();
  const sandbox = createSandboxApp({
    dataDir: options.sandboxDataDir,
    apiKey: options.sandboxApiKey,
    // The builder's page is on this origin and the key is fixed, so no other origin may call the API.
    apiOrigins: [],
    webhook: options.sandboxWebhooks ?? [],
    // Its only lines are failed webhook deliveries, which whoever set a webhook wants to read.
    log: (line) => console.warn(line),
    registry: options.registry,
  });
  app.use('*', refuseFraming());
  app.use('*', allowLocalHostsOnly(options.allowedHosts));
  app.use('/api/*', refuseCrossSiteForms());
  app.use('/api/*', bodyLimit({ maxSize: 256 * 1024, onError: answerTooLarge }));
  app.get('/api/config', (context) =>
    context.json({
      sandbox: { apiKey: options.sandboxApiKey, apiBase: '/sandbox-api/v3' },
      submissionsBase: '/sandbox-api/sandbox/submissions',
    }),
  );
  registerChatProxy(app, sandbox, options.sandboxApiKey);
  const ready = registerSubmissionHandler(app, sandbox, {
    dataDir: join(options.sandboxDataDir, 'submission-handler'),
    sandboxApiKey: options.sandboxApiKey,
    registry: options.registry,
  });
  app.route('/sandbox-api', sandbox);
  app.all('/api/*', (context) =>
    context.json(createErrorEnvelope('ERR_NOT_FOUND', `No route for ${context.req.path}.`), 404),
  );
  if (options.appDir !== undefined) serveApp(app, options.appDir);
  app.onError((error, context) =>
    context.json(createErrorEnvelope('ERR_INTERNAL', error.message), 500),
  );
  return Object.assign(app, { ready });
}

function serveApp(app: Hono, appDir: string): void {
  app.use('/*', serveStatic({ root: appDir }));
  app.get('*', async (context) => context.html(await readFile(join(appDir, 'index.html'), 'utf8')));
}

function answerTooLarge(context: Context) {
  // The rest of the body is never read, so the connection cannot carry another request.
  context.header('Connection', 'close');
  return context.json(
    createErrorEnvelope('ERR_PAYLOAD_TOO_LARGE', 'The request body is too large.'),
    413,
  );
}
