import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildPageScripts } from './build-page-scripts.js';
import { cardLinkUrl } from './contract-card.js';
import {
  type ContractServer,
  type ReceivedRequest,
  startContractServer,
} from './start-contract-server.js';

// The same card in the kit's card bubble and in <InteractiveForm>: one apiAction button, whose
// request is compared, and one urlNavigation button, whose window.open call is recorded.
const readerZone = 'Europe/Berlin';
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

type OpenCall = (string | undefined)[];

/** Opens a page whose window.open only records its arguments, so no tab opens and none is followed. */
async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ timezoneId: readerZone });
  await context.addInitScript(() => {
    const calls: OpenCall[] = [];
    Object.assign(globalThis, { openCalls: calls });
    window.open = (...args: (string | URL | undefined)[]) => {
      calls.push(args.map((argument) => argument?.toString()));
      return null;
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}${path}`);
  return { page, errors };
}

function readOpenCalls(page: Page): Promise<OpenCall[]> {
  return page.evaluate(() => (globalThis as unknown as { openCalls: OpenCall[] }).openCalls);
}

async function waitForRequest(path: string): Promise<ReceivedRequest | undefined> {
  await expect
    .poll(() => server.received.filter((request) => request.path === path).length)
    .toBe(1);
  return server.received.find((request) => request.path === path);
}

/** Every header of a request but the referer, which names the page that sent it. */
function readSentHeaders(request: ReceivedRequest | undefined) {
  const { referer: _referer, ...headers } = request?.headers ?? {};
  return headers;
}

function kitButton(page: Page, text: string): Locator {
  return page
    .locator('cometchat-card-bubble cometchat-button', { hasText: text })
    .locator('button');
}

test("the kit's card bubble and <InteractiveForm> send the same request for an apiAction button", async () => {
  const kit = await openPage('/kit?form=card&run=card-api');
  await kit.page.locator('cometchat-card-bubble').getByText('The spring sale').waitFor();
  // After its request the bubble marks the message interacted through an SDK that was never
  // initialised, which throws a TypeError; only errors before the press count.
  expect(kit.errors).toEqual([]);
  await kitButton(kit.page, 'Reserve a spot').click();
  const fromKit = await waitForRequest('/submissions/kit/card-api');

  const chatforms = await openPage('/chatforms?form=card&run=card-api');
  await chatforms.page.getByRole('button', { name: 'Reserve a spot' }).click();
  const fromChatforms = await waitForRequest('/submissions/chatforms/card-api');
  expect(chatforms.errors).toEqual([]);

  // The kit's own request, checked first, so the comparisons below cannot pass on two empty ones.
  expect(fromKit?.method).toBe('PUT');
  expect(fromKit?.headers['x-contract-card']).toBe('spring');
  expect(fromKit?.body).toEqual({
    payload: { offer: 'spring-sale' },
    trigger: 'ui_message_interacted',
    appID: 'contract-app',
    region: 'eu',
    data: {
      conversationId: 'alice_user_bob',
      sender: 'alice',
      receiver: 'bob',
      receiverType: 'user',
      messageCategory: 'interactive',
      messageType: 'card',
      messageId: '502',
      interactedBy: 'bob',
      interactionTimezoneCode: readerZone,
      interactedElementId: 'reserve',
    },
  });
  expect(fromChatforms?.method).toBe(fromKit?.method);
  expect(readSentHeaders(fromChatforms)).toEqual(readSentHeaders(fromKit));
  expect(fromChatforms?.body).toEqual(fromKit?.body);
});

test("the kit's card bubble and <InteractiveForm> open a urlNavigation button's URL in a new tab", async () => {
  const kit = await openPage('/kit?form=card&run=card-link');
  await kit.page.locator('cometchat-card-bubble').getByText('The spring sale').waitFor();
  // The kit then marks the press through the SDK that was never initialised (see above).
  expect(kit.errors).toEqual([]);
  await kitButton(kit.page, 'Read the offers').click();
  await expect.poll(() => readOpenCalls(kit.page)).toHaveLength(1);

  const chatforms = await openPage('/chatforms?form=card&run=card-link');
  await chatforms.page.getByRole('button', { name: 'Read the offers' }).click();
  await expect.poll(() => readOpenCalls(chatforms.page)).toHaveLength(1);

  // The kit leaves the new tab its opener; chatforms cuts it (design.md, "Button actions").
  expect(await readOpenCalls(kit.page)).toEqual([[cardLinkUrl, '_blank']]);
  expect(await readOpenCalls(chatforms.page)).toEqual([
    [cardLinkUrl, '_blank', 'noopener,noreferrer'],
  ]);
  expect(server.received.filter((request) => request.path.endsWith('/card-link'))).toEqual([]);
  expect(chatforms.errors).toEqual([]);
});
