import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { findAxeViolations, startBuilder } from './start-builder.js';

let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
  session.page.setDefaultTimeout(10_000);
  await session.page.setViewportSize({ width: 390, height: 844 });
});

afterAll(async () => {
  await session?.close();
});

test('at 390×844 every toolbar button is whole on the screen and works', async () => {
  const { page } = session;
  const toolbar = page.getByRole('toolbar', { name: 'Builder actions' });
  const buttons = await toolbar.getByRole('button').all();
  // Templates, the File and Copy menus, Undo and Redo.
  expect(buttons.length).toBeGreaterThanOrEqual(5);
  for (const button of buttons) {
    const box = await button.boundingBox();
    const name = await button.textContent();
    const clipped = await button.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth ||
        element.closest('.toolbar')!.scrollWidth > element.closest('.toolbar')!.clientWidth,
    );
    expect({ name, clipped }).toEqual({ name, clipped: false });
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: '/tmp/b15/phone-toolbar.png' });

  await toolbar.getByRole('button', { name: 'Templates' }).click();
  await page
    .getByRole('dialog', { name: 'Templates' })
    .getByRole('button', { name: 'Survey' })
    .click();
  await page.getByRole('dialog', { name: 'Templates' }).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await findAxeViolations(page, 'phone toolbar')).toEqual([]);
});

test('at 390×844 a tap on an element of the message shows it in the inspector', async () => {
  const { page } = session;
  const show = page.getByRole('group', { name: 'Show' });
  expect(await show.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  const canvas = page.locator('.edit-canvas');
  await canvas.getByRole('button', { name: /How often do you use Northwind\?/ }).click();

  expect(await show.getByRole('button', { name: 'Inspector' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  const inspector = page.getByRole('region', { name: 'Inspector' });
  expect(await inspector.isVisible()).toBe(true);
  expect(await inspector.getByLabel('Label', { exact: true }).inputValue()).toBe(
    'How often do you use Northwind?',
  );
  expect(await page.getByRole('region', { name: 'Preview' }).isVisible()).toBe(false);
  await expect
    .poll(async () => (await inspector.getByRole('heading', { level: 2 }).boundingBox())?.y)
    .toBeGreaterThan(40);
  await page.screenshot({ path: '/tmp/b15/phone-tap-inspector.png' });
  expect(await findAxeViolations(page, 'phone inspector after a tap')).toEqual([]);

  // Back on the preview, the arrow keys still move the selection there without leaving it.
  await show.getByRole('button', { name: 'Preview' }).click();
  await canvas.locator('.canvas-element-select[tabindex="0"]').focus();
  await page.keyboard.press('ArrowDown');
  expect(await show.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
});

test('at 390×844 the receiver’s chat view is never wider than itself, a long form URL included', async () => {
  const { page } = session;
  // Order confirmation posts to a URL with no place to break, named in the "Submits go to" choice.
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Order confirmation', exact: true }).click();
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('cometchat-uid-2');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(/Sent\. Message id/).waitFor();
  await page
    .getByRole('button', { name: 'Open as receiver (cometchat-uid-2)', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: /in the chat$/ });
  await dialog.getByText(/^The form’s URL/).waitFor();

  const overflow = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Not the focus trap's sentinels: clipped to nothing, they only catch Tab at the dialog's ends.
    const outside = [...element.querySelectorAll(':not([data-focus-trap])')].filter((child) => {
      const rect = child.getBoundingClientRect();
      return rect.width > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5);
    });
    return {
      scrolls: element.scrollWidth > element.clientWidth,
      outside: outside.map((child) => `${child.tagName.toLowerCase()}.${child.className}`),
    };
  });
  expect(overflow).toEqual({ scrolls: false, outside: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/b15/phone-chat-view-long-url.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
});
