import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createAdaptorServer } from '@hono/node-server';

import type { BuilderAppOptions } from './create-builder-app.js';
import { createBuilderApp } from './create-builder-app.js';

/** Options of `startBuilderServer`: the app's options plus where to listen. */
export interface StartBuilderServerOptions extends BuilderAppOptions {
  /** The first port to try; the next free one is taken when it is busy. 0 picks any free port. */
  port: number;
  /** How many ports after `port` to try. */
  portAttempts?: number;
}

/** A running builder server. */
export interface RunningBuilderServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the builder server on 127.0.0.1, on `port` or the next free one, once its submission
 * handler's database is open: the first "Open as receiver" submit never waits for it.
 */
export async function startBuilderServer(
  options: StartBuilderServerOptions,
): Promise<RunningBuilderServer> {
  const app = createBuilderApp(options);
  await app.ready;
  const attempts = options.port === 0 ? 1 : (options.portAttempts ?? 20);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const server = createAdaptorServer({ fetch: app.fetch, hostname: '127.0.0.1' }) as Server;
    const listening = await listen(server, options.port === 0 ? 0 : options.port + attempt);
    if (!listening) continue;
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }
  throw new Error(`No free port from ${options.port} to ${options.port + attempts - 1}.`);
}

function listen(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
}
