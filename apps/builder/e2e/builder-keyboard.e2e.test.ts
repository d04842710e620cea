import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { readFocusedName, saveScreenshot, startBuilder, tabTo } from './start-builder.js';

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
});

function canvasTypes() {
  return session.page
    .getByRole('list', { name: 'Form elements' })
    .locator('.canvas-type')
    .allTextContents();
}

function liveRegion() {
  return session.page.locator('[id^="DndLiveRegion"]');
}

/**
 * Space on the focused drag handle, then wait until the drag listens for arrow keys. dnd-kit marks
 * the handle `aria-pressed` while it drags, but its keyboard sensor adds its keydown listener in a
 * `setTimeout` after that (@dnd-kit/core 6.3.1), and Chromium runs queued input before timers, so
 * an arrow pressed straight after Space can be lost. A zero timeout of our own runs after dnd-kit's.
 */
async function pickUp() {
  const { page } = session;
  await page.keyboard.press('Space');
  await page.locator('button[aria-pressed="true"]:focus').waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('builds a form from empty with the keyboard only', async () => {
  const { page, keyboard } = { page: session.page, keyboard: session.page.keyboard };
  await page.locator('body').focus();
  await tabTo(page, 'Skip to add elements');
  await keyboard.press('Enter');
  // The palette is one Tab stop: arrow keys move from Label to Text input, then on to Checkbox.
  await keyboard.press('ArrowRight');
  await keyboard.press('Enter');
  await tabTo(page, 'Label');
  await keyboard.press('Control+A');
  await keyboard.type('Your name');
  await tabTo(page, 'Text input', { backwards: true });
  await keyboard.press('ArrowRight');
  await keyboard.press('ArrowRight');
  await keyboard.press('Enter');
  await tabTo(page, 'Label');
  await keyboard.press('Control+A');
  await keyboard.type('Pick what applies');
  await expect.poll(canvasTypes).toEqual(['Text input', 'Checkbox']);
  const canvas = page.locator('.edit-canvas');
  await canvas.getByRole('button', { name: 'Your name (text input)' }).waitFor();
  await canvas.getByRole('button', { name: 'Pick what applies (checkbox)' }).waitFor();
  await saveScreenshot(page, 'keyboard-build');
});

test('reorders with the dnd-kit keyboard sensor and hears every step announced', async () => {
  const { page } = session;
  await tabTo(page, /^Reorder Checkbox/, { backwards: true });
  await pickUp();
  // The pick-up is announced, and at once replaced by where it hovers: its own place.
  await expect
    .poll(() => liveRegion().textContent())
    .toMatch(/^(Picked up Pick what applies\.|Pick what applies is over position 2 of 2\.)$/);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => liveRegion().textContent()).toContain('over position 1 of 2');
  await page.keyboard.press('Space');
  await expect
    .poll(() => liveRegion().textContent())
    .toBe('Dropped Pick what applies at position 1 of 2.');
  await expect.poll(canvasTypes).toEqual(['Checkbox', 'Text input']);
});

test('Escape cancels a keyboard drag and leaves the order as it was', async () => {
  const { page } = session;
  await tabTo(page, /^Reorder Checkbox/, { backwards: true });
  await pickUp();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => liveRegion().textContent()).toContain('over position 2 of 2');
  await page.keyboard.press('Escape');
  await expect.poll(() => liveRegion().textContent()).toMatch(/^Cancelled moving/);
  expect(await canvasTypes()).toEqual(['Checkbox', 'Text input']);
});

test('Alt+Arrow keys on a selected element move it, and the undo shortcuts step back and forth', async () => {
  const { page } = session;
  await tabTo(page, /^Checkbox\s*Pick what applies/);
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(canvasTypes).toEqual(['Text input', 'Checkbox']);
  await page.keyboard.press('Control+Z');
  await expect.poll(canvasTypes).toEqual(['Checkbox', 'Text input']);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(canvasTypes).toEqual(['Text input', 'Checkbox']);
});

test('duplicates and deletes with the keyboard, and Control+Z brings a deleted element back', async () => {
  const { page } = session;
  await tabTo(page, 'Duplicate Your name', { backwards: true });
  await page.keyboard.press('Enter');
  await expect.poll(canvasTypes).toEqual(['Text input', 'Text input', 'Checkbox']);
  await tabTo(page, 'Delete Pick what applies');
  await page.keyboard.press('Enter');
  await expect.poll(canvasTypes).toEqual(['Text input', 'Text input']);
  await page.keyboard.press('Control+Z');
  await expect.poll(canvasTypes).toEqual(['Text input', 'Text input', 'Checkbox']);
});

test('the Problems panel opens and closes by keyboard and the reader fills the preview by keyboard', async () => {
  const { page } = session;
  await tabTo(page, /^Problems/, { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Problems' });
  await panel.waitFor();
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  expect(await readFocusedName(page)).toMatch(/^Problems/);
  await tabTo(page, 'Edit');
  await page.keyboard.press('ArrowRight');
  expect(await page.getByLabel('Try it', { exact: true }).isChecked()).toBe(true);
  const light = page.getByRole('figure', { name: 'Light' });
  await tabTo(page, 'Your name');
  await page.keyboard.type('Ada');
  expect(await light.getByRole('textbox', { name: 'Your name' }).first().inputValue()).toBe('Ada');
});

test('test-submits in the preview and sends to a sandbox user with the keyboard only', async () => {
  const { page } = session;
  await tabTo(page, 'Success', { backwards: true });
  // Arrow keys move through a radio group: Failure (500), Slow (3 s), then Field errors.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  expect(await page.getByLabel('Field errors').isChecked()).toBe(true);
  await tabTo(page, 'Submit');
  await page.keyboard.press('Enter');
  await page.getByText('The server rejected this value (test).').first().waitFor();
  await tabTo(page, 'Receiver uid (type to search)');
  await page.keyboard.type('george');
  await tabTo(page, /^George Alan/);
  await page.keyboard.press('Enter');
  await tabTo(page, 'Send message');
  await page.keyboard.press('Enter');
  await page.getByText(/Sent\. Message id/).waitFor();
});
