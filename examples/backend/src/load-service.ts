// The service the load test kills and restarts: the submission handler alone, writing one row of
// its own per submission in the submission's transaction, on the database the environment names.
import { createServer } from 'node:http';

import { createChatClient } from '@chatforms/chat-api';
import {
  authenticateSignedToken,
  createSubmissionHandler,
  createSubmissionStore,
  toNodeListener,
} from '@chatforms/server';

import { openDatabase } from './open-database.js';
import { readConfig } from './read-config.js';

const config = readConfig();
const database = await openDatabase(config.databaseUrl, config.dataDir);
await database.query(
  'CREATE TABLE IF NOT EXISTS load_orders (submission_id bigint PRIMARY KEY, name text NOT NULL)',
);
const handle = createSubmissionHandler({
  store: await createSubmissionStore(database),
  chat: createChatClient({
    appId: config.appId,
    region: 'us',
    apiKey: config.chatApiKey,
    baseUrl: config.chatBaseUrl,
  }),
  authenticate: authenticateSignedToken({ secret: config.submissionSecret }),
  async onSubmission({ id, values }, { sql }) {
    await sql.query('INSERT INTO load_orders (submission_id, name) VALUES ($1, $2)', [
      id,
      values.name,
    ]);
    return { status: 201, body: { ok: true, orderNumber: Number(id) } };
  },
  onError: (error) => console.error(`Submission error: ${String(error)}`),
});
const server = createServer({ keepAlive: true }, toNodeListener(handle));
server.listen(config.port, '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void database.close().then(() => process.exit(0));
});
