// The webhook receiver of the built package on a real HTTP server, for the crash test: its handler
// is slow and writes a line when it starts and when it completes, so a kill lands mid-handler.
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  createWebhookDeliveryStore,
  createWebhookReceiver,
  openPgliteDatabase,
  toNodeListener,
} from '../../dist/index.js';

const [dataDir, logFile] = process.argv.slice(2);
const database = await openPgliteDatabase({ dataDir });
const receiver = createWebhookReceiver({
  credentials: { username: 'chat-events', password: 'a-long-webhook-password' },
  store: await createWebhookDeliveryStore(database),
  leaseMs: 1000,
  pollIntervalMs: 100,
  retryDelayMs: 50,
}).on('message_sent', async (event) => {
  const id = event.data.message.id;
  appendFileSync(logFile, `started ${id}\n`);
  await sleep(100);
  // Idempotent, as a handler that runs at least once must be: the kill may land after this line
  // and before the delivery is marked handled, and then the handler runs again.
  if (!readFileSync(logFile, 'utf8').includes(`completed ${id}\n`))
    appendFileSync(logFile, `completed ${id}\n`);
});
const server = createServer(toNodeListener(receiver.handle));
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
void receiver.start();
process.once('SIGTERM', async () => {
  server.close();
  await receiver.settle();
  await receiver.close();
  await database.close();
  process.exit(0);
});
