import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildKitPage } from './test-support/build-kit-page.js';
import { messageIds, readerId } from './test-support/kit-records.js';
import { readKitTheme, readMessageLook } from './test-support/read-kit-look.js';
import {
  type KitServer,
  type ReceivedRequest,
  startKitServer,
} from './test-support/start-kit-server.js';

// The real UI kit 6.5.6 from npm in Debian's Chromium, logged in against the test's loopback
// server as on the v7 page. v6's message list needs the chat service to list messages, so the page
// draws each SDK message in v6's own CometChatMessageBubble with the content view of the template
// the list would pick, keyed by category and type as the list keys them (the last one wins). The
// page loads nothing from outside but v6's stylesheet's Google Fonts import, which fails offline.
const themes = ['light', 'dark'] as const;
let server: KitServer;
let browser: Browser;

beforeAll(async () => {
  server = await startKitServer(await buildKitPage());
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openKit6Page(theme: 'light' | 'dark'): Promise<{ page: Page; errors: string[] }> {
  // The server's certificate is made for the run, so no authority vouches for it.
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}/?kit=6&theme=${theme}`);
  await page.locator('body[data-state]').waitFor({ state: 'attached' });
  expect(await page.locator('body').getAttribute('data-state')).toBe('ready');
  await page.locator(`[data-message-id="${messageIds.outgoingCard}"] .chatforms-card`).waitFor();
  return { page, errors };
}

async function waitForRequest(method: string, path: string): Promise<ReceivedRequest | undefined> {
  const matches = () =>
    server.received.filter((request) => request.method === method && request.path === path);
  await expect.poll(() => matches().length).toBe(1);
  return matches()[0];
}

test("v6's own templates for interactive forms and cards are the ones chatforms' replace", async () => {
  const { page } = await openKit6Page('light');
  const kitTemplates = JSON.parse((await page.locator('body').getAttribute('data-kit-templates'))!);
  expect(kitTemplates).toEqual(expect.arrayContaining(['interactive_form', 'interactive_card']));
});

test.each(themes)(
  "in the %s theme v6 draws the form and the card through the templates, in the kit's font and colours",
  async (theme) => {
    const { page, errors } = await openKit6Page(theme);
    const kit = await readKitTheme(page);
    expect(kit.primary).toBe('rgb(104, 82, 214)');
    expect(kit.background).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(20, 20, 20)');
    for (const direction of ['incoming', 'outgoing'] as const) {
      const text = await readMessageLook(page, messageIds[`${direction}Text`]);
      for (const kind of ['Form', 'Card'] as const) {
        const look = await readMessageLook(page, messageIds[`${direction}${kind}`]);
        expect(look.direction).toBe(direction);
        expect(look.bubbleBackground).toBe(text.bubbleBackground);
        expect(look.form).toEqual({
          theme,
          fontFamily: kit.fontFamily,
          color: kit.text,
          background: kit.background,
        });
      }
    }
    const form = await readMessageLook(page, messageIds.incomingForm);
    expect(form.primaryButtonBackground).toBe(kit.primary);
    expect(errors).toEqual([]);
  },
);

test('a keyboard submit in v6 sends the kit envelope and marks the form interacted through the SDK', async () => {
  const { page, errors } = await openKit6Page('dark');
  const form = page.locator(`[data-message-id="${messageIds.incomingForm}"]`);
  await form.getByRole('radio', { name: 'Good' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  const submission = await waitForRequest('POST', '/submissions/form');
  expect(submission?.body).toMatchObject({
    appID: 'plugin-app',
    region: 'eu',
    data: {
      messageId: messageIds.incomingForm,
      interactedBy: readerId,
      interactedElementId: 'sendFeedback',
      formData: { rating: '3' },
    },
  });
  const mark = await waitForRequest('PATCH', `/v3/messages/${messageIds.incomingForm}/interacted`);
  expect(mark?.body).toEqual({ interactions: ['sendFeedback'] });
  expect(errors).toEqual([]);
});
