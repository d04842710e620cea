import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest';

import type { ReactMajor } from './create-consumer-app.js';
import { completionText, createTestForm } from './create-test-form.js';
import { launchChromium, openPage, readDescription, type WatchedPage } from './open-chromium.js';
import { runOrThrow } from './run-command.js';
import { type AppServer, findClosedPort, startAppServer } from './start-app-server.js';

// The apps' src/main.tsx is the root README's "Render a form" block, verbatim: no `fetch` prop, no
// mocks. Built with `vite build` and served over real HTTP, it runs in Debian's Chromium, the only
// place where a `fetch` called on the wrong object throws "Illegal invocation".
const { apps } = inject('consumer');
const servers = {} as Record<ReactMajor, AppServer>;
const opened: WatchedPage[] = [];
let browser: Browser;
// Generous: the suite runs beside the others on two shared cores.
const uiTimeoutMs = 20_000;

beforeAll(async () => {
  for (const react of [19, 18] as const) {
    await runOrThrow('npx', ['vite', 'build'], { cwd: apps[react] });
    servers[react] = await startAppServer({ dist: join(apps[react], 'dist') });
  }
  browser = await launchChromium();
});

afterEach(async () => {
  for (const watched of opened.splice(0)) await watched.context.close();
});

afterAll(async () => {
  await browser?.close();
  for (const server of Object.values(servers)) await server.close();
});

/** Serves the test form (submitting to `submitUrl`) and opens the app on it. */
async function openForm(
  server: AppServer,
  submitUrl = `${server.origin}/submit`,
  day: { dayFormat?: string; dayZone?: string; beforeLoad?: () => void } = {},
) {
  const { beforeLoad, ...dayOptions } = day;
  server.message = createTestForm({ submitUrl, helpUrl: `${server.origin}/help`, ...dayOptions });
  server.requests.length = 0;
  server.submitAnswer = { status: 200, body: { ok: true } };
  const watched = await openPage(browser, server.origin, beforeLoad);
  opened.push(watched);
  await watched.page
    .getByRole('textbox', { name: /Dish/ })
    .waitFor({ timeout: uiTimeoutMs })
    .catch((error: Error) => {
      throw new Error(`the form did not show: ${error.message}\n${watched.logs.join('\n')}`);
    });
  return watched;
}

async function fillAndSubmit(page: Page) {
  await page.getByRole('textbox', { name: /Dish/ }).fill('Soup');
  await page.getByRole('combobox', { name: /Size/ }).selectOption('large');
  await page.getByRole('button', { name: 'Order' }).click();
}

async function expectValuesKept(page: Page) {
  expect(await page.getByRole('textbox', { name: /Dish/ }).inputValue()).toBe('Soup');
  expect(await page.getByRole('combobox', { name: /Size/ }).inputValue()).toBe('large');
}

/** Waits for the first failure under a button, then checks it says `text`. */
async function expectFailure(watched: WatchedPage, text: string, timeout = uiTimeoutMs) {
  const failure = watched.page.locator('.chatforms-action-error [role="alert"]').first();
  await failure.waitFor({ timeout }).catch((error: Error) => {
    throw new Error(`no failure shown: ${error.message}\n${watched.logs.join('\n')}`);
  });
  expect(await failure.textContent(), watched.logs.join('\n')).toContain(text);
}

async function expectCompletion(watched: WatchedPage) {
  await watched.page
    .getByText(completionText)
    .waitFor({ timeout: uiTimeoutMs })
    .catch(async (error: Error) => {
      const alerts = await watched.page.getByRole('alert').allTextContents();
      throw new Error(
        `no completion view: ${error.message}\nalerts: ${alerts.join(' | ')}\n${watched.logs.join('\n')}`,
      );
    });
}

// The README's example passes no appId, region or bodyFormat: the web kit's envelope, as the kit
// sends it without app settings, with the message's ids and the reader's answers under formData.
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
    formData: { dish: 'Soup', size: 'large' },
  },
};

const submits = (server: AppServer) =>
  server.requests.filter((request) => request.method === 'POST' && request.path === '/submit');

