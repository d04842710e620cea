import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { defaultElementRegistry } from '@chatforms/core';

import { defaultSandboxApiKey } from './create-builder-app.js';
import { loadSandboxPlugins } from './load-sandbox-plugins.js';
import { readSandboxWebhooks } from './read-sandbox-webhooks.js';
import { startBuilderServer } from './start-builder-server.js';

const usage =
  'usage: node dist/server/main.js [--port N] [--data-dir FOLDER] [--allowed-host NAME ...] [--plugin MODULE ...]';

function readOptions() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        plugin: { type: 'string', multiple: true },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

function readWebhooks() {
  try {
    return readSandboxWebhooks(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

async function readPlugins(flags: readonly string[]) {
  try {
    // `pnpm start` runs this in apps/builder: a relative module is named from where pnpm was run.
    return await loadSandboxPlugins(flags, process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

const values = readOptions();
const port = Number(values.port ?? process.env.PORT ?? 5173);
const sandboxApiKey = process.env.CHATFORMS_SANDBOX_API_KEY ?? defaultSandboxApiKey;
const sandboxWebhooks = readWebhooks();
const registry = await readPlugins(values.plugin ?? []);
const server = await startBuilderServer({
  port: Number.isInteger(port) && port >= 0 ? port : 5173,
  appDir: fileURLToPath(new URL('../app', import.meta.url)),
  sandboxDataDir: values['data-dir'] ?? join(process.cwd(), '.sandbox-data'),
  sandboxApiKey,
  allowedHosts: values['allowed-host'] ?? [],
  sandboxWebhooks,
  registry,
});
// In place before the URL is printed: whoever reads the URL may stop the server at once.
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const pluginTypes = registry
  .list()
  .filter((definition) => defaultElementRegistry.find(definition.type) !== definition);
if (pluginTypes.length > 0)
  console.log(`plugin element types: ${pluginTypes.map(({ type }) => type).join(', ')}`);
console.log(`chatforms builder running at ${server.url}`);
console.log(`embedded chat sandbox: ${server.url}/sandbox-api/v3 (apiKey ${sandboxApiKey})`);
for (const { url } of sandboxWebhooks) console.log(`sandbox webhook events go to ${url}`);
