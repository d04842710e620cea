import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { AxeBuilder } from '@axe-core/playwright';
import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { type RunningBuilderServer, startBuilderServer } from '../server/start-builder-server.js';

let server: RunningBuilderServer;
let browser: Browser;
let page: Page;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'builder-e2e-'));
  server = await startBuilderServer({
    port: 0,
    appDir: fileURLToPath(new URL('../dist/app', import.meta.url)),
    sandboxDataDir: dataDir,
    sandboxApiKey: 'e2e-key',
  });
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await page.goto(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('the main screen has no axe violations', async () => {
  await page
    .getByRole('button', { name: /Text input/ })
    .first()
    .waitFor();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('adding a text input by mouse shows it on the canvas and in every preview', async () => {
  await page
    .getByRole('button', { name: /Text input/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Your answer (text input)' }).waitFor();
  await page.getByLabel('Try it', { exact: true }).check();
  await page.getByRole('textbox', { name: 'Your answer' }).first().waitFor();
  expect(await page.getByRole('textbox', { name: 'Your answer' }).count()).toBeGreaterThanOrEqual(
    4,
  );
});

test('undo removes the new element and redo brings it back', async () => {
  const previews = page.getByRole('textbox', { name: 'Your answer' });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => previews.count()).toBe(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => previews.count()).toBeGreaterThanOrEqual(4);
});

test('the embedded sandbox answers the chat API on the same server', async () => {
  const response = await fetch(`${server.url}/sandbox-api/v3/users`, {
    headers: { apiKey: 'e2e-key' },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: unknown[] };
  expect(body.data.length).toBeGreaterThan(0);
});

test('a reload keeps the draft being edited', async () => {
  await page.reload();
  await page.getByRole('button', { name: 'Your answer (text input)' }).waitFor();
});

test('sending to a sandbox user answers with an id that reads back through the chat API', async () => {
  await page.getByRole('button', { name: 'Send…' }).click();
  await page.getByLabel('Receiver uid (type to search)').fill('cometchat-uid-2');
  const sender = page.getByLabel('Send on behalf of (sender uid)');
  if ((await sender.inputValue()) === '') await sender.fill('cometchat-uid-1');
  await page.getByRole('button', { name: 'Send message' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Message id' });
  await status.waitFor();
  const id = (await status.locator('code').innerText()).trim();
  const response = await fetch(`${server.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'e2e-key' },
  });
  const body = (await response.json()) as {
    data: { id: unknown; receiver: string; data: { interactiveData: { formFields: unknown[] } } }[];
  };
  const sent = body.data.find((message) => String(message.id) === id);
  expect(sent?.receiver).toBe('cometchat-uid-2');
  expect(sent?.data.interactiveData.formFields).toHaveLength(1);
});

test('the page says it is loading until the app replaces that, and says when JavaScript is off', async () => {
  const html = await (await fetch(server.url)).text();
  expect(html).toContain('Loading the builder…');
  expect(html).toContain('needs JavaScript');
  await page.getByRole('toolbar', { name: 'Add elements' }).waitFor();
  expect(await page.getByText('Loading the builder…').count()).toBe(0);
});
