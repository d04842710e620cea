import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createChatClient } from '@chatforms/chat-api';
import { startSandbox } from '@chatforms/chat-sandbox';
import { buildApiActionRequest, formatKitFormData } from '@chatforms/core';
import {
  createPostgresDatabase,
  createSubmissionToken,
  openPgliteDatabase,
} from '@chatforms/server';
import pg from 'pg';
import { expect, test } from 'vitest';

import { createOrderForm } from './order-form.js';
import { percentile, runLoad } from './test-support/run-load.js';

const total = 2000;
const connections = 20;
const secret = 'a-submission-secret-of-32-characters-at-least';
const postgresUrl = process.env.CHATFORMS_TEST_POSTGRES_URL;
const kinds = postgresUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the built load service (dist/load-service.js) and waits until it listens. */
function startService(environment: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [new URL('../dist/load-service.js', import.meta.url).pathname],
    {
      env: { ...process.env, ...environment },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the load service exited with ${code}`)));
  });
}

function stopService(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** A new schema on the test server for one run, and its connection URL. */
async function createPostgresSchema(schema: string): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return `${postgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

test.each(kinds)(
  'on %s, every submission answered 2xx is stored exactly once across a SIGKILL and restart of the service',
  async (kind) => {
    const folder = mkdtempSync(join(tmpdir(), `example-backend-load-${kind}-`));
    const sandbox = await startSandbox({
      port: 0,
      dataDir: join(folder, 'sandbox'),
      apiKey: 'sandbox-key',
    });
    const chat = createChatClient({
      appId: sandbox.appId,
      region: 'us',
      apiKey: 'sandbox-key',
      baseUrl: `${sandbox.url}/v3`,
    });
    const port = await findFreePort();
    const serviceUrl = `http://127.0.0.1:${port}`;
    const form = await chat.sendMessage(
      createOrderForm(`${serviceUrl}/submissions`, 'cometchat-uid-2'),
      { onBehalfOf: 'cometchat-uid-1' },
    );
    const schema = `load_${process.pid}`;
    const dataDir = join(folder, 'pglite');
    mkdirSync(dataDir);
    const databaseUrl = kind === 'postgres' ? await createPostgresSchema(schema) : '';
    const environment = {
      PORT: String(port),
      CHAT_API_KEY: 'sandbox-key',
      CHAT_BASE_URL: `${sandbox.url}/v3`,
      SUBMISSION_SECRET: secret,
      WEBHOOK_PASSWORD: 'unused-here',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    };
    let service = await startService(environment);
    const token = await createSubmissionToken({
      secret,
      uid: 'cometchat-uid-2',
      messageId: String(form.id),
    });
    const action = form.data.interactiveData.submitElement.action as Parameters<
      typeof buildApiActionRequest
    >[0];
    const createBody = (index: number) =>
      buildApiActionRequest(
        action,
        formatKitFormData(
          form,
          { name: `load-${index}`, size: 'large', day: '2026-06-01' },
          { timeZone: 'UTC' },
        ),
        {
          message: form,
          appId: sandbox.appId,
          region: 'us',
          interactedBy: 'cometchat-uid-2',
          interactedElementId: 'order',
          interactionTimezoneCode: 'UTC',
        },
      ).body;
    let restartMs = 0;
    const { results, durationMs } = await runLoad({
      url: `${serviceUrl}/submissions`,
      total,
      connections,
      createBody,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      // A safety stop, not a speed check: a busy machine ran it at 25 per second.
      deadlineMs: 150_000,
      midway: {
        after: total / 2,
        async run() {
          const killed = performance.now();
          await stopService(service, 'SIGKILL');
          service = await startService(environment);
          restartMs = performance.now() - killed;
        },
      },
    });
    await stopService(service, 'SIGTERM');
    await sandbox.close();

    const database =
      databaseUrl === ''
        ? await openPgliteDatabase({ dataDir })
        : createPostgresDatabase(new pg.Pool({ connectionString: databaseUrl, max: 2 }));
    const stored = await database.query<{ name: string; submissions: number; orders: number }>(
      `SELECT s.form_values->>'name' AS name, count(DISTINCT s.id)::int AS submissions, count(o.submission_id)::int AS orders
       FROM chatforms_submissions s LEFT JOIN load_orders o ON o.submission_id = s.id
       GROUP BY s.form_values->>'name'`,
    );
    await database.close();
    const byName = new Map(stored.rows.map((row) => [row.name, row]));
    const accepted = results.filter((result) => result.status >= 200 && result.status < 300);
    const figures = {
      database: kind,
      submissions: total,
      connections,
      answered2xx: accepted.length,
      otherStatuses: results
        .filter((result) => result.status < 200 || result.status >= 300)
        .map((result) => result.status),
      retriedAfterTheKill: results.filter((result) => result.attempts > 1).length,
      storedSubmissions: stored.rows.reduce((sum, row) => sum + row.submissions, 0),
      seconds: Number((durationMs / 1000).toFixed(1)),
      perSecond: Math.round(total / (durationMs / 1000)),
      latencyMs: {
        p50: Math.round(percentile(accepted, 50)),
        p95: Math.round(percentile(accepted, 95)),
        p99: Math.round(percentile(accepted, 99)),
      },
      restartMs: Math.round(restartMs),
    };
    console.log(`Load test (${kind}): ${JSON.stringify(figures)}`);
    mkdirSync(new URL('../reports', import.meta.url), { recursive: true });
    writeFileSync(
      new URL(`../reports/load-test-${kind}.json`, import.meta.url),
      `${JSON.stringify(figures, null, 2)}\n`,
    );

    expect(results).toHaveLength(total);
    for (const result of accepted) {
      const row = byName.get(`load-${result.index}`);
      expect({ index: result.index, submissions: row?.submissions, orders: row?.orders }).toEqual({
        index: result.index,
        submissions: 1,
        orders: 1,
      });
    }
    expect(stored.rows.every((row) => row.submissions === 1 && row.orders === 1)).toBe(true);
    expect(accepted).toHaveLength(total);
  },
  240_000,
);
