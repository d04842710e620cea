import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createChatClient } from '@chatforms/chat-api';
import { loadPlugins } from '@chatforms/cli/load-plugins';
import { sliderFeedbackMessage, writeSliderPluginModule } from '@chatforms/fixtures';
import { afterAll, expect, test } from 'vitest';

// The server `pnpm start` runs: the built dist/server/main.js, in apps/builder.
const builderDir = fileURLToPath(new URL('..', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'chatforms-builder-plugin-'));

afterAll(() => rmSync(directory, { recursive: true, force: true }));

// A plugin module in a scratch folder, importing this workspace's zod by its URL.
writeFileSync(join(directory, 'slider.mjs'), writeSliderPluginModule(import.meta.resolve('zod')));

/**
 * Starts the builder as `pnpm start` does from the user's folder (pnpm names it in INIT_CWD);
 * resolves once it prints its URL (its readiness: the database is open), or once it has exited.
 */
async function startBuilder(args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [
      'dist/server/main.js',
      '--port',
      '0',
      '--data-dir',
      mkdtempSync(join(directory, 'data-')),
    ].concat(args),
    { cwd: builderDir, env: { ...process.env, INIT_CWD: directory, ...env } },
  );
  const output = { stdout: '', stderr: '' };
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = once(child, 'close');
  const url = await Promise.race([
    new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output.stdout += chunk.toString();
        const match = /running at (http:\S+)/.exec(output.stdout);
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

/** Sends as a backend without the plugin would, so only the sandbox decides. */
function sendToEmbeddedSandbox(url: string, message: unknown) {
  return fetch(`${url}/sandbox-api/v3/messages`, {
    method: 'POST',
    headers: {
      apiKey: 'chatforms-builder-sandbox-key',
      onBehalfOf: 'cometchat-uid-1',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(message),
  });
}

test('given CHAT_SANDBOX_PLUGINS, the embedded sandbox accepts a form with the plugin type', async () => {
  const builder = await startBuilder([], { CHAT_SANDBOX_PLUGINS: './slider.mjs' });
  try {
    expect(builder.url, builder.output.stderr).toBeDefined();
    expect(builder.output.stdout).toContain('plugin element types: slider');
    // A backend with the same plugin sends it through the chat API, as a user's app does.
    const chat = createChatClient({
      appId: 'builder-sandbox',
      region: 'us',
      apiKey: 'chatforms-builder-sandbox-key',
      baseUrl: `${builder.url}/sandbox-api/v3`,
      registry: await loadPlugins(['./slider.mjs'], directory),
    });
    const sent = await chat.sendMessage(sliderFeedbackMessage, { onBehalfOf: 'cometchat-uid-1' });
    expect(sent.data.interactiveData.formFields[0]?.elementType).toBe('slider');
  } finally {
    await builder.stop();
  }
});

test('without a plugin, the embedded sandbox refuses the plugin type, naming the element', async () => {
  const builder = await startBuilder([], { CHAT_SANDBOX_PLUGINS: '' });
  try {
    const sent = await sendToEmbeddedSandbox(builder.url!, sliderFeedbackMessage);
    expect(sent.status).toBe(400);
    const body = (await sent.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('ERR_INVALID_MESSAGE_DATA');
    expect(body.error.message).toContain('/data/interactiveData/formFields/0');
  } finally {
    await builder.stop();
  }
});

test('a --plugin module that cannot be found stops the builder with status 2, naming it', async () => {
  // The flag wins over the variable, as with the standalone sandbox.
  const builder = await startBuilder(['--plugin', './missing.mjs'], {
    CHAT_SANDBOX_PLUGINS: './slider.mjs',
  });
  expect(builder.url).toBeUndefined();
  expect(builder.child.exitCode).toBe(2);
  expect(builder.output.stderr).toMatch(/^--plugin \.\/missing\.mjs: /);
});
