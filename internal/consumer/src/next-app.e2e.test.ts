import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';

import { completionText, createTestForm } from './create-test-form.js';
import { launchChromium, openPage, type WatchedPage } from './open-chromium.js';
import { type AppServer, startAppServer } from './start-app-server.js';
import { type NextServer, startNextServer } from './start-next-server.js';
import { usePreparedApp } from './use-prepared-app.js';

// The app's app/page.tsx is the root README's Next.js block, verbatim: a server component that
// imports <InteractiveForm> and passes a server function. `next build` fails on it when the
// tarball's client modules lack 'use client' ("'useForm' is not exported from 'react-hook-form'").
// The global setup installs and builds it (prepare-apps.ts).
const app = usePreparedApp('next');
const opened: WatchedPage[] = [];
let backend: AppServer;
let next: NextServer;
let browser: Browser;
// Generous: the suite runs beside the others on two shared cores.
const uiTimeoutMs = 20_000;

const log = (line: string) => console.log(`[consumer] ${line}`);
const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

beforeAll(async () => {
  backend = await startAppServer();
  // With a date: Next.js hydrates by itself, before the dateTime chunk can have arrived.
  backend.message = createTestForm({
    submitUrl: `${backend.origin}/submit`,
    helpUrl: `${backend.origin}/help`,
    dayZone: 'Asia/Kolkata',
  });
  const started = Date.now();
  next = await startNextServer(app, {
    env: { NEXT_TELEMETRY_DISABLED: '1', CHAT_BACKEND_URL: backend.origin },
    readyPath: '/server-helpers',
  });
  log(`next start answered in ${secondsSince(started)} s`);
  browser = await launchChromium();
});

beforeEach(() => {
  backend.requests.length = 0;
});

afterEach(async () => {
  for (const watched of opened.splice(0)) await watched.context.close();
});

afterAll(async () => {
  await browser?.close();
  await next?.close();
  await backend?.close();
});

async function openNextPage(path: string) {
  const watched = await openPage(browser, `${next.origin}${path}`);
  opened.push(watched);
  return watched;
}

// The README's example passes no appId, region or bodyFormat: the web kit's envelope.
const expectedBody = {
  payload: { orderBy: 'cometchat-uid-2' },
  trigger: 'ui_message_interacted',
  appID: '',
  region: '',
  data: {
    sender: 'cometchat-uid-1',
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    messageCategory: 'interactive',
    messageType: 'form',
    messageId: '501',
    interactedBy: 'cometchat-uid-2',
    interactionTimezoneCode: expect.any(String),
    interactedElementId: 'order',
    formData: { dish: 'Soup', size: 'large', day: '2026-12-25' },
  },
};

test('next build puts <InteractiveForm> behind the client boundary of its own module', () => {
  const manifest = readFileSync(
    join(app, '.next', 'server', 'app', 'page_client-reference-manifest.js'),
    'utf8',
  );
  expect(manifest).toContain('@chatforms/react/dist/interactive-form.js');
  expect(manifest).not.toContain('@chatforms/react/dist/index.js');
});

test('the server sends the form in the page’s HTML, rendered from the message it fetched', async () => {
  const response = await fetch(next.origin);
  const html = await response.text();
  expect(response.status, next.output()).toBe(200);
  expect(html).toContain('Lunch order');
  expect(html).toMatch(/<div class="chatforms"[^>]*><form/);
  expect(html).toMatch(/<input[^>]*type="text"/);
  // The server's first render of the page waited for the dateTime code and streamed the form in
  // after its loading line, rather than sending only the loading line.
  expect(html).toMatch(/<input[^>]*type="date"[^>]*value="2026-12-25"/);
  const reads = backend.requests.filter((request) => request.path === '/messages/latest-form');
  expect(reads).toHaveLength(1);
});

test('a submit in Chromium posts the documented body, and the server function reports the interaction', async () => {
  const { page, logs } = await openNextPage('/');
  // A press in the server's markup before the page's script ran does nothing (the hydration suite
  // shows it, and that what was typed meanwhile is kept): the reader here presses once it has.
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('.chatforms form') ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    undefined,
    { timeout: uiTimeoutMs },
  );
  const dish = page.getByRole('textbox', { name: /Dish/ });
  await dish.fill('Soup');
  await page.getByRole('combobox', { name: /Size/ }).selectOption('large');
  await page.getByRole('button', { name: 'Order' }).click();
  await page
    .getByText(completionText)
    .waitFor({ timeout: uiTimeoutMs })
    .catch((error: Error) => {
      throw new Error(`no completion view: ${error.message}\n${logs.join('\n')}`);
    });
  const submit = backend.requests.find((request) => request.path === '/submit');
  expect(submit?.headers['content-type']).toBe('application/json');
  expect(JSON.parse(submit?.body ?? '')).toEqual(expectedBody);
  // The PATCH comes from the Next server, which ran the server function the browser called.
  const interaction = backend.requests.find((request) => request.method === 'PATCH');
  expect(interaction?.path).toBe('/messages/501/interacted');
  expect(interaction?.headers['content-type']).toBe('application/json');
  expect(JSON.parse(interaction?.body ?? '')).toEqual({ interactions: ['order'] });
  // A hydration mismatch (React error #418, as the form with a date once gave) or a failed server
  // function would show here.
  expect(logs).toEqual([]);
});

test('a server component calls core’s parser and the react package’s helpers that render nothing', async () => {
  const { page, logs } = await openNextPage('/server-helpers');
  const report = await page.locator('#report').textContent({ timeout: uiTimeoutMs });
  expect(JSON.parse(report ?? '')).toEqual({
    parsed: true,
    // A dot would be a path to react-hook-form, so the field name escapes it.
    fieldName: 'lunch%2Esize',
    elementId: 'lunch.size',
    requestFailed:
      'The server could not accept this (error 500). Your answers are kept; try again.',
  });
  expect(logs).toEqual([]);
});
