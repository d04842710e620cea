import { chromiumLaunchOptions } from '@chatforms/chromium';
import { createNumberElement, createRatingElement, type FormMessageInput } from '@chatforms/core';
import { replaceWithSpecElements } from '@chatforms/core/editing';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { buildPageScripts } from './build-page-scripts.js';
import { createExtensionFields } from './contract-extensions.js';
import { type ContractServer, startContractServer } from './start-contract-server.js';

// Issue 40's rule: a message using element types the spec does not have (number, rating), opened in
// the chat service's stock web kit, and the same message with the builder's spec fallback.
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

async function openPage(page: 'kit' | 'chatforms', form: string, run: string) {
  const opened = { page: await (await browser.newContext()).newPage(), errors: [] as string[] };
  opened.page.on('pageerror', (error) => opened.errors.push(error.message));
  await opened.page.goto(`${server.origin}/${page}?form=${form}&run=${run}`);
  return opened;
}

async function readFormData(run: string, page: 'kit' | 'chatforms'): Promise<unknown> {
  const path = `/submissions/${page}/${run}`;
  await expect
    .poll(() => server.received.filter((request) => request.path === path).length)
    .toBe(1);
  const body = server.received.find((request) => request.path === path)?.body as {
    data: { formData: unknown };
  };
  return body.data.formData;
}

async function fillKitInputs(page: Page, values: readonly string[]) {
  const inputs = page.locator('cometchat-form-bubble cometchat-input input');
  await expect.poll(() => inputs.count()).toBe(values.length);
  for (const [index, value] of values.entries()) await inputs.nth(index).fill(value);
}

test('the fallback fields are what replaceWithSpecElements writes for the number and the rating', () => {
  const fields = createExtensionFields(false);
  const number = createNumberElement(fields[1] as Parameters<typeof createNumberElement>[0]);
  const rating = createRatingElement(fields[2] as Parameters<typeof createRatingElement>[0]);
  const message = {
    data: { interactiveData: { formFields: [fields[0], number, rating, fields[3]] } },
  } as unknown as FormMessageInput;
  expect(replaceWithSpecElements(message).data.interactiveData.formFields).toEqual(
    createExtensionFields(true),
  );
});

test('the stock kit shows "unknown element type" for a number and a rating, and submits the form without them although they are required', async () => {
  const { page, errors } = await openPage('kit', 'extensions', 'kit-number');
  const bubble = page.locator('cometchat-form-bubble');
  await bubble.locator('cometchat-button button').waitFor();
  // The kit writes this line, in English, where each element would be: the reader sees it twice.
  await expect.poll(() => bubble.getByText('unknown element type').count()).toBe(2);
  await fillKitInputs(page, ['Ada', 'By the window']);
  // The bubble itself does not fail; after the request it marks the message interacted through an
  // SDK that was never initialised, which rejects, so only errors before the press count.
  expect(errors).toEqual([]);
  await bubble.locator('cometchat-button button').click();
  expect(await readFormData('kit-number', 'kit')).toEqual({ name: 'Ada', note: 'By the window' });
  await page.context().close();
});

test('the stock kit renders the spec fallbacks as a text input and a single select, and sends both numbers as text', async () => {
  const { page, errors } = await openPage('kit', 'extensions-fallback', 'kit-fallback');
  const bubble = page.locator('cometchat-form-bubble');
  await bubble.locator('cometchat-button button').waitFor();
  expect(await bubble.getByText('unknown element type').count()).toBe(0);
  await fillKitInputs(page, ['Ada', '3', 'By the window']);
  // The ends' words travel in the options' labels, the only place the kit shows them.
  await bubble.locator('cometchat-single-select').getByText('3 – Great', { exact: true }).click();
  expect(errors).toEqual([]);
  await bubble.locator('cometchat-button button').click();
  expect(await readFormData('kit-fallback', 'kit')).toEqual({
    name: 'Ada',
    guests: '3',
    stay: '3',
    note: 'By the window',
  });
  await page.context().close();
});

test('chatforms sends the number and the rating as the same text, under the same keys', async () => {
  const { page, errors } = await openPage('chatforms', 'extensions', 'chatforms-number');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Guests' }).fill('3');
  await page.getByRole('textbox', { name: 'Note' }).fill('By the window');
  const stay = page.getByRole('radiogroup', { name: /Your stay/ });
  // Real key presses in Chromium: the browser's own radio group moves the choice.
  await stay.getByRole('radio', { name: '1' }).check();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => stay.getByRole('radio', { name: '3' }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await readFormData('chatforms-number', 'chatforms')).toEqual({
    name: 'Ada',
    guests: '3',
    stay: '3',
    note: 'By the window',
  });
  expect(errors).toEqual([]);
  await page.context().close();
});
