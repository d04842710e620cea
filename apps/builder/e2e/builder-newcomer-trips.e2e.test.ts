import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { chooseFromMenu, saveScreenshot, startBuilder } from './start-builder.js';
import { sendSurveyAndOpenAsReceiver } from './walk-through-steps.js';

// Three things a newcomer tripped on (issue 36), each measured where it was seen: a 1440×900 screen.
let session: BuilderSession;

beforeAll(async () => {
  session = await startBuilder();
  await session.page.setViewportSize({ width: 1440, height: 900 });
});

afterAll(async () => {
  await session?.close();
});

/** How a dialog stands over the page: modal or not, and the alpha of its backdrop's colour. */
function readBackdrop(dialog: Locator): Promise<{ modal: boolean; alpha: number }> {
  return dialog.evaluate((element) => {
    const backdrop = document.querySelector(`[data-backdrop="${element.id}"]`);
    const colour = backdrop === null ? '' : getComputedStyle(backdrop).backgroundColor;
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(colour)?.[1];
    return {
      // Modal: the page behind it is inert, out of reach of pointer, keyboard and screen reader.
      modal: document.querySelector('.app-main')?.closest('[inert]') !== null,
      alpha: alpha === undefined ? (colour.startsWith('rgb(') ? 1 : 0) : Number(alpha),
    };
  });
}

test('Send… in the header is on the first screen and takes focus to the receiver', async () => {
  const { page } = session;
  const sendButton = page.getByRole('button', { name: 'Send…' });
  const buttonBox = await sendButton.boundingBox();
  expect(buttonBox?.y).toBeLessThan(100);

  await sendButton.click();

  const receiver = page.getByLabel('Receiver uid (type to search)');
  expect(await receiver.evaluate((element) => element === document.activeElement)).toBe(true);
  const receiverBox = await receiver.boundingBox();
  expect(receiverBox?.y).toBeGreaterThanOrEqual(0);
  expect((receiverBox?.y ?? Infinity) + (receiverBox?.height ?? 0)).toBeLessThanOrEqual(900);
  const panelTop = await page.evaluate(
    () => (document.querySelector('.send-panel')?.getBoundingClientRect().top ?? 0) + scrollY,
  );
  console.info(`Send panel ${Math.round(panelTop)} px down the page; Send… at ${buttonBox?.y} px`);
});

test('the option inputs show every label and value of the agree scale in full inside the inspector', async () => {
  const { page } = session;
  await page.evaluate(() => scrollTo(0, 0));
  await page.getByRole('button', { name: 'Radio' }).click();
  await page.getByRole('button', { name: 'Agree scale (5 points)' }).click();
  await page.getByLabel('Option 3 label').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'inspector-option-rows', { fullPage: false });
  const inspector = await page.locator('.inspector').boundingBox();
  const right = (inspector?.x ?? 0) + (inspector?.width ?? 0);
  const controls = page.locator('.option-row').locator('input, button');
  expect(await controls.count()).toBe(25);
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? '';
    const box = await control.boundingBox();
    expect(box?.x, name).toBeGreaterThanOrEqual(inspector?.x ?? Infinity);
    expect((box?.x ?? Infinity) + (box?.width ?? 0), name).toBeLessThanOrEqual(right);
    // Cut off: the text is wider than the box that shows it ("Neither agree nor disagree" was 88 px).
    const cut = await control.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(cut, name).toBeLessThanOrEqual(0);
  }
});

test('every dialog of the builder is modal over a visible backdrop', async () => {
  const { page } = session;
  const openers = {
    Templates: () => page.getByRole('button', { name: 'Templates' }).click(),
    Drafts: () => chooseFromMenu(page, 'File', 'Drafts…'),
  };
  for (const [name, open] of Object.entries(openers)) {
    await open();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    const backdrop = await readBackdrop(dialog);
    expect(backdrop.modal, name).toBe(true);
    expect(backdrop.alpha, name).toBeGreaterThanOrEqual(0.3);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  const { dialog } = await sendSurveyAndOpenAsReceiver(page);
  const backdrop = await readBackdrop(dialog);
  expect(backdrop.modal).toBe(true);
  expect(backdrop.alpha).toBeGreaterThanOrEqual(0.3);
  // No dialog on the page (an ARIA one, a <dialog>, a popover) is left without its backdrop.
  const withoutBackdrop = await page.evaluate(
    () =>
      [...document.querySelectorAll('[role="dialog"], dialog, [popover]')].filter(
        (element) => document.querySelector(`[data-backdrop="${element.id}"]`) === null,
      ).length,
  );
  expect(withoutBackdrop).toBe(0);
  await saveScreenshot(page, 'walk-through-backdrop', { fullPage: false });
});
