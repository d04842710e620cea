import { join } from 'node:path';

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';

import type { ReactMajor } from './create-consumer-app.js';
import { completionText, createTestForm } from './create-test-form.js';
import { launchChromium, openPage, type WatchedPage } from './open-chromium.js';
import { runOrThrow } from './run-command.js';
import { type AppServer, startAppServer } from './start-app-server.js';

// The apps' src/main.tsx is @chatforms/react's README chat history block, verbatim: a hundred
// forms with default props (static until touched), built with `vite build` and scrolled in Debian's Chromium.
const { historyApps } = inject('consumer');
const formCount = 100;
const uiTimeoutMs = 20_000;
const servers = {} as Record<ReactMajor, AppServer>;
let server: AppServer;
let browser: Browser;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  for (const react of [19, 18] as const) {
    await runOrThrow('npx', ['vite', 'build'], { cwd: historyApps[react] });
    const started = await startAppServer({ dist: join(historyApps[react], 'dist') });
    started.history = Array.from({ length: formCount }, (_, index) =>
      createTestForm({
        submitUrl: `${started.origin}/submit`,
        helpUrl: `${started.origin}/help`,
        id: `${1000 + index}`,
        title: `Lunch order ${index}`,
      }),
    );
    servers[react] = started;
  }
  browser = await launchChromium();
});

afterEach(async () => {
  for (const watched of opened.splice(0)) await watched.context.close();
});

afterAll(async () => {
  await browser?.close();
  for (const started of Object.values(servers)) await started.close();
});

async function openHistory(): Promise<WatchedPage> {
  server.requests.length = 0;
  const watched = await openPage(browser, server.origin);
  opened.push(watched);
  await watched.page
    .locator('.chatforms')
    .nth(formCount - 1)
    .waitFor({ state: 'attached', timeout: uiTimeoutMs })
    .catch((error: Error) => {
      throw new Error(`the history did not show: ${error.message}\n${watched.logs.join('\n')}`);
    });
  return watched;
}

const form = (page: Page, index: number) => page.locator('.chatforms').nth(index);
const isStatic = (form: Locator) => form.evaluate((root) => root.hasAttribute('data-static'));

/** Marks an element with a property of the page's own, so a test can tell whether it was replaced. */
const mark = (locator: Locator) =>
  locator.evaluate((element) => Object.assign(element, { keptByTest: true }));
const isMarked = (locator: Locator) =>
  locator.evaluate((element) => (element as { keptByTest?: boolean }).keptByTest === true);

/** Fills a form's fields, presses Order and waits for the completion view in that form. */
async function orderIn(root: Locator) {
  await root.getByRole('textbox', { name: /Dish/ }).fill('Soup');
  await root.getByRole('combobox', { name: /Size/ }).selectOption('large');
  await root.getByRole('button', { name: 'Order' }).click();
  await root.getByText(completionText).waitFor({ timeout: uiTimeoutMs });
}

/** The `data` of each body posted to the submit URL, in order. */
const submitted = () =>
  server.requests
    .filter((request) => request.method === 'POST' && request.path === '/submit')
    .map((request) => JSON.parse(request.body).data);
const submittedIds = () => submitted().map((data) => data.messageId);

describe.each([19, 18] as const)('on React %i', (react) => {
  beforeAll(() => {
    server = servers[react];
  });

  test('every form is static until the reader touches it, and whole in the accessibility tree', async () => {
    const { page, logs } = await openHistory();
    // No form turns live by itself, not even the newest in view: the reader's first touch does.
    expect(await page.locator('.chatforms[data-static]').count()).toBe(formCount);
    // A static form is the same markup, whole in Chromium's accessibility tree, which is what a
    // screen reader reads: every form's group, inputs and buttons are there with their names.
    // (`content-visibility: auto` would leave all but the first hundred or so skipped nodes out.)
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    const named = nodes.map((node) => `${node.role?.value} ${node.name?.value}`);
    expect(named.filter((line) => /^group Lunch order \d+$/.test(line))).toHaveLength(formCount);
    expect(named.filter((line) => /^textbox Dish/.test(line))).toHaveLength(formCount);
    expect(named.filter((line) => line === 'button Order')).toHaveLength(formCount);
    expect(logs).toEqual([]);
  });

  test('find-in-page reaches a far static form, which the reader then fills and sends', async () => {
    const { page } = await openHistory();
    const target = form(page, 90);
    // Chromium's window.find searches the page as its find bar does, and scrolls to the match.
    const found = await page.evaluate(() =>
      (window as unknown as { find(text: string): boolean }).find('Lunch order 90'),
    );
    expect(found).toBe(true);
    expect(await isStatic(target)).toBe(true);
    await orderIn(target);
    expect(await isStatic(target)).toBe(false);
    expect(submittedIds()).toEqual(['1090']);
  });

  test('a far form that takes focus turns live in place: the same input keeps the focus and what is typed', async () => {
    const { page } = await openHistory();
    const target = form(page, 60);
    const dish = target.getByRole('textbox', { name: /Dish/ });
    await mark(dish);
    expect(await isStatic(target)).toBe(true);
    await dish.focus();
    await page.keyboard.type('Soup');
    await expect.poll(() => isStatic(target), { timeout: uiTimeoutMs }).toBe(false);
    expect(await isMarked(dish)).toBe(true);
    expect(await dish.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await dish.inputValue()).toBe('Soup');
    await target.getByRole('combobox', { name: /Size/ }).selectOption('large');
    await target.getByRole('button', { name: 'Order' }).click();
    await target.getByText(completionText).waitFor({ timeout: uiTimeoutMs });
    expect(submitted()).toEqual([
      expect.objectContaining({ messageId: '1060', formData: { dish: 'Soup', size: 'large' } }),
    ]);
  });

  test('the newest form, scrolled to, stays static until touched, then submits', async () => {
    const { page } = await openHistory();
    const last = form(page, formCount - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await isStatic(last)).toBe(true);
    await orderIn(last);
    expect(submittedIds()).toEqual(['1099']);
  });
});
