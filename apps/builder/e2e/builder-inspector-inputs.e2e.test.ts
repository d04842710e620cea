import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { findAxeViolations, saveScreenshot, showTryIt, startBuilder } from './start-builder.js';

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
});

function inspector() {
  return session.page.locator('.inspector-section');
}

const findViolations = () => findAxeViolations(session.page, 'inspector', '.inspector-section');

test('the options editor derives values, adds a row on Enter and takes a preset or a pasted list', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Radio' }).click();
  const firstLabel = page.getByLabel('Option 1 label');
  await firstLabel.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('By email');
  expect(await page.getByLabel('Option 1 value').inputValue()).toBe('by-email');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Option 2 label');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('By phone');
  expect(await page.getByLabel('Option 2 value').inputValue()).toBe('by-phone');
  expect(await inspector().locator('.option-value-caption').first().textContent()).toBe('Value');
  expect(await findViolations()).toEqual([]);

  await page.getByRole('button', { name: '1–5 scale' }).click();
  await showTryIt(page);
  const light = page.getByRole('figure', { name: 'Light' });
  await expect.poll(() => light.getByRole('radio').count()).toBe(5);

  await page.getByRole('button', { name: 'Paste a list' }).click();
  await page.getByLabel('Options, one a line').fill('Red\nDark green | green\nBlue');
  await page.getByRole('button', { name: 'Use these options' }).click();
  await light.getByRole('radio', { name: 'Dark green' }).waitFor();
  expect(await page.getByLabel('Option 2 value').inputValue()).toBe('green');
  await saveScreenshot(page, 'inspector-options');
});

test('the time-zone combobox finds Tokyo by keyboard and zones by offset', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Date / time' }).click();
  await page.getByLabel('Asks for').selectOption('dateTime');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Tokyo');
  const listbox = page.getByRole('listbox', { name: 'Time zones' });
  await listbox.waitFor();
  expect(await listbox.getByRole('option').first().textContent()).toBe('Asia/TokyoGMT+09:00');
  expect(await findViolations()).toEqual([]);
  await saveScreenshot(page, 'inspector-time-zone-list');
  await page.keyboard.press('Enter');
  expect(await zone.inputValue()).toBe('Asia/Tokyo');
  expect(await zone.getAttribute('aria-expanded')).toBe('false');
  await showTryIt(page);
  await expect
    .poll(() => page.getByRole('figure', { name: 'Light' }).textContent())
    .toContain('Asia/Tokyo (GMT+09:00)');

  await page.keyboard.press('Control+A');
  await page.keyboard.type('GMT-3');
  await listbox.waitFor();
  const offsets = await listbox.getByRole('option').allTextContents();
  expect(offsets.length).toBeGreaterThan(3);
  expect(offsets.every((text) => text.endsWith('GMT-03:00'))).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // The option the arrows reached is the one the field points at (aria-activedescendant).
  const active = await zone.getAttribute('aria-activedescendant');
  const chosen = await listbox.locator(`[id="${active}"]`).textContent();
  await page.keyboard.press('Enter');
  expect(await zone.inputValue()).toBe(chosen?.replace('GMT-03:00', ''));
});

test('a New York time shows the offset of its own date, and the repeated hour is asked', async () => {
  const { page } = session;
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('new york');
  await page.keyboard.press('Enter');
  expect(await zone.inputValue()).toBe('America/New_York');
  await page.getByLabel('Default value', { exact: true }).fill('2026-07-15T20:00');
  await expect
    .poll(() => page.locator('.time-zone-combobox .control-hint').textContent())
    .toContain('GMT-04:00 on 2026-07-15 20:00');

  await page.getByLabel('Default value', { exact: true }).fill('2026-11-01T01:30');
  const question = page.getByRole('group', { name: /01:30 happens twice in America\/New_York/ });
  await question.waitFor();
  expect(await findViolations()).toEqual([]);
  await saveScreenshot(page, 'inspector-repeated-hour');
  await question.getByRole('radio', { name: /The second 01:30/ }).check();
  expect(await question.getByRole('radio', { name: /The second 01:30/ }).isChecked()).toBe(true);
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Message JSON' }).textContent())
    .toContain('"defaultValue": "2026-11-01T01:30-05:00"');
  await page.getByRole('tab', { name: 'Canvas' }).click();

  await page.getByLabel('Default value', { exact: true }).fill('2026-03-08T02:30');
  await page.getByRole('note').getByText('does not exist in America/New_York').waitFor();
  await page.getByRole('button', { name: 'Use 03:00' }).click();
  expect(await page.getByLabel('Default value', { exact: true }).inputValue()).toBe(
    '2026-03-08T03:00',
  );
});
