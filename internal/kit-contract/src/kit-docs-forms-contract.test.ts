import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildPageScripts } from './build-page-scripts.js';
import type { DocsFormName } from './contract-docs-forms.js';
import {
  type ContractServer,
  type ReceivedRequest,
  startContractServer,
} from './start-contract-server.js';

// The docs' own example forms (wild fixtures, see contract-docs-forms.ts) in the kit's form bubble
// and in <InteractiveForm>, which reads them leniently (the renderer's mode): filled alike, submitted,
// and the two requests compared as JSON. The reader sits in the date-time form's own zone.
const readerZone = 'Europe/Lisbon';
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

interface OpenedPage {
  page: Page;
  errors: string[];
}

async function openPage(page: 'kit' | 'chatforms', name: DocsFormName, run: string) {
  const context = await browser.newContext({ timezoneId: readerZone });
  const opened: OpenedPage = { page: await context.newPage(), errors: [] };
  opened.page.on('pageerror', (error) => opened.errors.push(error.message));
  await opened.page.goto(`${server.origin}/${page}?form=docs-${name}&run=${run}`);
  return opened;
}

async function waitForBody(path: string): Promise<unknown> {
  await expect
    .poll(() => server.received.filter((request) => request.path === path).length)
    .toBe(1);
  return server.received.find((request: ReceivedRequest) => request.path === path)?.body;
}

/** Fills the kit's bubble with `fill`, presses its submit button and returns the request body. */
async function submitKit(
  name: DocsFormName,
  run: string,
  fill: (bubble: Locator) => Promise<void>,
) {
  const kit = await openPage('kit', name, run);
  const bubble = kit.page.locator('cometchat-form-bubble');
  await bubble.locator('cometchat-button button').waitFor();
  await fill(bubble);
  // After its request the bubble marks the message interacted through an SDK that was never
  // initialised, which rejects; only errors before the press count.
  expect(kit.errors).toEqual([]);
  await bubble.locator('cometchat-button button').click();
  const body = await waitForBody(`/submissions/kit/${run}`);
  await kit.page.context().close();
  return body;
}

/** Fills <InteractiveForm> with `fill`, presses `button` and returns the request body. */
async function submitChatforms(
  name: DocsFormName,
  run: string,
  button: string,
  fill: (page: Page) => Promise<void>,
) {
  const chatforms = await openPage('chatforms', name, run);
  await fill(chatforms.page);
  await chatforms.page.getByRole('button', { name: button }).click();
  const body = await waitForBody(`/submissions/chatforms/${run}`);
  expect(chatforms.errors).toEqual([]);
  await chatforms.page.context().close();
  return body;
}

/** The kit envelope both pages send for message 503, with the button pressed and the formData. */
function createEnvelope(interactedElementId: string, formData: Record<string, unknown>) {
  return {
    payload: {},
    trigger: 'ui_message_interacted',
    appID: 'contract-app',
    region: 'eu',
    data: {
      conversationId: 'alice_user_bob',
      sender: 'alice',
      receiver: 'bob',
      receiverType: 'user',
      messageCategory: 'interactive',
      messageType: 'form',
      messageId: '503',
      interactedBy: 'bob',
      interactionTimezoneCode: readerZone,
      interactedElementId,
      formData,
    },
  };
}

test('a text input and the submit button sharing id "1": the same formData, the button named by its read id', async () => {
  const name = 'text-input-and-submit-share-id';
  const fromKit = await submitKit(name, 'shared-id', async (bubble) => {
    await bubble.locator('cometchat-input input').fill('A fern cutting');
  });
  const fromChatforms = await submitChatforms(name, 'shared-id', 'Sign up', async (page) => {
    await page.getByRole('textbox', { name: 'Which plant do you bring?' }).fill('A fern cutting');
  });
  // The kit keys the value by the id the input and the button share, and names the button by it.
  expect(fromKit).toEqual(createEnvelope('1', { '1': 'A fern cutting' }));
  // chatforms reads the button as "1~2" but names it as the message writes it, as the kit does.
  expect(fromChatforms).toEqual(fromKit);
});

test('a dateTime with the unquoted-T dateTimeFormat: both send its default as the same wall time', async () => {
  const name = 'date-time-unquoted-t-format';
  // Nothing typed: the docs' required dateTime carries a default, which both submit.
  const fromKit = await submitKit(name, 'date-default', async () => {});
  const fromChatforms = await submitChatforms(name, 'date-default', 'Book', async () => {});
  expect(fromKit).toEqual(createEnvelope('book', { pickUp: '2026-05-04T09:30' }));
  expect(fromChatforms).toEqual(fromKit);
});

test('a dateTime with the unquoted-T dateTimeFormat and no from/to: the kit drops a typed value, chatforms sends it', async () => {
  const name = 'date-time-unquoted-t-format';
  // Measured: the kit submits the default, not the value typed (the element has no from and to, and
  // the kit rejects every date given to such a dateTime, see contract-message.ts); chatforms, which
  // reads the format as the mode's default, sends what the reader typed.
  const fromKit = await submitKit(name, 'date-typed', async (bubble) => {
    await bubble.locator('input#pickUp').fill('2026-05-04T10:00');
  });
  const fromChatforms = await submitChatforms(name, 'date-typed', 'Book', async (page) => {
    await page.getByLabel(/When do you come by/).fill('2026-05-04T10:00');
  });
  expect(fromKit).toEqual(createEnvelope('book', { pickUp: '2026-05-04T09:30' }));
  expect(fromChatforms).toEqual(createEnvelope('book', { pickUp: '2026-05-04T10:00' }));
});

test('booleans and numbers written as text: the kit and <InteractiveForm> send the same JSON', async () => {
  const name = 'booleans-and-numbers-as-text';
  const fromKit = await submitKit(name, 'scalar-texts', async (bubble) => {
    await bubble.locator('cometchat-input input').fill('The chain slips');
    // The kit hides its native checkboxes behind their labels, as a reader sees them.
    await bubble.locator('cometchat-checkbox[name=extras] label').nth(1).click();
  });
  const fromChatforms = await submitChatforms(name, 'scalar-texts', 'Send', async (page) => {
    await page.getByRole('textbox', { name: 'What is broken?' }).fill('The chain slips');
    await page.getByRole('checkbox', { name: 'Oil the chain' }).check();
  });
  expect(fromKit).toEqual(createEnvelope('send', { fault: 'The chain slips', extras: ['oil'] }));
  expect(fromChatforms).toEqual(fromKit);
});
