import { everyElementMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import {
  chooseFromMenu,
  findAxeViolations,
  findAxeViolationsInSourceViews,
  importMessage,
  saveScreenshot,
  severalAxeScans,
  showTryIt,
  startBuilder,
} from './start-builder.js';

// Each test scans several screens with axe.
vi.setConfig({ testTimeout: severalAxeScans });

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
  await session.page.emulateMedia({ colorScheme: 'dark' });
});

afterAll(async () => {
  await session?.close();
});

const findViolations = (screen: string) => findAxeViolations(session.page, screen);

test('a dark system setting gives the builder its dark palette, and a light chat stays light', async () => {
  const { page } = session;
  const background = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  await showTryIt(page);
  // The renderer's dark surface (--chatforms-color-surface), which the builder's background reads.
  expect(await background(':root')).toBe('rgb(13, 17, 23)');
  expect(await background(".preview-frame[data-theme='light']")).toBe('rgb(233, 237, 243)');
  expect(await background(".preview-frame[data-theme='dark']")).toBe('rgb(5, 7, 10)');
});

test('the theme picked in the File menu wins over the system’s, and "as the system" gives it back', async () => {
  const { page } = session;
  const rootBackground = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const pickTheme = async (name: string) => {
    await page.getByRole('button', { name: 'File', exact: true }).click();
    await page.getByRole('menuitemradio', { name, exact: true }).click();
  };
  await pickTheme('Theme: light');
  await expect.poll(rootBackground).toBe('rgb(246, 248, 250)');
  expect(await findViolations('light by choice on a dark system')).toEqual([]);
  await pickTheme('Theme: as the system');
  await expect.poll(rootBackground).toBe('rgb(13, 17, 23)');
});

test('in the dark theme, the editor, a template with every element and each view have no axe violations', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('dialog', { name: 'Templates' }).waitFor();
  const violations = await findViolations('templates');
  await page.keyboard.press('Escape');
  await importMessage(page, everyElementMessage, 'every-element.json');
  await page.getByLabel('Edit', { exact: true }).check();
  await page.locator('.edit-canvas .canvas-element-select').first().waitFor();
  violations.push(...(await findViolations('every element on the canvas')));
  await showTryIt(page);
  await page.getByRole('figure', { name: 'Dark' }).getByRole('button').first().waitFor();
  violations.push(...(await findViolations('every element, tried')));
  await page.getByRole('list', { name: 'Form elements' }).locator('.canvas-select').first().click();
  await page.locator('#inspector-heading').waitFor();
  violations.push(...(await findViolations('inspector')));
  await saveScreenshot(page, 'dark-every-element');
  violations.push(...(await findAxeViolationsInSourceViews(page)));
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Fix these before sending.').waitFor();
  violations.push(...(await findViolations('Send with an error')));
  await chooseFromMenu(page, 'File', 'Drafts…');
  await page.getByRole('dialog', { name: 'Drafts' }).waitFor();
  violations.push(...(await findViolations('drafts')));
  expect(violations).toEqual([]);
});
