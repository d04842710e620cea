import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import type { SqlDatabase } from '@chatforms/server';
import { openPgliteDatabase, toNodeListener } from '@chatforms/server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { bundleAppointmentPage } from './bundle-appointment-page.js';
import { createAppointmentService } from './create-appointment-service.js';

let database: SqlDatabase;
let server: Server;
let serviceUrl: string;
let browser: Browser;

beforeAll(async () => {
  database = await openPgliteDatabase();
  // The forms name the service's address, known once it listens: the route is set after.
  const service: { route?: (request: Request) => Promise<Response> } = {};
  server = createServer((request, response) => toNodeListener(service.route!)(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.route = await createAppointmentService({
    database,
    publicUrl: serviceUrl,
    submissionSecret: 'a-submission-secret-of-32-characters-at-least',
    page: await bundleAppointmentPage(),
    log: () => {},
  });
  // Ready once it answers its page.
  expect((await fetch(`${serviceUrl}/`)).status).toBe(200);
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

/** The text of the focused element, once focus is on one whose text is `text`. */
async function expectFocusOn(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toBe(text);
}

/** Presses Enter on the next step's button and waits for the service's answer. */
async function pressAndWaitForAnswer(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse('**/submissions'),
    page.keyboard.press('Enter'),
  ]);
  return response.status();
}

test('a reader books by keyboard in three steps, each answered by the next, and the service stores each', async () => {
  const page = await browser.newPage();
  await page.goto(`${serviceUrl}/?as=reader-1`);
  await page.getByText('Book an appointment').waitFor();

  // Step 1: the service. Tab reaches the first chip, Space picks it, Tab reaches Next.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  expect(await pressAndWaitForAnswer(page)).toBe(200);

  // Step 2: the new form has the focus at its title, is announced, and starts empty.
  await expectFocusOn(page, 'Pick a time for your haircut');
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Sent\./);
  expect(await page.getByRole('radio').count()).toBe(4);
  expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
  // Tab reaches the group's first time; ArrowDown picks the second.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  expect(await pressAndWaitForAnswer(page)).toBe(200);

  // Step 3: what will be booked, and one button.
  await expectFocusOn(page, 'Confirm your appointment');
  await expect(page.getByText('Haircut, Monday 14:00').isVisible()).resolves.toBe(true);
  await page.keyboard.press('Tab');
  expect(await pressAndWaitForAnswer(page)).toBe(201);
  await expect
    .poll(() => page.getByText('Booked: Haircut, Monday 14:00. See you then!').isVisible())
    .toBe(true);

  const submissions = await database.query<{ element: string; values: unknown }>(
    `SELECT interacted_element_id AS element, form_values AS values
     FROM chatforms_submissions ORDER BY id`,
  );
  expect(submissions.rows).toEqual([
    { element: 'choose-service', values: { service: 'haircut' } },
    { element: 'choose-slot', values: { slot: 'mon-1400' } },
    { element: 'confirm', values: {} },
  ]);
  const appointments = await database.query(
    'SELECT slot, service, booked_by FROM example_appointments',
  );
  expect(appointments.rows).toEqual([
    { slot: 'mon-1400', service: 'haircut', booked_by: 'reader-1' },
  ]);
  await page.close();
});