test('a submit posts the documented body, reports the interaction as JSON and shows the completion view', async () => {
  const server = servers[19];
  const watched = await openForm(server);
  await fillAndSubmit(watched.page);
  await expectCompletion(watched);
  const [submit] = submits(server);
  expect(submit?.headers['content-type']).toBe('application/json');
  expect(JSON.parse(submit?.body ?? '')).toEqual(expectedBody);
  const interaction = server.requests.find((request) => request.method === 'PATCH');
  expect(interaction?.path).toBe('/messages/501/interacted');
  // Without it a JSON body parser such as express.json() skips the body.
  expect(interaction?.headers['content-type']).toBe('application/json');
  expect(JSON.parse(interaction?.body ?? '')).toEqual({ interactions: ['order'] });
});

test('a 422 answer shows each message under its field and keeps every value', async () => {
  const server = servers[19];
  const watched = await openForm(server);
  server.submitAnswer = {
    status: 422,
    body: { errors: { dish: 'We are out of soup today.', size: 'Large is sold out.' } },
  };
  await fillAndSubmit(watched.page);
  await expectFailure(watched, 'Some answers need a change');
  const { page } = watched;
  expect(await readDescription(page.getByRole('textbox', { name: /Dish/ }))).toContain(
    'We are out of soup today.',
  );
  expect(await readDescription(page.getByRole('combobox', { name: /Size/ }))).toContain(
    'Large is sold out.',
  );
  await expectValuesKept(page);
});

test('a 500 answer shows an error, keeps every value, and Try again succeeds once the server answers 200', async () => {
  const server = servers[19];
  const watched = await openForm(server);
  server.submitAnswer = { status: 500, body: { error: 'boom' } };
  await fillAndSubmit(watched.page);
  await expectFailure(watched, 'error 500');
  await expectValuesKept(watched.page);
  server.submitAnswer = { status: 200 };
  await watched.page.getByRole('button', { name: 'Try again' }).click();
  await expectCompletion(watched);
  expect(submits(server)).toHaveLength(2);
});

test('a refused connection shows an error, keeps every value, and Try again succeeds once a server listens', async () => {
  const port = await findClosedPort();
  const watched = await openForm(servers[19], `http://127.0.0.1:${port}/submit`);
  await fillAndSubmit(watched.page);
  await expectFailure(watched, 'could not be reached');
  await expectValuesKept(watched.page);
  const late = await startAppServer({ port });
  try {
    await watched.page.getByRole('button', { name: 'Try again' }).click();
    await expectCompletion(watched);
    expect(JSON.parse(submits(late)[0]?.body ?? '')).toMatchObject({
      data: { formData: { dish: 'Soup' } },
    });
  } finally {
    await late.close();
  }
});

// The README example sets no `requestTimeoutMs`, so this waits out the documented 15 s default once.
test('a request that gets no answer times out after 15 s, keeps every value, and Try again succeeds', async () => {
  const server = servers[19];
  const watched = await openForm(server);
  server.submitAnswer = 'hold';
  const started = Date.now();
  await fillAndSubmit(watched.page);
  await expectFailure(watched, 'took too long', 25_000);
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
  await expectValuesKept(watched.page);
  server.submitAnswer = { status: 200 };
  await watched.page.getByRole('button', { name: 'Try again' }).click();
  await expectCompletion(watched);
});

