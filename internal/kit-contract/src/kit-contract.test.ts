import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildPageScripts } from './build-page-scripts.js';
import { type ContractServer, startContractServer } from './start-contract-server.js';

// The reader sits in New York; the dateTime field shows Kolkata's wall time in chatforms and the
// browser's own in the kit (its native input): the same instant, 2026-05-01 14:30 UTC.
const readerZone = 'America/New_York';
let server: ContractServer;
let browser: Browser;

beforeAll(async () => {
  server = await startContractServer(await buildPageScripts());
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ timezoneId: readerZone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}${path}`);
  return { page, errors };
}

async function waitForSubmission(path: string) {
  await expect
    .poll(() => server.received.filter((request) => request.path === path).length)
    .toBe(1);
  return server.received.find((request) => request.path === path);
}

async function fillKitBubble(page: Page) {
  const bubble = page.locator('cometchat-form-bubble');
  await bubble.locator('cometchat-input input').first().fill('Ada Lovelace');
  // The kit hides its native checkboxes and radios behind their labels, as a reader sees them.
  await bubble.locator('cometchat-checkbox[name=topics] label').nth(0).click();
  await bubble.locator('cometchat-checkbox[name=topics] label').nth(2).click();
  await bubble.locator('cometchat-dropdown button').click();
  await bubble.locator('cometchat-dropdown .cc__dropdown__option', { hasText: 'Large' }).click();
  await bubble.locator('cometchat-radio-button[name=contact] label').nth(1).click();
  await bubble.locator('cometchat-single-select').getByText('Pro', { exact: true }).click();
  await bubble.locator('input#when').fill('2026-05-01T10:30');
  await bubble.locator('input#day').fill('2026-06-15');
}

async function fillInteractiveForm(page: Page) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('checkbox', { name: 'Billing' }).check();
  await page.getByRole('checkbox', { name: 'Returns' }).check();
  await page.getByRole('combobox', { name: 'Size' }).selectOption('Large');
  await page.getByRole('radio', { name: 'Phone' }).check();
  await page.getByRole('radio', { name: 'Pro' }).check();
  await page.getByLabel(/Call at/).fill('2026-05-01T20:00');
  await page.getByLabel(/Visit day/).fill('2026-06-15');
}

test("the kit's form bubble and <InteractiveForm>, filled alike, send the same JSON", async () => {
  const kit = await openPage('/kit');
  await fillKitBubble(kit.page);
  // After its request the bubble marks the message interacted through an SDK that was never
  // initialised, which rejects; only errors before the press count.
  expect(kit.errors).toEqual([]);
  await kit.page.locator('cometchat-form-bubble cometchat-button button').click();
  const fromKit = await waitForSubmission('/submissions/kit');

  const chatforms = await openPage('/chatforms');
  await fillInteractiveForm(chatforms.page);
  await chatforms.page.getByRole('button', { name: 'Send' }).click();
  const fromChatforms = await waitForSubmission('/submissions/chatforms');
  expect(chatforms.errors).toEqual([]);
  // The kit's own request, checked first, so the comparison below cannot pass on two empty bodies.
  expect(fromKit?.body).toMatchObject({
    trigger: 'ui_message_interacted',
    appID: 'contract-app',
    data: {
      messageId: '501',
      interactedBy: 'bob',
      interactionTimezoneCode: readerZone,
      formData: { name: 'Ada Lovelace', when: '2026-05-01T10:30', day: '2026-06-15' },
    },
  });
  expect(fromChatforms?.contentType).toBe(fromKit?.contentType);
  // Equal as text: the dateTime is the same instant as the reader's wall time, the date as picked.
  expect(fromChatforms?.body).toEqual(fromKit?.body);
});
