import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { showTryIt, startBuilder } from './start-builder.js';

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
});

test('in a new ticket form, pressing its help link does not complete it; submitting does', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Text input', exact: true }).click();
  await page.getByLabel('Label', { exact: true }).fill('What went wrong?');
  await page.getByRole('button', { name: 'Button', exact: true }).click();
  await page.getByLabel('Button text').fill('Read the help centre first');
  await page.getByLabel('Page URL').fill('https://help.northwind-traders.com/');
  await showTryIt(page);
  const light = page.getByRole('figure', { name: 'Light' });
  const help = light.getByRole('button', { name: 'Read the help centre first' });
  await help.waitFor();

  await help.click();

  const status = page.locator('.preview-answer');
  await expect
    .poll(() => status.textContent())
    .toBe('The button would open https://help.northwind-traders.com/ in a new tab.');
  expect(await light.getByText('Thank you!').count()).toBe(0);
  expect(await help.isEnabled()).toBe(true);
  const answer = light.getByRole('textbox', { name: /What went wrong\?/ });
  await answer.fill('The export button does nothing.');
  await light.getByRole('button', { name: 'Submit' }).click();
  await light.getByText('Thank you!').waitFor();
});

test('Problems says when an any-interaction goal would let the link complete the form, and fixes it', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Form settings' }).click();
  await page.getByLabel('Done when').selectOption('anyAction');
  await page.getByRole('button', { name: /^Problems/ }).click();
  const problems = page.getByRole('list', { name: 'Problems' });
  await problems
    .getByText(/pressing the link button "button1" shows the completion text/)
    .waitFor();

  await problems.getByRole('button', { name: 'Make "submit" the goal' }).click();

  await expect.poll(() => page.getByLabel('Done when').inputValue()).toBe('anyOf');
  expect(await problems.getByText(/pressing the link button/).count()).toBe(0);
});
