import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { ThrowawayPostgres } from '../test-support/start-throwaway-postgres.js';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
} from '../test-support/start-throwaway-postgres.js';
import { createKitRequest, createSentTestForm } from '../test-support/test-form.js';

const bin = findPostgresBinaries();
const submissionCount = 150;
const concurrency = 10;
// Bounds every loop: a submission gets this many tries, a wait this many polls.
const maximumAttempts = 400;
const maximumPolls = 2000;

let postgres: ThrowawayPostgres | undefined;
let service: ChildProcess | undefined;
const serviceOutput: string[] = [];

/** Starts the submission endpoint in a child Node process (from source) and waits for its port. */
function startService(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@chatforms/source',
      '--import',
      fileURLToPath(new URL('../test-support/typescript-hooks.mjs', import.meta.url)),
      fileURLToPath(new URL('../test-support/fault-service.ts', import.meta.url)),
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => serviceOutput.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready !== null) resolve({ child, port: Number(ready[1]) });
    });
    child.once('exit', (code) =>
      reject(new Error(`the service exited with ${code}:\n${serviceOutput.join('')}`)),
    );
  });
}

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let poll = 0; poll < maximumPolls && !condition(); poll += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('the condition was not met in time');
}

/** Terminates every backend the service holds, once it holds one; how many there were. */
async function terminateServiceBackends(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  admin.on('error', () => {});
  await admin.connect();
  let terminated = 0;
  // The pool may hold no connection right after the previous round: poll until it holds one.
  for (let poll = 0; poll < maximumPolls && terminated === 0; poll += 1) {
    const { rows } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'chatforms-fault-service'",
    );
    terminated = rows.length;
    if (terminated === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await admin.end();
  return terminated;
}

async function countStoredNames(url: string): Promise<Map<string, number>> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ name: string; count: number }>(
    "SELECT form_values->>'name' AS name, count(*)::int AS count FROM chatforms_submissions GROUP BY 1",
  );
  await admin.end();
  return new Map(rows.map((row) => [row.name, row.count]));
}

beforeAll(async () => {
  if (bin === undefined) return;
  postgres = await startThrowawayPostgres(bin);
});

afterAll(async () => {
  if (service !== undefined && service.exitCode === null) {
    const exited = new Promise((resolve) => service?.once('exit', resolve));
    service.kill('SIGKILL');
    await exited;
  }
  await postgres?.remove();
});

test.skipIf(bin === undefined)(
  `keeps answering through killed connections and a restarted server: 503 with Retry-After, then 2xx, every acknowledged submission stored once${bin === undefined ? ' (skipped: no PostgreSQL binaries in /usr/lib/postgresql; install postgresql)' : ''}`,
  { timeout: 60_000 },
  async () => {
    const url = postgres!.url;
    const started = await startService(url);
    service = started.child;
    let exitedWith: string | undefined;
    service.once('exit', (code, signal) => (exitedWith = `${code ?? signal}`));
    const form = createSentTestForm({ url: `http://127.0.0.1:${started.port}/submissions` });
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const acknowledged: string[] = [];

    async function submit(name: string): Promise<void> {
      for (let attempt = 0; attempt < maximumAttempts; attempt += 1) {
        const request = createKitRequest(form, { name, size: 's' }, { token: 'token-2' });
        const response = await fetch(request).catch((error: unknown) => {
          problems.push(`${name}: ${String(error)}`);
          return undefined;
        });
        if (response === undefined) return;
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.ok) return void acknowledged.push(name);
        if (response.status !== 503 || response.headers.get('Retry-After') === null)
          return void problems.push(`${name}: ${response.status}`);
        // A client honours Retry-After; the test retries sooner to stay short.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      problems.push(`${name}: no 2xx in ${maximumAttempts} attempts`);
    }

    const names = Array.from({ length: submissionCount }, (_, index) => `order-${index}`);
    const load = Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        for (let index = worker; index < names.length; index += concurrency)
          await submit(names[index]!);
      }),
    );
    // Faults paced by progress: each one after ten more submissions were acknowledged.
    const terminated: number[] = [];
    for (let round = 1; round <= 4; round += 1) {
      await waitUntil(() => acknowledged.length >= round * 10);
      terminated.push(await terminateServiceBackends(url));
    }
    await waitUntil(() => acknowledged.length >= 50);
    await postgres!.restartImmediately();
    await waitUntil(() => acknowledged.length >= 70);
    terminated.push(await terminateServiceBackends(url));
    await load;

    const recovery = await fetch(
      createKitRequest(form, { name: 'after-recovery', size: 'l' }, { token: 'token-2' }),
    );
    expect(recovery.status).toBe(200);
    expect(exitedWith).toBeUndefined();
    expect(problems).toEqual([]);
    expect(terminated.every((count) => count > 0)).toBe(true);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(serviceOutput.join('')).not.toMatch(/Unhandled|uncaught/i);
    const stored = await countStoredNames(url);
    expect(acknowledged.sort()).toEqual([...names].sort());
    expect([...names, 'after-recovery'].map((name) => stored.get(name))).toEqual(
      [...names, 'after-recovery'].map(() => 1),
    );
    expect(stored.size).toBe(submissionCount + 1);
  },
);