test('a urlNavigation button opens its URL in a new tab', async () => {
  const server = servers[19];
  const watched = await openForm(server);
  const [tab] = await Promise.all([
    watched.context.waitForEvent('page'),
    watched.page.getByRole('button', { name: 'Menu' }).click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${server.origin}/help`);
  expect(server.requests.some((request) => request.path === '/help')).toBe(true);
});

test('a custom dateTimeFormat loads the date code and date-fns as chunks of their own, then the form reads and submits', async () => {
  const server = servers[19];
  const chunks = readdirSync(join(apps[19], 'dist', 'assets'));
  for (const chunk of ['date-time-behaviour', 'date-time-pattern-engine'])
    expect(
      chunks.filter((name) => name.startsWith(chunk)),
      chunk,
    ).toHaveLength(1);
  const watched = await openForm(server, undefined, { dayFormat: 'dd/MM/yyyy' });
  const loaded = await watched.page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  for (const chunk of ['date-time-behaviour', 'date-time-pattern-engine'])
    expect(
      loaded.some((name) => name.includes(`/assets/${chunk}`)),
      chunk,
    ).toBe(true);
  const day = watched.page.getByLabel(/Delivery day/);
  await expect.poll(() => day.inputValue(), { timeout: uiTimeoutMs }).toBe('2026-12-25');
  await fillAndSubmit(watched.page);
  await expectCompletion(watched);
  const body = JSON.parse(submits(server)[0]?.body ?? '');
  expect(body.data.formData).toMatchObject({ dish: 'Soup', size: 'large' });
  expect(body.data.formData.day).toMatch(/^2026-12-2[4-6]$/);
});

/** Counts, in the page, each Intl formatter and collator built: Chromium's first costs 15 to 85 ms. */
function countIntlObjects() {
  const counts: Record<string, number> = {};
  const page = window as unknown as { intlObjectsBuilt: Record<string, number> };
  page.intlObjectsBuilt = counts;
  for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator'] as const) {
    const original = Intl[name];
    counts[name] = 0;
    const count = () => (counts[name] = (counts[name] ?? 0) + 1);
    Object.defineProperty(Intl, name, {
      configurable: true,
      writable: true,
      value: new Proxy(original, {
        construct: (target, args, newTarget) => (
          count(),
          Reflect.construct(target, args, newTarget)
        ),
        apply: (target, self, args) => (count(), Reflect.apply(target, self, args)),
      }),
    });
  }
  const compare = String.prototype.localeCompare;
  counts.localeCompare = 0;
  String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
    counts.localeCompare = (counts.localeCompare ?? 0) + 1;
    return compare.apply(this, args);
  };
}

test('a date in a named zone shows its offset, and the form builds no Intl formatter or collator in Chromium', async () => {
  const server = servers[19];
  const watched = await openForm(server, undefined, {
    dayZone: 'Asia/Kolkata',
    beforeLoad: countIntlObjects,
  });
  const day = watched.page.getByLabel(/Delivery day/);
  await expect.poll(() => day.inputValue(), { timeout: uiTimeoutMs }).toBe('2026-12-25');
  expect(await readDescription(day)).toBe('Time zone: Asia/Kolkata (GMT+05:30)');
  // Chromium has Temporal, which answers for zones; code-unit order compares canonical dates.
  expect(await watched.page.evaluate(() => 'Temporal' in globalThis)).toBe(true);
  expect(
    await watched.page.evaluate(
      () => (window as unknown as { intlObjectsBuilt: unknown }).intlObjectsBuilt,
    ),
  ).toEqual({ DateTimeFormat: 0, NumberFormat: 0, Collator: 0, localeCompare: 0 });
  await fillAndSubmit(watched.page);
  await expectCompletion(watched);
  // The kit's envelope sends a date as picked, whatever the reader's zone (docs/design.md).
  const { formData } = JSON.parse(submits(server)[0]?.body ?? '').data;
  expect(formData).toMatchObject({ dish: 'Soup', size: 'large', day: '2026-12-25' });
});

test('a form without dates loads no date chunk', async () => {
  const watched = await openForm(servers[19]);
  const loaded = await watched.page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  // The on-demand chunks by name: the bundler may name the chunk of first-load code that the page
  // shares with its on-demand chunks (zod, core's checks) after one module in it, date-time-pattern.js
  // (seen with Vite 8 after core's dateTime files moved into elements/date-time/).
  const onDemand = /\/assets\/date-time-(behaviour|pattern-engine|shapes)-/;
  expect(loaded.filter((name) => onDemand.test(name))).toEqual([]);
});

test('the same example renders and submits on React 18', async () => {
  const server = servers[18];
  const watched = await openForm(server);
  await fillAndSubmit(watched.page);
  await expectCompletion(watched);
  expect(JSON.parse(submits(server)[0]?.body ?? '')).toEqual(expectedBody);
  const interaction = server.requests.find((request) => request.method === 'PATCH');
  expect(JSON.parse(interaction?.body ?? '')).toEqual({ interactions: ['order'] });
});
