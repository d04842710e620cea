import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage, surveyMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;
const clock = Date.UTC(2025, 0, 1, 12, 0, 0);

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-update-')),
    apiKey: 'test-key',
    now: () => clock,
  });
});

afterAll(async () => {
  await sandbox.close();
});

function call(method: string, path: string, onBehalfOf: string, body?: unknown) {
  return fetch(`${sandbox.url}/v3${path}`, {
    method,
    headers: { apiKey: 'test-key', onBehalfOf, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function sendFeedbackForm(): Promise<string> {
  const response = await call('POST', '/messages', 'cometchat-uid-1', feedbackMessage);
  return (await readResponseJson(response)).data.id;
}

test('replaces a form’s data for its sender, keeping the interactions recorded, marked edited', async () => {
  const id = await sendFeedbackForm();
  await call('PATCH', `/messages/${id}/interacted`, 'cometchat-uid-4', {
    interactions: ['sendFeedback'],
  });
  const response = await call('PUT', `/messages/${id}`, 'cometchat-uid-1', {
    data: surveyMessage.data,
  });
  expect(response.status).toBe(200);
  const stored = (
    await readResponseJson(
      await fetch(`${sandbox.url}/v3/messages/${id}`, {
        headers: { apiKey: 'test-key' },
      }),
    )
  ).data;
  expect(stored.data.interactiveData).toEqual(surveyMessage.data.interactiveData);
  expect(stored.data.interactions).toEqual([
    { elementId: 'sendFeedback', interactedAt: clock / 1000 },
  ]);
  expect(stored).toMatchObject({ editedAt: clock / 1000, editedBy: 'cometchat-uid-1' });
  expect((await readResponseJson(response)).data.data.interactiveData.title).toBe(
    surveyMessage.data.interactiveData.title,
  );
});

test('refuses an edit by anyone but the sender with 403, changing nothing', async () => {
  const id = await sendFeedbackForm();
  const response = await call('PUT', `/messages/${id}`, 'cometchat-uid-4', {
    data: surveyMessage.data,
  });
  expect(response.status).toBe(403);
  expect((await readResponseJson(response)).error.code).toBe('ERR_NOT_THE_SENDER');
});

test('refuses data that is not a valid form with 400 and the issues, changing nothing', async () => {
  const id = await sendFeedbackForm();
  const response = await call('PUT', `/messages/${id}`, 'cometchat-uid-1', {
    data: { interactiveData: { title: 'No fields' } },
  });
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error.code).toBe('ERR_INVALID_MESSAGE_DATA');
  const stored = (
    await readResponseJson(
      await fetch(`${sandbox.url}/v3/messages/${id}`, {
        headers: { apiKey: 'test-key' },
      }),
    )
  ).data;
  expect(stored.data.interactiveData).toEqual(feedbackMessage.data.interactiveData);
});
