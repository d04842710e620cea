import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sliderFeedbackMessage, writeSliderPluginModule } from '@chatforms/fixtures';
import { afterAll, expect, test } from 'vitest';

// The command as installed: the committed bin, which runs the built dist/cli.js.
const binPath = fileURLToPath(new URL('../bin/chat-sandbox.js', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'chat-sandbox-plugin-'));

afterAll(() => rmSync(directory, { recursive: true, force: true }));

// A plugin module in a scratch folder, importing this workspace's zod by its URL.
writeFileSync(join(directory, 'slider.mjs'), writeSliderPluginModule(import.meta.resolve('zod')));

/** Runs the built sandbox in the scratch folder; resolves once it prints its URL, or once it has exited. */
async function startCli(args: string[], env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(directory, 'data-'));
  const child = spawn(process.execPath, [binPath, '--port', '0', '--data-dir', dataDir, ...args], {
    cwd: directory,
    env: { ...process.env, ...env },
  });
  const output = { stdout: '', stderr: '' };
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  // 'close' comes after the exit and the last of its output.
  const exited = once(child, 'close');
  const url = await Promise.race([
    new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output.stdout += chunk.toString();
        const match = /listening on (http:\S+)/.exec(output.stdout);
        if (match?.[1]) resolve(match[1]);
      }),
    ),
    exited.then(() => undefined),
  ]);
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url, output, child, stop };
}

function send(url: string, message: unknown) {
  return fetch(`${url}/v3/messages`, {
    method: 'POST',
    headers: { apiKey: 'key', onBehalfOf: 'cometchat-uid-1', 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });
}

test('accepts a message with a plugin element type given --plugin, and marks it interacted', async () => {
  const sandbox = await startCli(['--api-key', 'key', '--plugin', './slider.mjs']);
  try {
    expect(sandbox.url, sandbox.output.stderr).toBeDefined();
    const sent = await send(sandbox.url!, sliderFeedbackMessage);
    expect(sent.status).toBe(200);
    const { data } = (await sent.json()) as { data: { id: string } };
    const interacted = await fetch(`${sandbox.url}/v3/messages/${data.id}/interacted`, {
      method: 'PATCH',
      headers: { apiKey: 'key', onBehalfOf: 'cometchat-uid-4', 'Content-Type': 'application/json' },
      body: JSON.stringify({ interactions: ['sendFeedback'] }),
    });
    expect(interacted.status).toBe(200);
  } finally {
    await sandbox.stop();
  }
});

test('refuses the same message without --plugin, naming the unknown element type', async () => {
  const sandbox = await startCli(['--api-key', 'key']);
  try {
    const sent = await send(sandbox.url!, sliderFeedbackMessage);
    expect(sent.status).toBe(400);
    const body = (await sent.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('ERR_INVALID_MESSAGE_DATA');
    expect(body.error.message).toContain('/data/interactiveData/formFields/0');
  } finally {
    await sandbox.stop();
  }
});

test('reads the plugins named in CHAT_SANDBOX_PLUGINS, and stops with status 1 on one it cannot find', async () => {
  const sandbox = await startCli([], { CHAT_SANDBOX_PLUGINS: './missing.mjs' });
  expect(sandbox.url).toBeUndefined();
  expect(sandbox.child.exitCode).toBe(1);
  expect(sandbox.output.stderr).toMatch(/^--plugin \.\/missing\.mjs: /);
});
