import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage } from '@chatforms/fixtures';
import autocannon from 'autocannon';
import { expect, test } from 'vitest';

import { defaultSandboxUsers } from './directory.js';
import { startSandbox } from './start-sandbox.js';
import { readResponseJson } from './testing/read-response-json.js';

const totalSends = 2000;
const connections = 10;
/** A safety stop: the run is bounded by `amount`, and by this time if anything hangs. */
const maximumRunMs = 90_000;
const uids = defaultSandboxUsers.map((user) => user.uid);

async function readAllMessages(url: string, apiKey: string) {
  const messages: { id: string; sender: string; data: { metadata?: { sequence?: number } } }[] = [];
  // Walks the documented cursor: each page starts after the last message of the one before.
  for (let query = 'affix=append&limit=1000'; ;) {
    const response = await fetch(`${url}/v3/messages?${query}`, { headers: { apiKey } });
    const body = await readResponseJson(response);
    messages.push(...body.data);
    if (body.meta.next === undefined) return messages;
    query = `affix=append&limit=1000&id=${body.meta.next.id}`;
  }
}

function runLoad(url: string, accepted: Map<string, number>) {
  let sequence = 0;
  const options: autocannon.Options = {
    url,
    connections,
    amount: totalSends,
    timeout: 20,
    requests: [
      {
        method: 'POST',
        path: '/v3/messages',
        headers: { apiKey: 'load-key', 'Content-Type': 'application/json' },
        setupRequest: (request) => {
          sequence += 1;
          const sender = uids[sequence % uids.length] ?? 'cometchat-uid-1';
          const receiver = uids[(sequence + 1) % uids.length] ?? 'cometchat-uid-2';
          const data = { ...feedbackMessage.data, metadata: { sequence } };
          const body = JSON.stringify({ ...feedbackMessage, receiver, data });
          return { ...request, headers: { ...request.headers, onBehalfOf: sender }, body };
        },
        onResponse: (status, body) => {
          if (status !== 200) return;
          const { data } = JSON.parse(body) as {
            data: { id: string; data: { metadata: { sequence: number } } };
          };
          accepted.set(data.id, data.data.metadata.sequence);
        },
      },
    ],
  };
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) => {
      clearTimeout(safetyStop);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
    const safetyStop = setTimeout(() => instance.stop(), maximumRunMs);
  });
}

test(
  'accepts 2,000 sends from five users and reads every accepted message back, before and after a restart',
  { timeout: 180_000 },
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-load-'));
    const options = {
      port: 0,
      dataDir,
      apiKey: 'load-key',
      rateLimit: { perUserPerMinute: 1_000_000 },
    };
    const sandbox = await startSandbox(options);
    const accepted = new Map<string, number>();
    const result = await runLoad(sandbox.url, accepted);
    const readBack = await readAllMessages(sandbox.url, 'load-key');
    await sandbox.close();
    const restarted = await startSandbox(options);
    const readBackAfterRestart = await readAllMessages(restarted.url, 'load-key');
    await restarted.close();
    await rm(dataDir, { recursive: true, force: true });

    const sequencesById = new Map(
      readBack.map((message) => [message.id, message.data.metadata?.sequence]),
    );
    const lost = [...accepted].filter(([id, sequence]) => sequencesById.get(id) !== sequence);
    const figures = {
      sent: result.requests.sent,
      accepted: accepted.size,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      readBack: readBack.length,
      readBackAfterRestart: readBackAfterRestart.length,
      lost: lost.length,
      connections,
      durationSeconds: result.duration,
      requestsPerSecond: { average: result.requests.average, p50: result.requests.p50 },
      latencyMs: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      messagesPerSender: Object.fromEntries(
        uids.map((uid) => [uid, readBack.filter((message) => message.sender === uid).length]),
      ),
    };
    console.log(`chat-sandbox load test: ${JSON.stringify(figures, null, 2)}`);
    await mkdir('reports', { recursive: true });
    await writeFile(join('reports', 'load-test.json'), `${JSON.stringify(figures, null, 2)}\n`);

    expect(result['2xx']).toBe(totalSends);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    expect(accepted.size).toBe(totalSends);
    expect(lost).toEqual([]);
    expect(readBack).toHaveLength(totalSends);
    expect(readBackAfterRestart.map((message) => message.id)).toEqual(
      readBack.map((message) => message.id),
    );
  },
);
