import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from 'vitest';

const authorization = `Basic ${btoa('chat-events:a-long-webhook-password')}`;
const childScript = fileURLToPath(
  new URL('../test-support/serve-webhook-receiver.mjs', import.meta.url),
);
const builtEntry = fileURLToPath(new URL('../../dist/index.js', import.meta.url));

const messageSent = (id: string) => ({
  trigger: 'message_sent',
  appId: 'app',
  region: 'eu',
  webhook: 'sandbox',
  data: {
    message: {
      id,
      conversationId: 'c',
      sender: 'cometchat-uid-1',
      receiverType: 'user',
      receiver: 'cometchat-uid-2',
      category: 'message',
      type: 'text',
      data: { text: 'Hello' },
      sentAt: 1,
    },
  },
});

/** The child runs the built package, so a build older than the source would test old code. */
function assertBuildIsCurrent(): void {
  const source = fileURLToPath(new URL('..', import.meta.url));
  const newestSource = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.includes('.test.'))
    .map((path) => statSync(join(source, path)).mtimeMs)
    .reduce((newest, time) => Math.max(newest, time), 0);
  const built = statSync(builtEntry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built < newestSource)
    throw new Error(
      'dist/ is missing or older than src/: run pnpm --filter @chatforms/server build',
    );
}

/** Starts the receiver on a folder and resolves with its port once it listens. */
function startReceiver(
  dataDir: string,
  logFile: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [childScript, dataDir, logFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port !== undefined) resolve({ child, port: Number(port) });
    });
    child.once('exit', (code) => reject(new Error(`the receiver exited with ${code}`)));
  });
}

const waitForExit = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Posts every event; resolves with the ids answered 200 (a killed server answers none). */
async function deliverAll(port: number, ids: string[]): Promise<string[]> {
  const answers = await Promise.all(
    ids.map((id) =>
      fetch(`http://127.0.0.1:${port}/webhooks`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(messageSent(id)),
      }).then(
        (response) => (response.status === 200 ? id : undefined),
        () => undefined,
      ),
    ),
  );
  return answers.filter((id) => id !== undefined);
}

const countLines = (logFile: string, word: string, id: string) =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line === `${word} ${id}`).length;

test('handles every event answered 200 exactly once across a SIGKILL mid-handler and a restart', async () => {
  assertBuildIsCurrent();
  const folder = mkdtempSync(join(tmpdir(), 'chatforms-webhook-crash-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'handled.log');
  writeFileSync(logFile, '');
  const ids = Array.from({ length: 20 }, (_, index) => `event-${index}`);

  const first = await startReceiver(dataDir, logFile);
  const acknowledged = await deliverAll(first.port, ids);
  await expect
    .poll(
      () =>
        readFileSync(logFile, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('completed')).length,
      {
        interval: 20,
        timeout: 60_000,
      },
    )
    .toBeGreaterThanOrEqual(3);
  first.child.kill('SIGKILL');
  await waitForExit(first.child);
  const handledBeforeRestart = ids.filter((id) => countLines(logFile, 'completed', id) === 1);

  const second = await startReceiver(dataDir, logFile);
  const redelivered = await deliverAll(second.port, ids);
  second.child.kill('SIGTERM');
  await waitForExit(second.child);

  expect(acknowledged).toEqual(ids);
  expect(handledBeforeRestart.length).toBeLessThan(ids.length);
  expect(redelivered).toEqual(ids);
  expect(ids.map((id) => countLines(logFile, 'completed', id))).toEqual(ids.map(() => 1));
  // Handlers run one at a time, so only the one the kill cut short may have started twice.
  const startedTwice = ids.filter((id) => countLines(logFile, 'started', id) > 1);
  expect(startedTwice.length).toBeLessThanOrEqual(1);
  expect(ids.map((id) => countLines(logFile, 'started', id))).not.toContain(0);
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(second.child.exitCode).toBe(0);
}, 120_000);
