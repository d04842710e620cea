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
});

afterAll(async () => {
  await session?.close();
});

const findViolations = (screen: string) => findAxeViolations(session.page, screen);

test('the templates gallery and a template with every element have no axe violations', async () => {
  const { page } = session;
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('dialog', { name: 'Templates' }).waitFor();
  const violations = await findViolations('templates');
  await page.keyboard.press('Escape');
  await importMessage(page, everyElementMessage, 'every-element.json');
  await page.locator('.edit-canvas .canvas-element-select').first().waitFor();
  violations.push(...(await findViolations('every element on the canvas')));
  await page.locator('.edit-canvas .canvas-element-select').nth(2).click();
  violations.push(...(await findViolations('every element with one selected')));
  await showTryIt(page);
  await page.getByRole('figure', { name: 'Light' }).getByRole('button').first().waitFor();
  violations.push(...(await findViolations('every element, tried')));
  expect(violations).toEqual([]);
});

test('the inspector of every element type has no axe violations', async () => {
  const { page } = session;
  const rows = page.getByRole('list', { name: 'Form elements' }).locator('.canvas-select');
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(8);
  const violations: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await rows.nth(index).click();
    const type = (await rows.nth(index).locator('.canvas-type').textContent()) ?? `${index}`;
    await page.locator('#inspector-heading').waitFor();
    // The inspector alone: the rest of the page, scanned whole above, does not change with it
    // (a whole-page scan per type was about half of this file's time).
    violations.push(...(await findAxeViolations(page, `inspector of ${type}`, '#inspector')));
  }
  await page.getByRole('button', { name: /^Submit button/ }).click();
  violations.push(
    ...(await findAxeViolations(page, 'inspector of the submit button', '#inspector')),
  );
  await saveScreenshot(page, 'inspector-submit-button');
  expect(violations).toEqual([]);
});

test('the JSON, Code, Problems and Send views have no axe violations', async () => {
  const { page } = session;
  const violations = await findAxeViolationsInSourceViews(page);
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('cometchat');
  await page.getByRole('list', { name: 'Matching users' }).waitFor();
  violations.push(...(await findViolations('Send with search results')));
  await page.getByLabel('Receiver uid (type to search)').fill('');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Fix these before sending.').waitFor();
  violations.push(...(await findViolations('Send with an error')));
  await saveScreenshot(page, 'send-not-sent');
  await page.getByLabel('Receiver uid (type to search)').fill('cometchat-uid-2');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('What the chat API answered (HTTP 200)').click();
  await page.getByRole('textbox', { name: 'Response body' }).waitFor();
  violations.push(...(await findViolations('Send with the answer and the history')));
  await saveScreenshot(page, 'send-answered');
  expect(violations).toEqual([]);
});

test('the drafts list has no axe violations', async () => {
  const { page } = session;
  await chooseFromMenu(page, 'File', 'Drafts…');
  await page.getByRole('dialog', { name: 'Drafts' }).waitFor();
  expect(await findViolations('drafts')).toEqual([]);
});

test('the File and Copy menus, open, have no axe violations', async () => {
  const { page } = session;
  await page.keyboard.press('Escape');
  const violations: string[] = [];
  for (const menu of ['File', 'Copy']) {
    await page.getByRole('button', { name: menu, exact: true }).click();
    await page.getByRole('menu', { name: menu }).waitFor();
    violations.push(...(await findViolations(`the ${menu} menu`)));
    await saveScreenshot(page, `menu-${menu.toLowerCase()}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('menu', { name: menu }).waitFor({ state: 'hidden' });
  }
  expect(violations).toEqual([]);
});
