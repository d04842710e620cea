import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { buildClientFiles, buildServerPage } from './build-pages.js';
import type { PageRecord } from './page-record.js';
import { type PageServer, startPageServer } from './start-page-server.js';

let server: PageServer;
let browser: Browser;
const clientFiles = { 19: new Map<string, string>(), 18: new Map<string, string>() };

beforeAll(async () => {
  const [client19, client18, server19, server18] = await Promise.all([
    buildClientFiles(19),
    buildClientFiles(18),
    buildServerPage(19),
    buildServerPage(18),
  ]);
  clientFiles[19] = client19;
  clientFiles[18] = client18;
  server = await startPageServer(clientFiles, { 19: server19, 18: server18 });
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page whose dateTime chunk is held back until `release` is called, and what it logged. */
interface HeldPage {
  page: Page;
  logs: string[];
  /** Resolves once the page asked for the dateTime chunk. */
  requested: Promise<void>;
  release: () => void;
}

async function openWithChunkHeld(path: string): Promise<HeldPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logs.push(message.text());
  });
  page.on('pageerror', (error) => logs.push(`uncaught: ${error.message}`));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(/\/date-time-behaviour-[^/]+\.js$/, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  await page.goto(`${server.origin}${path}`);
  return { page, logs, requested, release };
}

/** True once React has hydrated the element: it keeps its fiber on the node. */
function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

function readRecord(page: Page): Promise<Omit<PageRecord, 'serverInputs'>> {
  return page.evaluate(() => {
    const { serverInputs: _, ...record } = (globalThis as unknown as { pageRecord: PageRecord })
      .pageRecord;
    return record;
  });
}

test.each([19, 18] as const)(
  'the React %i page splits the dateTime code and the replay of early input into chunks of their own',
  (version) => {
    const names = [...clientFiles[version].keys()];
    expect(names).toContain('page.js');
    expect(names.filter((name) => name.startsWith('date-time-behaviour-'))).toHaveLength(1);
    // What replays a reader's typing into a form that waited comes with the code it waited for.
    expect(names.filter((name) => name.startsWith('replay-early-input-'))).toHaveLength(1);
    expect(clientFiles[version].get('page.js')).not.toContain('findWallTimeInstant');
  },
);

/** The values each submission of the page sent, once one was sent or a field shows an error. */
async function readSubmissionsAfterPress(page: Page, button = 'Book'): Promise<unknown[]> {
  await page.getByRole('button', { name: button }).click();
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { pageRecord: PageRecord }).pageRecord.submissions.length > 0 ||
      document.querySelector('.chatforms-error') !== null,
  );
  return (await readRecord(page)).submissions;
}

/** True when every input of the page is the node the server's markup made. */
function hasServerInputs(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const { serverInputs } = (globalThis as unknown as { pageRecord: PageRecord }).pageRecord;
    const inputs = [...document.querySelectorAll('#root input')];
    return (
      inputs.length === serverInputs.length &&
      inputs.every((input, index) => input === serverInputs[index])
    );
  });
}

describe.each([19, 18] as const)('given React %i', (version) => {
  test.each(['string', 'stream'] as const)(
    'a form with date, time and dateTime fields rendered to a %s hydrates without a mismatch while its dateTime chunk is late, keeping what was typed meanwhile',
    async (render) => {
      const { page, logs, requested, release } = await openWithChunkHeld(`/${version}/${render}`);
      await requested;
      await page.waitForFunction(
        () => (globalThis as unknown as { pageRecord: PageRecord }).pageRecord.hydrationStarted,
      );
      // Hydration has begun: the form waits in the server's markup, not hydrated and not replaced.
      expect((await readRecord(page)).recoverableErrors).toEqual([]);
      expect(await hasServerInputs(page)).toBe(true);
      const types = await page
        .locator('#root input')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).type));
      expect(types).toEqual(['text', 'date', 'time', 'datetime-local']);
      expect(await isHydrated(page, '#root input[type=date]')).toBe(false);
      // The reader types while the chunk is on its way, into a date field too.
      await page.getByLabel(/Patient name/).pressSequentially('Ada Lovelace');
      await page.getByLabel(/Call-back time/).fill('10:30');

      release();
      await page.waitForFunction(() => {
        const input = document.querySelector('#root input[type=date]');
        return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber$'));
      });
      expect(await hasServerInputs(page)).toBe(true);
      expect(await page.getByLabel(/Patient name/).inputValue()).toBe('Ada Lovelace');
      expect(await readSubmissionsAfterPress(page)).toEqual([
        { patient: 'Ada Lovelace', visitDate: '2026-12-07', callTime: '10:30', videoSlot: '' },
      ]);
      expect((await readRecord(page)).recoverableErrors).toEqual([]);
      expect(logs).toEqual([]);
      await page.context().close();
    },
  );

  test('a press before the page’s script ran submits nothing and reloads nothing; what was typed, chosen and checked reaches the form once it hydrates', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${version}/page.js`, async (route) => {
      await released;
      await route.continue();
    });
    const address = `${server.origin}/${version}/string?form=survey`;
    // Not until the DOM is loaded: that waits for the page's module script, held here.
    await page.goto(address, { waitUntil: 'commit' });
    // The server's markup, as a reader meets it on a slow connection: no script has run.
    await page.getByLabel(/Your name/).fill('Ada Lovelace');
    await page.getByLabel(/Your plan/).selectOption('team');
    await page.getByLabel('Web search').check();
    await page.getByLabel('Maybe').check();
    await page.getByRole('button', { name: 'Send answers' }).click();

    const replayLoaded = page.waitForResponse(/\/replay-early-input-[^/]+\.js$/);
    release();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('#root form') ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    );
    await replayLoaded;
    // The replay runs once its chunk is evaluated: a frame later it has.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(documents).toEqual([address]);
    expect(page.url()).toBe(address);
    expect(await hasServerInputs(page)).toBe(true);
    expect(await readSubmissionsAfterPress(page, 'Send answers')).toEqual([
      {
        name: 'Ada Lovelace',
        channels: ['friend', 'search'],
        plan: 'team',
        recommend: 'maybe',
        comments: '',
      },
    ]);
    expect((await readRecord(page)).recoverableErrors).toEqual([]);
    expect(logs).toEqual([]);
    await context.close();
  });

  test('a page that awaits loadDateTimeSupport() before hydrateRoot hydrates the form with the page', async () => {
    const { page, logs, requested, release } = await openWithChunkHeld(
      `/${version}/string?preload`,
    );
    await requested;
    // Nothing hydrates while the preload waits; once it resolves, the form hydrates at once.
    expect((await readRecord(page)).hydrationStarted).toBe(false);
    release();
    await page.waitForFunction(
      () => (globalThis as unknown as { pageRecord: PageRecord }).pageRecord.hydrationStarted,
    );
    expect(await isHydrated(page, '#root input[type=date]')).toBe(true);
    expect(await hasServerInputs(page)).toBe(true);
    await page.getByLabel(/Patient name/).pressSequentially('Grace Hopper');
    expect(await readSubmissionsAfterPress(page)).toEqual([
      { patient: 'Grace Hopper', visitDate: '2026-12-07', callTime: '', videoSlot: '' },
    ]);
    expect((await readRecord(page)).recoverableErrors).toEqual([]);
    expect(logs).toEqual([]);
    await page.context().close();
  });
});
