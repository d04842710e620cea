import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';

import type * as BuilderApp from './server/create-builder-app.js';
import type * as SandboxPlugins from './server/load-sandbox-plugins.js';
import { refuseFramingHeaders } from './server/refuse-framing.js';

/** Serves the builder's `/api` and `/sandbox-api` from the server source inside `vite` dev, and refuses framing. */
export function builderApiPlugin(): Plugin {
  return {
    name: 'chatforms-builder-api',
    // Vite serves the pages in dev and preview: they refuse framing as the built server's do.
    config: () => ({
      server: { headers: { ...refuseFramingHeaders } },
      preview: { headers: { ...refuseFramingHeaders } },
    }),
    configureServer(server) {
      let listener: ReturnType<typeof getRequestListener> | undefined;
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!url.startsWith('/api/') && !url.startsWith('/sandbox-api/')) return next();
        void (async () => {
          if (listener === undefined) {
            const module = (await server.ssrLoadModule(
              '/server/create-builder-app.ts',
            )) as typeof BuilderApp;
            const plugins = (await server.ssrLoadModule(
              '/server/load-sandbox-plugins.ts',
            )) as typeof SandboxPlugins;
            const app = module.createBuilderApp({
              sandboxDataDir: mkdtempSync(join(tmpdir(), 'chatforms-builder-dev-')),
              sandboxApiKey: module.defaultSandboxApiKey,
              // `pnpm dev` has no flags of its own: the standalone sandbox's variable names them.
              registry: await plugins.loadSandboxPlugins(
                [],
                process.env,
                process.env.INIT_CWD ?? process.cwd(),
              ),
            });
            listener = getRequestListener(app.fetch);
          }
          await listener(request, response);
        })().catch(next);
      });
    },
  };
}
