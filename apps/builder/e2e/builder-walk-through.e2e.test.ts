import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { findAxeViolations, saveScreenshot, startBuilder } from './start-builder.js';
import { answerSurvey, sendSurveyAndOpenAsReceiver } from './walk-through-steps.js';

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
});

/** Whether the focused element is inside the open chat view. */
function isFocusInDialog(): Promise<boolean> {
  return session.page.evaluate(
    () => document.activeElement?.closest('.walk-through[role="dialog"]') !== null,
  );
}

test('a template sent to a sandbox user is filled as its receiver and the sender sees it completed', async () => {
  const { page } = session;
  const { opener, dialog, receiver, sender } = await sendSurveyAndOpenAsReceiver(page);
  await receiver.getByRole('button', { name: 'Send answers' }).waitFor();
  // The template posts to the author's own host, which this offline run cannot reach.
  expect(await receiver.getByLabel(/^The form’s URL/).isChecked()).toBe(true);
  await receiver.getByLabel('The builder’s test target').check();

  expect(await findAxeViolations(page, 'chat view', '.walk-through[role="dialog"]')).toEqual([]);

  // Modal: Tab and Shift+Tab go round the chat view and never reach the page behind it.
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Tab');
    expect(await isFocusInDialog()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await isFocusInDialog()).toBe(true);

  await answerSurvey(receiver);

  await sender.getByText('completed', { exact: true }).waitFor();
  const row = sender.getByRole('row', { name: /Send answers/ });
  await row.getByRole('cell', { name: 'cometchat-uid-2' }).waitFor();
  await receiver.getByText('The builder’s test target answered 200 (success).').waitFor();
  await saveScreenshot(page, 'walk-through-completed');
  expect(await findAxeViolations(page, 'chat view', '.walk-through[role="dialog"]')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await findAxeViolations(page, 'chat view', '.walk-through[role="dialog"]')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the two sides stack and the dialog scrolls inside itself, never wider than the screen.
  const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({
    path: new URL('../reports/screenshots/walk-through-phone.png', import.meta.url).pathname,
  });
  await page.setViewportSize({ width: 1440, height: 1000 });

  const stored = await fetch(`${session.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'chatforms-builder-sandbox-key' },
  });
  const body = (await stored.json()) as { data: { data: { interactions?: unknown[] } }[] };
  expect(body.data.at(-1)?.data.interactions).toEqual([
    { elementId: 'submit', interactedAt: expect.any(Number) },
  ]);
  const submissions = await fetch(`${session.url}/sandbox-api/sandbox/submissions/builder-preview`);
  expect(JSON.stringify(await submissions.json())).toContain('More reports, please.');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
});

test('a send from an earlier visit opens as its receiver from the sent-messages history', async () => {
  const { page } = session;
  const { dialog } = await sendSurveyAndOpenAsReceiver(page);
  const messageId = /Message (\S+) in the chat/.exec((await dialog.textContent()) ?? '')?.[1];
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Send…' }).click();
  const history = page.getByRole('region', { name: 'Sent from this browser' });

  await history
    .getByRole('button', { name: /^Open as receiver \(cometchat-uid-2\): “/ })
    .first()
    .click();

  const reopened = page.getByRole('dialog', { name: /in the chat$/ });
  expect(await reopened.getByRole('heading', { level: 2 }).textContent()).toBe(
    `Message ${messageId} in the chat`,
  );
  const receiver = reopened.getByRole('region', { name: /^Receiver’s view/ });
  await receiver.getByRole('button', { name: 'Send answers' }).waitFor();
  expect(await receiver.textContent()).toContain('as cometchat-uid-2');
  expect(
    await findAxeViolations(page, 'chat view from the history', '.walk-through[role="dialog"]'),
  ).toEqual([]);
  await reopened.getByRole('button', { name: 'Close' }).click();
  expect(await findAxeViolations(page, 'send panel with its history')).toEqual([]);
});

test('a template sent to a sandbox group is filled as one of its members', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Survey', exact: true }).click();
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver type').selectOption('group');
  await page.getByLabel('Receiver guid').fill('team-lunch');
  await page.getByRole('button', { name: 'Send message' }).click();
  const result = page.locator('.send-result');
  await result.getByText(/Sent\. Message id/).waitFor();

  await result.getByLabel('Member of team-lunch').selectOption('cometchat-uid-3');
  await result.getByRole('button', { name: 'Open as cometchat-uid-3 in team-lunch' }).click();

  const dialog = page.getByRole('dialog', { name: /in the chat$/ });
  const receiver = dialog.getByRole('region', { name: /^Receiver’s view/ });
  const sender = dialog.getByRole('region', { name: /^Sender’s view/ });
  await receiver.getByText('as cometchat-uid-3 of the group team-lunch').waitFor();
  await receiver.getByLabel('The builder’s test target').check();
  await answerSurvey(receiver);
  await sender.getByText('completed', { exact: true }).waitFor();
  const row = sender.getByRole('row', { name: /Send answers/ });
  // The chat API does not record who pressed; the sender's side says a member did.
  await row.getByRole('cell', { name: 'a member' }).waitFor();
  expect(await findAxeViolations(page, 'group chat view', '.walk-through[role="dialog"]')).toEqual(
    [],
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await findAxeViolations(page, 'send panel after a group send')).toEqual([]);

  // From the history too, after a reload: the group's send offers its members again.
  await page.reload();
  await page.getByRole('button', { name: 'Send…' }).click();
  const history = page.getByRole('region', { name: 'Sent from this browser' });
  await history
    .getByRole('button', { name: /^Open as cometchat-uid-\d in team-lunch$/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: /in the chat$/ })
    .getByText(/of the group team-lunch/)
    .waitFor();
});
