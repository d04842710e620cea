import { chromiumLaunchOptions } from '@chatforms/chromium';
import type { SqlDatabase } from '@chatforms/server';
import { openPgliteDatabase } from '@chatforms/server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { bundleDemoPage } from './bundle-demo-page.js';
import { createOrderForm } from './order-form.js';
import { startRoundTrip } from './test-support/start-round-trip.js';

let database: SqlDatabase;
let roundTrip: Awaited<ReturnType<typeof startRoundTrip>>;
let browser: Browser;

beforeAll(async () => {
  database = await openPgliteDatabase();
  roundTrip = await startRoundTrip(database, await bundleDemoPage());
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await roundTrip?.close();
  await database?.close();
});

async function sendForm(receiver = 'cometchat-uid-2') {
  const form = createOrderForm(`${roundTrip.backendUrl}/submissions`, receiver);
  return roundTrip.chat.sendMessage(form, { onBehalfOf: 'cometchat-uid-1' });
}

async function openForm(messageId: string, uid = 'cometchat-uid-2'): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await page.goto(`${roundTrip.backendUrl}/demo?message=${messageId}&as=${uid}`);
  await page.getByRole('textbox', { name: 'Name' }).waitFor();
  return page;
}

async function fillForm(page: Page, day: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('Large');
  await page.getByLabel(/Delivery day/).fill(day);
}

async function countOrders(day: string): Promise<number> {
  const { rows } = await database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM example_orders WHERE day = $1',
    [day],
  );
  return rows[0]?.count ?? 0;
}

