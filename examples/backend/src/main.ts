// Starts the order service: `pnpm --filter @chatforms/example-backend start` (see README.md).
import { createServer } from 'node:http';

import { createChatClient } from '@chatforms/chat-api';
import { toNodeListener } from '@chatforms/server';

import { bundleDemoPage } from './bundle-demo-page.js';
import { createBackend } from './create-backend.js';
import { openDatabase } from './open-database.js';
import { readConfig } from './read-config.js';

const config = readConfig();
const database = await openDatabase(config.databaseUrl, config.dataDir);
const chat = createChatClient({
  appId: config.appId,
  region: 'us',
  apiKey: config.chatApiKey,
  baseUrl: config.chatBaseUrl,
});
const backend = await createBackend({
  database,
  chat,
  submissionSecret: config.submissionSecret,
  webhookCredentials: { username: config.webhookUsername, password: config.webhookPassword },
  demoPage: await bundleDemoPage(),
});
const server = createServer(toNodeListener(backend.fetch));
server.listen(config.port, '127.0.0.1', () => {
  console.log(`Order service listening on ${config.publicUrl}`);
  console.log(`  submissions  ${config.publicUrl}/submissions`);
  console.log(`  webhooks     ${config.publicUrl}/webhooks (Basic ${config.webhookUsername})`);
  console.log(`  demo chat    ${config.publicUrl}/demo?message=<id>&as=<uid>`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
