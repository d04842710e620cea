import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { defaultSandboxApiKey } from './create-builder-app.js';
import { readSandboxWebhooks } from './read-sandbox-webhooks.js';
import { startBuilderServer } from './start-builder-server.js';

const usage =
  'usage: node dist/server/main.js [--port N] [--data-dir FOLDER] [--allowed-host NAME ...]';

function readOptions() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
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

const values = readOptions();
const port = Number(values.port ?? process.env.PORT ?? 5173);
const sandboxApiKey = process.env.CHATFORMS_SANDBOX_API_KEY ?? defaultSandboxApiKey;
const sandboxWebhooks = readWebhooks();
const server = await startBuilderServer({
  port: Number.isInteger(port) && port >= 0 ? port : 5173,
  appDir: fileURLToPath(new URL('../app', import.meta.url)),
  sandboxDataDir: values['data-dir'] ?? join(process.cwd(), '.sandbox-data'),
  sandboxApiKey,
  allowedHosts: values['allowed-host'] ?? [],
  sandboxWebhooks,
});
// In place before the URL is printed: whoever reads the URL may stop the server at once.
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`chatforms builder running at ${server.url}`);
console.log(`embedded chat sandbox: ${server.url}/sandbox-api/v3 (apiKey ${sandboxApiKey})`);
for (const { url } of sandboxWebhooks) console.log(`sandbox webhook events go to ${url}`);
