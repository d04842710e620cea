import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { saveScreenshot, startBuilder } from './start-builder.js';
import { answerSurvey, sendSurveyAndOpenAsReceiver } from './walk-through-steps.js';

let session: BuilderSession;

beforeAll(async () => {
  // It reads what the server recorded: a server of its own, not the one the files share.
  session = await startBuilder({ ownServer: true });
});

afterAll(async () => {
  await session?.close();
});

test('a form submitted to the builder’s own submission handler is marked interacted for its receiver', async () => {
  const { page } = session;
  const { receiver, sender } = await sendSurveyAndOpenAsReceiver(page);
  await receiver.getByLabel('This builder’s submission handler (@chatforms/server)').check();

  await answerSurvey(receiver);

  await receiver.getByText('This builder’s submission handler answered 200 (success).').waitFor();
  await sender.getByText('completed', { exact: true }).waitFor();
  await sender.getByRole('row', { name: /Send answers/ }).waitFor();
  await saveScreenshot(page, 'walk-through-submission-handler');
  const stored = await fetch(`${session.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'chatforms-builder-sandbox-key' },
  });
  const body = (await stored.json()) as { data: { data: { interactions?: unknown[] } }[] };
  expect(body.data.at(-1)?.data.interactions).toEqual([
    { elementId: 'submit', interactedAt: expect.any(Number) },
  ]);
  // Nothing reached the test target: the handler, not the dialog, recorded the interaction.
  const submissions = await fetch(`${session.url}/sandbox-api/sandbox/submissions/builder-preview`);
  expect(JSON.stringify(await submissions.json())).not.toContain('More reports, please.');
});

test('the submission handler refuses a submission without the receiver’s token', async () => {
  const response = await fetch(`${session.url}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ formData: {} }),
  });

  expect(response.status).toBe(401);
});
