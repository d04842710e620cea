import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ChatClient } from '@chatforms/chat-api';
import { createChatClient } from '@chatforms/chat-api';
import { startSandbox } from '@chatforms/chat-sandbox';
import type { SqlDatabase } from '@chatforms/server';
import { toNodeListener } from '@chatforms/server';

import type { DemoPage } from '../bundle-demo-page.js';
import type { Backend } from '../create-backend.js';
import { createBackend } from '../create-backend.js';

const webhookCredentials = { username: 'chat-events', password: 'a-long-webhook-password' };

/** The sandbox and the service, each told the other's address, on loopback. */
export async function startRoundTrip(database: SqlDatabase, demoPage?: DemoPage) {
  const link: { chat?: ChatClient } = {};
  const lines: string[] = [];
  const backend: Backend = await createBackend({
    database,
    // The sandbox needs the service's webhook URL before the service can know the sandbox's.
    chat: {
      getMessage: (id, options) => link.chat!.getMessage(id, options),
      getGroupMember: (guid, uid) => link.chat!.getGroupMember(guid, uid),
      markInteracted: (id, elementId, options) => link.chat!.markInteracted(id, elementId, options),
    },
    submissionSecret: 'a-submission-secret-of-32-characters-at-least',
    webhookCredentials,
    demoPage,
    log: (line) => lines.push(line),
  });
  const server = createServer(toNodeListener(backend.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const backendUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'example-backend-sandbox-')),
    apiKey: 'sandbox-key',
    webhook: { url: `${backendUrl}/webhooks`, ...webhookCredentials },
    log: (line) => lines.push(line),
  });
  const chat = createChatClient({
    appId: sandbox.appId,
    region: 'us',
    apiKey: 'sandbox-key',
    baseUrl: `${sandbox.url}/v3`,
  });
  link.chat = chat;
  return {
    backend,
    backendUrl,
    sandbox,
    chat,
    lines,
    async close() {
      await sandbox.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