/** Sends a body from the page, as a script on it would, with or without the reader's token. */
function sendFromPage(page: Page, body: string, withToken: boolean) {
  return page.evaluate(
    async ({ body, withToken }) => {
      const token = (globalThis as unknown as { submissionToken: string }).submissionToken;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (withToken) headers.Authorization = `Bearer ${token}`;
      const response = await fetch('/submissions', { method: 'POST', headers, body });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { body, withToken },
  );
}

test('a reader’s submission is accepted once, marks the message interacted in the sandbox, and its receipts reach the webhook', async () => {
  const sent = await sendForm();
  const page = await openForm(sent.id);
  await fillForm(page, '2026-03-10');
  const [request, response] = await Promise.all([
    page.waitForRequest('**/submissions'),
    page.waitForResponse('**/submissions'),
    page.getByRole('button', { name: 'Order' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const accepted = (await response.json()) as { ok: boolean; orderNumber: number };
  expect(accepted).toEqual({ ok: true, orderNumber: expect.any(Number) });
  await expect
    .poll(() => page.getByText('Thank you for filling out the form.').isVisible())
    .toBe(true);
  expect(await countOrders('2026-03-10')).toBe(1);

  // A double submit: the same request twice more, at once, is answered with the first answer.
  const body = request.postData() ?? '';
  const again = await Promise.all([sendFromPage(page, body, true), sendFromPage(page, body, true)]);
  expect(again).toEqual([
    { status: 201, body: accepted },
    { status: 201, body: accepted },
  ]);
  expect(await countOrders('2026-03-10')).toBe(1);

  const stored = await roundTrip.chat.getMessage(sent.id);
  expect(stored.data.interactions).toEqual([
    { elementId: 'order', interactedAt: expect.any(Number) },
  ]);
  const receiptsOfSent = () =>
    roundTrip.backend.events.flatMap((event) =>
      (event.trigger === 'message_delivery_receipt' || event.trigger === 'message_read_receipt') &&
      event.data.body.messageId === sent.id
        ? [event.trigger]
        : [],
    );
  await expect
    .poll(receiptsOfSent, { timeout: 10_000 })
    .toEqual(['message_delivery_receipt', 'message_read_receipt']);
  await page.context().close();
}, 120_000);

test('the service’s own field error appears under its field', async () => {
  const first = await openForm((await sendForm()).id);
  await fillForm(first, '2026-04-01');
  await first.getByRole('button', { name: 'Order' }).click();
  await expect
    .poll(() => first.getByText('Thank you for filling out the form.').isVisible())
    .toBe(true);

  const second = await openForm((await sendForm()).id);
  await fillForm(second, '2026-04-01');
  const [response] = await Promise.all([
    second.waitForResponse('**/submissions'),
    second.getByRole('button', { name: 'Order' }).click(),
  ]);
  expect(response.status()).toBe(422);
  const day = second.getByLabel(/Delivery day/);
  await expect.poll(() => day.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await day.getAttribute('aria-describedby')) ?? '';
  const descriptions = await Promise.all(
    describedBy.split(' ').map((id) => second.locator(`[id="${id}"]`).textContent()),
  );
  expect(descriptions.join(' ')).toContain('That day is fully booked: choose another');
  expect(await countOrders('2026-04-01')).toBe(1);
});

type Envelope = { data: { formData: Record<string, unknown> } };

test.each([
  [
    'an option the form does not offer',
    'size',
    (formData: Record<string, unknown>) => (formData.size = 'huge'),
  ],
  [
    'a day outside the form’s range',
    'day',
    (formData: Record<string, unknown>) => (formData.day = '2027-02-01'),
  ],
  ['a required field removed', 'name', (formData: Record<string, unknown>) => delete formData.name],
])(
  '%s, changed on its way from the browser, is refused with 422 under its field',
  async (_case, elementId, tamper) => {
    const page = await openForm((await sendForm()).id);
    await fillForm(page, '2026-05-20');
    await page.route('**/submissions', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Envelope;
      tamper(body.data.formData);
      await route.continue({ postData: JSON.stringify(body) });
    });
    const [response] = await Promise.all([
      page.waitForResponse('**/submissions'),
      page.getByRole('button', { name: 'Order' }).click(),
    ]);
    expect(response.status()).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual([elementId]);
    await expect.poll(() => page.getByText(errors[elementId]!).isVisible()).toBe(true);
    expect(await countOrders('2026-05-20')).toBe(0);
    await page.context().close();
  },
);

test('a key the form does not have, added on its way from the browser, is refused with 422 and named under the button', async () => {
  const page = await openForm((await sendForm()).id);
  await fillForm(page, '2026-05-21');
  await page.route('**/submissions', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Envelope;
    body.data.formData.discount = '100%';
    await route.continue({ postData: JSON.stringify(body) });
  });
  const [response] = await Promise.all([
    page.waitForResponse('**/submissions'),
    page.getByRole('button', { name: 'Order' }).click(),
  ]);
  expect(response.status()).toBe(422);
  expect(await response.json()).toMatchObject({ errors: {} });
  const failure = page.locator('.chatforms-action-error [role="alert"]');
  await expect
    .poll(() => failure.textContent())
    .toContain('The server said: Some values were refused: not a field of this form: discount.');
  expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ada Lovelace');
  expect(await countOrders('2026-05-21')).toBe(0);
  await page.context().close();
});

test('a request without the reader’s token is refused and not processed', async () => {
  const sent = await sendForm();
  const page = await openForm(sent.id);
  await fillForm(page, '2026-06-30');
  await page.route('**/submissions', (route) => route.abort());
  const [request] = await Promise.all([
    page.waitForRequest('**/submissions'),
    page.getByRole('button', { name: 'Order' }).click(),
  ]);
  await page.unroute('**/submissions');
  const answer = await sendFromPage(page, request.postData() ?? '', false);
  expect(answer).toMatchObject({ status: 401, body: { error: { code: 'ERR_UNAUTHENTICATED' } } });
  expect(await countOrders('2026-06-30')).toBe(0);
  expect((await roundTrip.chat.getMessage(sent.id)).data.interactions ?? []).toEqual([]);
  await page.context().close();
});

test('the demo hands out neither the form nor a token to a user it was not sent to', async () => {
  const sent = await sendForm('cometchat-uid-2');
  const session = (uid: string) =>
    fetch(`${roundTrip.backendUrl}/demo/session?message=${sent.id}&as=${encodeURIComponent(uid)}`);
  const stranger = await session('cometchat-uid-3');
  expect(stranger.status).toBe(403);
  expect(await stranger.json()).toMatchObject({ error: { code: 'ERR_NOT_A_RECIPIENT' } });
  expect((await session('no-such-user-<script>')).status).toBe(403);
  expect((await session('cometchat-uid-2')).status).toBe(200);
});
