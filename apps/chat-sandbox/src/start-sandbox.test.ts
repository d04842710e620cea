import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage, surveyMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

import { startSandbox } from './start-sandbox.js';
import { readResponseJson } from './testing/read-response-json.js';

function sendAs(url: string, apiKey: string, message: unknown) {
  return fetch(`${url}/v3/messages`, {
    method: 'POST',
    headers: { apiKey, onBehalfOf: 'cometchat-uid-1', 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });
}

test('keeps messages and interactions across a restart on the same data directory', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-restart-'));
  const first = await startSandbox({ port: 0, dataDir, apiKey: 'key' });
  const sent = (await readResponseJson(await sendAs(first.url, 'key', feedbackMessage))).data;
  await fetch(`${first.url}/v3/messages/${sent.id}/interacted`, {
    method: 'PATCH',
    headers: { apiKey: 'key', onBehalfOf: 'cometchat-uid-4', 'Content-Type': 'application/json' },
    body: JSON.stringify({ interactions: ['sendFeedback'] }),
  });
  await first.close();

  const second = await startSandbox({ port: 0, dataDir, apiKey: 'key' });
  const listed = await readResponseJson(
    await fetch(`${second.url}/v3/messages`, { headers: { apiKey: 'key' } }),
  );
  expect(listed.data).toHaveLength(1);
  expect(listed.data[0]).toMatchObject({
    id: sent.id,
    data: { interactions: [{ elementId: 'sendFeedback' }] },
  });
  const next = (await readResponseJson(await sendAs(second.url, 'key', surveyMessage))).data;
  expect(Number(next.id)).toBe(Number(sent.id) + 1);
  await second.close();
  expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

test('generates an API key once and keeps it for the next start', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-key-'));
  const first = await startSandbox({ port: 0, dataDir });
  await first.close();
  const second = await startSandbox({ port: 0, dataDir });
  await second.close();
  expect(first.apiKey).toMatch(/^sandbox_[0-9a-f]{32}$/);
  expect(second.apiKey).toBe(first.apiKey);
});

test('listens on loopback on a free port when asked for port 0', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-port-'));
  const one = await startSandbox({ port: 0, dataDir });
  const two = await startSandbox({ port: 0, dataDir: `${dataDir}-2` });
  expect(one.url).toBe(`http://127.0.0.1:${one.port}`);
  expect(two.port).not.toBe(one.port);
  expect((await fetch(`${one.url}/sandbox/health`)).status).toBe(200);
  await Promise.all([one.close(), two.close()]);
});

test('rejects when the port is already taken', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-taken-'));
  const running = await startSandbox({ port: 0, dataDir });
  await expect(startSandbox({ port: running.port, dataDir })).rejects.toThrow(/EADDRINUSE/);
  await running.close();
});

test('after refusing a body that is too large, the next request on a kept-alive connection works', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-too-large-'));
  const sandbox = await startSandbox({ port: 0, dataDir, apiKey: 'key' });
  const tooLarge = await sendAs(sandbox.url, 'key', { padding: 'x'.repeat(300 * 1024) });
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.headers.get('connection')).toBe('close');
  const next = await fetch(`${sandbox.url}/v3/users`, { headers: { apiKey: 'key' } });
  expect(next.status).toBe(200);
  await sandbox.close();
});
