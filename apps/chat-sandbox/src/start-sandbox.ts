import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createAdaptorServer } from '@hono/node-server';

import { createSandbox } from './create-sandbox-app.js';
import type { SandboxUser } from './directory.js';
import type { SandboxOptions } from './sandbox-options.js';

/** Options of `startSandbox`: the sandbox's options plus where to listen. */
export interface StartSandboxOptions extends SandboxOptions {
  /** The port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** The interface to bind; default loopback only. */
  hostname?: string;
}

/** A running sandbox server. */
export interface RunningSandbox {
  /** The server's origin, such as `http://127.0.0.1:4010`; the chat API lives under `${url}/v3`. */
  url: string;
  port: number;
  apiKey: string;
  appId: string;
  dataDir: string;
  users: readonly SandboxUser[];
  /** Stops accepting requests, waits for webhook deliveries and pending writes, then resolves. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox on an HTTP server bound to loopback.
 * @example
 * const sandbox = await startSandbox({ port: 0, dataDir: await mkdtemp(join(tmpdir(), 'sandbox-')) });
 * await fetch(`${sandbox.url}/v3/users`, { headers: { apiKey: sandbox.apiKey } });
 * await sandbox.close();
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { app, context } = createSandbox(options);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = createAdaptorServer({ fetch: app.fetch, hostname }) as Server;
  await listen(server, options.port ?? 0, hostname);
  const { port } = server.address() as AddressInfo;
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  return {
    url: `http://${host}:${port}`,
    port,
    apiKey: context.options.apiKey,
    appId: context.options.appId,
    dataDir: context.options.dataDir,
    users: context.directory.users,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
      await context.webhooks.settle();
      await Promise.all([
        context.messages.flush(),
        context.submissions.flush(),
        context.memberships.flush(),
      ]);
    },
  };
}

function listen(server: Server, port: number, hostname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
