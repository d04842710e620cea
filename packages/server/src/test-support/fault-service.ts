// The submission endpoint on PostgreSQL in a process of its own, for postgres-faults.test.ts: an
// unhandled 'error' of `pg` would end it. It prints `ready <port>` once it listens.
import { createServer } from 'node:http';

import pg from 'pg';

import { toNodeListener } from '../adapters/to-node-listener.js';
import { authenticateBearerToken } from '../authentication.js';
import { createSubmissionHandler } from '../create-submission-handler.js';
import { createPostgresDatabase } from '../storage/create-postgres-database.js';
import { createSubmissionStore } from '../storage/submission-store.js';
import { createFakeChat, createSentTestForm } from './test-form.js';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  application_name: 'chatforms-fault-service',
  max: 6,
});
const report = (error: unknown) =>
  console.error(`handled: ${error instanceof Error ? error.message : String(error)}`);
const store = await createSubmissionStore(createPostgresDatabase(pool, { onError: report }));
const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const form = createSentTestForm({ url: `http://127.0.0.1:${port}/submissions` });
  const handle = createSubmissionHandler({
    store,
    chat: createFakeChat(form).chat,
    authenticate: authenticateBearerToken((token) =>
      token === 'token-2' ? { uid: 'cometchat-uid-2' } : undefined,
    ),
    onError: report,
  });
  server.on('request', toNodeListener(handle));
  console.log(`ready ${port}`);
});
