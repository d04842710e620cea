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
  expect(buttons.length).toBeGreaterThanOrEqual(10);
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
