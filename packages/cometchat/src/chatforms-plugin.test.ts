import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildKitPage } from './test-support/build-kit-page.js';
import { authorId, messageIds, readerId } from './test-support/kit-records.js';
import { readContrast, readKitTheme, readMessageLook } from './test-support/read-kit-look.js';
import {
  type KitServer,
  type ReceivedRequest,
  startKitServer,
} from './test-support/start-kit-server.js';

// The real UI kit v7 and SDK from npm in Debian's Chromium. The page initialises the kit and logs
// the reader in against this test's HTTPS server on loopback (the SDK's admin and client hosts),
// builds SDK messages from API records with CometChatHelper.processMessage, and draws each with
// the kit's CometChatMessageBubbleRenderer inside a CometChatProvider given the plugin.
const readerZone = 'Europe/Berlin';
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

async function openKitPage(
  theme: 'light' | 'dark',
  withPlugin = true,
): Promise<{ page: Page; errors: string[] }> {
  // The server's certificate is made for the run, so no authority vouches for it.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, timezoneId: readerZone });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}/?theme=${theme}${withPlugin ? '' : '&plugin=none'}`);
  await page.locator('body[data-state]').waitFor({ state: 'attached' });
  expect(await page.locator('body').getAttribute('data-state')).toBe('ready');
  // The card's view loads on demand: the last message's shows once the page is fully drawn.
  const last = withPlugin ? '.chatforms-card' : '.cometchat-message-bubble__body';
  await page.locator(`[data-message-id="${messageIds.outgoingCard}"] ${last}`).waitFor();
  return { page, errors };
}

async function waitForRequest(method: string, path: string): Promise<ReceivedRequest> {
  const matches = () =>
    server.received.filter((request) => request.method === method && request.path === path);
  await expect.poll(() => matches().length).toBe(1);
  return matches()[0]!;
}

test('without the plugin the kit draws "This message type is not supported." for a form and a card', async () => {
  const { page } = await openKitPage('light', false);
  for (const id of [messageIds.incomingForm, messageIds.incomingCard]) {
    const body = page.locator(`[data-message-id="${id}"] .cometchat-message-bubble__body`);
    expect(await body.innerText()).toMatch(/^This message type is not supported\./);
  }
  expect(await page.locator('.chatforms').count()).toBe(0);
});

test.each(themes)(
  'in the %s theme the kit draws a form and a card through the plugin, each way, in its own bubble',
  async (theme) => {
    const { page, errors } = await openKitPage(theme);
    const looks = {
      incomingForm: await readMessageLook(page, messageIds.incomingForm),
      outgoingForm: await readMessageLook(page, messageIds.outgoingForm),
      incomingCard: await readMessageLook(page, messageIds.incomingCard),
      outgoingCard: await readMessageLook(page, messageIds.outgoingCard),
    };
    expect(looks.incomingForm).toMatchObject({ direction: 'incoming', form: { theme } });
    expect(looks.outgoingForm).toMatchObject({ direction: 'outgoing', form: { theme } });
    expect(looks.incomingCard).toMatchObject({ direction: 'incoming', form: { theme } });
    expect(looks.outgoingCard).toMatchObject({ direction: 'outgoing', form: { theme } });
    const incoming = page.locator(`[data-message-id="${messageIds.incomingForm}"]`);
    await expect
      .poll(() => incoming.getByRole('group', { name: 'How did we do?' }).count())
      .toBe(1);
    const card = page.locator(`[data-message-id="${messageIds.incomingCard}"]`);
    await expect.poll(() => card.getByRole('button', { name: 'Book a table' }).count()).toBe(1);
    // The reader sent the outgoing ones: read-only, as the kit's own bubbles keep them.
    const outgoing = page.locator(`[data-message-id="${messageIds.outgoingForm}"]`);
    expect(await outgoing.getByRole('textbox').getAttribute('readonly')).toBe('');
    expect(errors).toEqual([]);
  },
);

