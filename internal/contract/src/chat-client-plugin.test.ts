import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ChatApiError, createChatClient } from '@chatforms/chat-api';
import type { RunningSandbox } from '@chatforms/chat-sandbox';
import { startSandbox } from '@chatforms/chat-sandbox';
import { loadPlugins } from '@chatforms/cli/load-plugins';
import { sliderFeedbackMessage, writeSliderPluginModule } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

const directory = mkdtempSync(join(tmpdir(), 'chat-api-plugin-'));

// A plugin module in a scratch folder, importing this workspace's zod by its URL.
writeFileSync(join(directory, 'slider.mjs'), writeSliderPluginModule(import.meta.resolve('zod')));

let sandbox: RunningSandbox;
let registry: Awaited<ReturnType<typeof loadPlugins>>;

beforeAll(async () => {
  // The plugin loaded once, as `chat-sandbox --plugin` and `chatforms validate --plugin` load it.
  registry = await loadPlugins(['./slider.mjs'], directory);
  sandbox = await startSandbox({
    port: 0,
    dataDir: mkdtempSync(join(directory, 'data-')),
    apiKey: 'plugin-key',
    registry,
  });
});

afterAll(async () => {
  await sandbox.close();
  rmSync(directory, { recursive: true, force: true });
});

function createClient(options: { registry?: typeof registry } = {}) {
  return createChatClient({
    appId: sandbox.appId,
    region: 'us',
    apiKey: 'plugin-key',
    baseUrl: `${sandbox.url}/v3`,
    ...options,
  });
}

async function countMessages(): Promise<number> {
  const answer = await fetch(`${sandbox.url}/v3/messages?perPage=100`, {
    headers: { apiKey: 'plugin-key' },
  });
  const body = (await answer.json()) as { data: unknown[] };
  return body.data.length;
}

test('a client given the registry sends a form with the plugin type and reads it back whole', async () => {
  const client = createClient({ registry });
  const sent = await client.sendMessage(sliderFeedbackMessage, { onBehalfOf: 'cometchat-uid-1' });
  expect(sent.data.interactiveData.formFields).toEqual([
    { elementType: 'slider', elementId: 'stay', label: 'Your stay', max: 5 },
  ]);
  const read = await client.getMessage(sent.id);
  expect(read.data.interactiveData.formFields.map((element) => element.elementType)).toEqual([
    'slider',
  ]);
});

test('a registry given to one sendMessage call is used for that call', async () => {
  const sent = await createClient().sendMessage(sliderFeedbackMessage, {
    onBehalfOf: 'cometchat-uid-1',
    registry,
  });
  expect(sent.data.interactiveData.formFields[0]?.elementType).toBe('slider');
});

test('a client without the registry refuses the form before sending, naming the element', async () => {
  const before = await countMessages();
  const error = await createClient()
    .sendMessage(sliderFeedbackMessage, { onBehalfOf: 'cometchat-uid-1' })
    .catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ChatApiError);
  expect(error).toMatchObject({ status: 0, code: 'ERR_INVALID_MESSAGE_DATA' });
  expect((error as ChatApiError).message).toContain('/data/interactiveData/formFields/0');
  expect(await countMessages()).toBe(before);
});

test('a client without the registry cannot read a sent form with the plugin type', async () => {
  const sent = await createClient({ registry }).sendMessage(sliderFeedbackMessage, {
    onBehalfOf: 'cometchat-uid-1',
  });
  const error = await createClient()
    .getMessage(sent.id)
    .catch((reason: unknown) => reason);
  expect(error).toMatchObject({ code: 'ERR_UNEXPECTED_RESPONSE' });
});
