import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildPageScripts } from './build-page-scripts.js';
import { type ContractServer, startContractServer } from './start-contract-server.js';

// Issue 40's rule for the server's next step: the same support form, answered 200 with `{}` and
// with `{"chatforms": {"next": …}}`, in the chat service's stock web kit and in <InteractiveForm>.
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

async function openPage(page: 'kit' | 'chatforms', run: string) {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const opened = { page: await context.newPage(), errors: [] as string[] };
  opened.page.on('pageerror', (error) => opened.errors.push(error.message));
  await opened.page.goto(`${server.origin}/${page}?form=support&run=${run}`);
  return opened;
}

async function waitForBody(path: string): Promise<void> {
  await expect
    .poll(() => server.received.filter((request) => request.path === path).length)
    .toBe(1);
}

/** The bubble's text through the shadow roots the kit's web components render into, in order. */
function readBubbleText(page: Page): Promise<string[]> {
  return page.locator('cometchat-form-bubble').evaluate((bubble) => {
    const texts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
        texts.push(node.textContent.trim());
      if (node instanceof Element && node.shadowRoot !== null) walk(node.shadowRoot);
      for (const child of node.childNodes) walk(child);
    };
    walk(bubble);
    return texts;
  });
}

async function fillAndSendInKit(page: Page) {
  const bubble = page.locator('cometchat-form-bubble');
  await bubble.locator('cometchat-input input').nth(0).fill('Ada');
  await bubble.locator('cometchat-input input').nth(1).fill('By the window');
  await bubble.locator('cometchat-checkbox[name=topics] label').nth(0).click();
  await bubble.locator('cometchat-radio-button[name=contact] label').nth(0).click();
  await bubble.locator('input#when').fill('2026-05-01T10:30');
  await bubble.locator('cometchat-button button').click();
}

test('the kit ignores an answer’s next step: its bubble ends as after an answer of {}', async () => {
  const plain = await openPage('kit', 'answer-plain');
  await fillAndSendInKit(plain.page);
  await waitForBody('/submissions/kit/answer-plain');
  const withNext = await openPage('kit', 'next-step-kit');
  await fillAndSendInKit(withNext.page);
  await waitForBody('/submissions/kit/next-step-kit');

  // After a 2xx, and only then, the bubble marks the press through the chat SDK, which this page
  // never logged in: its error says each answer was taken, and is the same for both.
  await expect.poll(() => plain.errors.length).toBeGreaterThan(0);
  await expect.poll(() => withNext.errors).toEqual(plain.errors);
  const settled = await readBubbleText(plain.page);
  expect(await readBubbleText(withNext.page)).toEqual(settled);
  expect(settled[0]).toBe('Support request');
  expect(settled.join(' ')).not.toContain('Pick a slot');
  await plain.page.context().close();
  await withNext.page.context().close();
});

test('<InteractiveForm> shows the same answer’s next step in the form’s place, focused', async () => {
  const chatforms = await openPage('chatforms', 'next-step-chatforms');
  const { page } = chatforms;
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await page.getByRole('checkbox', { name: 'Billing' }).check();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel(/Call at/).fill('2026-05-01T20:00');
  await page.getByRole('button', { name: 'Send' }).click();
  await waitForBody('/submissions/chatforms/next-step-chatforms');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toBe('Pick a slot');
  expect(await page.getByRole('textbox', { name: 'Slot' }).inputValue()).toBe('');
  expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
  expect(chatforms.errors).toEqual([]);
  await page.context().close();
});
