import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { saveScreenshot, startBuilder } from './start-builder.js';

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
    () => document.activeElement?.closest('dialog.walk-through') !== null,
  );
}

test('a template sent to a sandbox user is filled as its receiver and the sender sees it completed', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Survey', exact: true }).click();
  await page.getByRole('tab', { name: 'Send' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('george');
  await page.getByRole('button', { name: /George Alan/ }).click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(/Sent\. Message id/).waitFor();

  const opener = page.getByRole('button', { name: 'Open as receiver (cometchat-uid-2)' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /in the chat$/ });
  const receiver = dialog.getByRole('region', { name: /^Receiver’s view/ });
  const sender = dialog.getByRole('region', { name: /^Sender’s view/ });
  await receiver.getByRole('button', { name: 'Send answers' }).waitFor();
  await sender.getByText('not reached yet').waitFor();
  // The template posts to the author's own host, which this offline run cannot reach.
  expect(await receiver.getByLabel(/^The form’s URL/).isChecked()).toBe(true);
  await receiver.getByLabel('The builder’s test target').check();

  const axe = await new AxeBuilder({ page }).include('dialog.walk-through').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Modal: Tab and Shift+Tab go round the chat view and never reach the page behind it.
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Tab');
    expect(await isFocusInDialog()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await isFocusInDialog()).toBe(true);

  await receiver.getByLabel('Satisfied', { exact: true }).check();
  await receiver.getByLabel('How often do you use Northwind?').selectOption({ label: 'Every day' });
  await receiver.getByLabel('Anything we should change?').fill('More reports, please.');
  await receiver.getByRole('button', { name: 'Send answers' }).click();

  await sender.getByText('completed', { exact: true }).waitFor();
  const row = sender.getByRole('row', { name: /Send answers/ });
  await row.getByRole('cell', { name: 'cometchat-uid-2' }).waitFor();
  await receiver.getByText('The builder’s test target answered 200 (success).').waitFor();
  await saveScreenshot(page, 'walk-through-completed');
  const after = await new AxeBuilder({ page }).include('dialog.walk-through').analyze();
  expect(after.violations.map((violation) => violation.id)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await new AxeBuilder({ page }).include('dialog.walk-through').analyze();
  expect(dark.violations.map((violation) => violation.id)).toEqual([]);
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