test.each(themes)(
  "in the %s theme the form and the card take the kit's font, accent, text and surface",
  async (theme) => {
    const { page } = await openKitPage(theme);
    const kit = await readKitTheme(page);
    // The kit's own values, so an equality below cannot pass on two browser defaults.
    expect(kit).toEqual({
      fontFamily: 'Roboto, Inter, sans-serif',
      primary: 'rgb(104, 82, 214)',
      background: theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(20, 20, 20)',
      text: theme === 'light' ? 'rgb(20, 20, 20)' : 'rgb(255, 255, 255)',
    });
    for (const id of [messageIds.incomingForm, messageIds.incomingCard]) {
      const { form } = await readMessageLook(page, id);
      expect(form).toEqual({
        theme,
        fontFamily: kit.fontFamily,
        color: kit.text,
        background: kit.background,
      });
    }
    const { primaryButtonBackground } = await readMessageLook(page, messageIds.incomingForm);
    expect(primaryButtonBackground).toBe(kit.primary);
  },
);

test.each(themes)(
  "in the %s theme a form's bubble has the kit's text bubble colours each way, its time readable",
  async (theme) => {
    const { page } = await openKitPage(theme);
    for (const direction of ['incoming', 'outgoing'] as const) {
      const text = await readMessageLook(page, messageIds[`${direction}Text`]);
      for (const kind of ['Form', 'Card'] as const) {
        const look = await readMessageLook(page, messageIds[`${direction}${kind}`]);
        expect(look.bubbleBackground).toBe(text.bubbleBackground);
        expect(look.timeColor).toBe(text.timeColor);
      }
      // The kit's own text bubble colours, measured: a transparent bubble would fail here.
      expect(readContrast(text.timeColor, text.bubbleBackground)).toBeGreaterThanOrEqual(3);
    }
  },
);

test('a keyboard submit sends the kit envelope to the form’s endpoint and marks the form interacted through the SDK', async () => {
  const { page, errors } = await openKitPage('light');
  const form = page.locator(`[data-message-id="${messageIds.incomingForm}"]`);
  await form.getByRole('radio', { name: 'Great' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Shorter waits');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  const submission = await waitForRequest('POST', '/submissions/form');
  expect(submission.body).toEqual({
    payload: { ticket: 'T-1042' },
    trigger: 'ui_message_interacted',
    appID: 'plugin-app',
    region: 'eu',
    data: {
      conversationId: `${authorId}_user_${readerId}`,
      sender: authorId,
      receiver: readerId,
      receiverType: 'user',
      messageCategory: 'interactive',
      messageType: 'form',
      messageId: messageIds.incomingForm,
      interactedBy: readerId,
      interactionTimezoneCode: readerZone,
      interactedElementId: 'sendFeedback',
      formData: { rating: '4', comment: 'Shorter waits' },
    },
  });
  const mark = await waitForRequest('PATCH', `/v3/messages/${messageIds.incomingForm}/interacted`);
  expect(mark.body).toEqual({ interactions: ['sendFeedback'] });
  expect(mark.headers).toMatchObject({ appid: 'plugin-app', authtoken: `${readerId}-token` });
  await form.locator('.chatforms[data-view="completion"]').waitFor();
  expect(errors).toEqual([]);
});

test('a card’s apiAction button pressed with the keyboard sends its request and marks the card interacted', async () => {
  const { page, errors } = await openKitPage('dark');
  const card = page.locator(`[data-message-id="${messageIds.incomingCard}"]`);
  await card.getByRole('button', { name: 'Book a table' }).focus();
  await page.keyboard.press('Enter');

  const request = await waitForRequest('POST', '/submissions/card');
  expect(request.body).toMatchObject({
    payload: { menu: 'spring' },
    appID: 'plugin-app',
    data: {
      messageType: 'card',
      messageId: messageIds.incomingCard,
      interactedBy: readerId,
      interactedElementId: 'book',
    },
  });
  const mark = await waitForRequest('PATCH', `/v3/messages/${messageIds.incomingCard}/interacted`);
  expect(mark.body).toEqual({ interactions: ['book'] });
  expect(errors).toEqual([]);
});

test("the kit's conversation list reads a form's title and a card's text through the plugin", async () => {
  const { page } = await openKitPage('light');
  const previews = JSON.parse((await page.locator('body').getAttribute('data-previews')) ?? 'null');
  expect(previews).toEqual([
    'How did we do?',
    'How did we do?',
    'Our spring menu is here. Pick a table for Friday or read the menu first.',
    'Our spring menu is here. Pick a table for Friday or read the menu first.',
    // Text messages belong to the kit's text plugin, which this registry does not hold (JSON null).
    null,
    null,
  ]);
});
