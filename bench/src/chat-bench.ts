import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';

import type { StepResult } from '../pages/bench-page.js';
import {
  historyVariantNames,
  inputVariantNames,
  type PageName,
  referenceNames,
  rendererNames,
} from './build-pages.js';
import { startStaticServer } from './static-server.js';
import { summarize, type Summary } from './statistics.js';
import { createThreadClock, measureEmptyStep, summarizeBeyond } from './thread-time.js';

/** The chat-history figures of one renderer or reference. */
export interface ChatResult {
  page: PageName;
  /**
   * One chat form (10 fields) mounted into a warm page, until rendered, styled and laid out; not
   * measured for a history variant, whose single form is its renderer's.
   */
  oneFormMs: Summary | undefined;
  /** The main thread's CPU time for the same mounts, beyond the harness's (see `thread-time.ts`). */
  oneFormCpuMs: Summary | undefined;
  /** A fresh page opened with one chat form: navigation start until the form is laid out. */
  firstFormMs: Summary | undefined;
  /** `formCount` chat forms mounted at once, as a chat history opens. */
  chatMountMs: Summary;
  /** The main thread's CPU time for the same mounts. */
  chatMountCpuMs: Summary;
  /** JS heap the mounted history keeps after a full garbage collection, beyond the empty page's. */
  retainedHeapBytes: Summary;
}

/**
 * How many forms make the history, how many rounds, how many single forms each round mounts (one
 * is quick and noisy, so a round takes several), and how many fresh pages per figure.
 */
export interface ChatBenchOptions {
  formCount: number;
  rounds: number;
  oneFormMounts: number;
  freshPages: number;
}

const pageNames: readonly PageName[] = [
  ...rendererNames,
  ...inputVariantNames,
  ...referenceNames,
  ...historyVariantNames,
];

/** Where a page is served: a variant is its renderer's page with a query. */
const pagePaths: Partial<Record<PageName, string>> = {
  'chatforms-live-history': 'chatforms.html?offscreen=live',
  'chatforms-parsed': 'chatforms.html?message=parsed',
};

/** Whether a page measures its single forms and its first form (a history variant does not). */
const measuresSingleForms = (name: PageName) =>
  !(historyVariantNames as readonly string[]).includes(name);

interface OpenPage {
  name: PageName;
  page: Page;
  readHeap: () => Promise<number>;
  readThreadMs: () => Promise<number>;
  errors: string[];
}

async function openPage(browser: Browser, origin: string, name: PageName): Promise<OpenPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/${pagePaths[name] ?? `${name}.html`}`);
  await page.waitForFunction(() => window.__bench !== undefined);
  const cdp = await context.newCDPSession(page);
  const readThreadMs = await createThreadClock(cdp);
  const readHeap = async () => {
    // Twice: objects with finalizers or weak references are freed by the second collection.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return usage.usedSize;
  };
  return { name, page, readHeap, readThreadMs, errors };
}

function mountChat(page: Page, formCount: number): Promise<StepResult> {
  return page.evaluate((count) => window.__bench.mountChat(count), formCount);
}

/** Mounts `formCount` forms: the ms timed in the page, and the main thread's CPU ms meanwhile. */
async function measureMountChat(open: OpenPage, formCount: number) {
  await open.page.evaluate((count) => window.__bench.prepareChat(count), formCount);
  const before = await open.readThreadMs();
  const step = await mountChat(open.page, formCount);
  return { ms: step.ms, cpuMs: (await open.readThreadMs()) - before };
}

function unmount(page: Page): Promise<void> {
  return page.evaluate(() => window.__bench.unmount());
}

interface Samples {
  /** CPU ms of the same step with no form: the harness's own calls, taken off the CPU figures. */
  emptyCpu: number[];
  oneForm: number[];
  oneFormCpu: number[];
  chatMount: number[];
  chatMountCpu: number[];
  retained: number[];
}

function createSamples(): Samples {
  return {
    emptyCpu: [],
    oneForm: [],
    oneFormCpu: [],
    chatMount: [],
    chatMountCpu: [],
    retained: [],
  };
}

/**
 * Fails the run unless chatforms' history with default props has every form static (none turns
 * live until the reader interacts with it), and the live history every form live.
 */
async function assertStaticUntilTouched(open: OpenPage, formCount: number): Promise<void> {
  const isLive = open.name === 'chatforms-live-history';
  if (open.name !== 'chatforms' && open.name !== 'chatforms-parsed' && !isLive) return;
  const counts = await open.page.evaluate(() => ({
    live: document.querySelectorAll('.chatforms:not([data-static])').length,
    static: document.querySelectorAll('.chatforms[data-static]').length,
  }));
  const isWrong = isLive ? counts.live !== formCount : counts.static !== formCount;
  if (isWrong) throw new Error(`${open.name}: ${counts.live} forms live, ${counts.static} static`);
}

/** One round of single forms, with the harness's own CPU beside them. */
async function measureSingleForms(open: OpenPage, options: ChatBenchOptions, samples: Samples) {
  if (!measuresSingleForms(open.name)) return;
  samples.emptyCpu.push(await measureEmptyStep(open.page, open.readThreadMs));
  for (let mount = 0; mount < options.oneFormMounts; mount += 1) {
    const one = await measureMountChat(open, 1);
    samples.oneForm.push(one.ms);
    samples.oneFormCpu.push(one.cpuMs);
    await unmount(open.page);
  }
}

/** One round of the history. */
async function measureHistory(open: OpenPage, options: ChatBenchOptions, samples: Samples) {
  samples.emptyCpu.push(await measureEmptyStep(open.page, open.readThreadMs));
  const history = await measureMountChat(open, options.formCount);
  samples.chatMount.push(history.ms);
  samples.chatMountCpu.push(history.cpuMs);
  await assertStaticUntilTouched(open, options.formCount);
  await unmount(open.page);
}

/**
 * The JS heap the history keeps, in rounds of its own after the timed ones: the forced collections
 * it needs reduce memory as a page under pressure does, and leave the next mounts recompiling cold
 * code for several mounts (measured: one chatforms form 7.8 → 10.1 ms right after, plain React 4.4
 * → 5.4, even the DOM floor 5.2 → 6.7), which is not a warm page.
 */
async function measureRetainedHeap(open: OpenPage, formCount: number, samples: Samples) {
  const empty = await open.readHeap();
  await mountChat(open.page, formCount);
  samples.retained.push((await open.readHeap()) - empty);
  await unmount(open.page);
}

/** The markup a floor's page makes of the first chat form, which the floors' fresh pages render. */
async function readFloorMarkup(floor: OpenPage): Promise<string> {
  await mountChat(floor.page, 1);
  const markup = await floor.page.evaluate(
    () => document.querySelector('.bench-bubble')?.innerHTML ?? '',
  );
  await unmount(floor.page);
  return markup;
}

async function measureFirstForm(
  browser: Browser,
  origin: string,
  name: PageName,
  floorMarkup: string,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A floor's first form renders markup the driver hands it, read from a page already open.
    const isFloor = name === 'dom-floor' || name === 'react-floor';
    const file = isFloor ? `${name}-first.html` : (pagePaths[name] ?? `${name}.html`);
    if (isFloor) await page.addInitScript((markup) => (window.__floorMarkup = markup), floorMarkup);
    await page.goto(`${origin}/${file}#first`);
    await page.waitForFunction(() => window.__firstForm !== undefined);
    return await page.evaluate(() => window.__firstForm as Promise<number>);
  } finally {
    await context.close();
  }
}

/**
 * Measures a chat history in every renderer and reference, taking turns round by round so load
 * from other work falls on all alike: one form, then `formCount` forms, each in rounds of its own
 * after a warm-up round, then the heap the history keeps, and the first form of a fresh page.
 */
export async function runChatBench(pagesFolder: string, options: ChatBenchOptions) {
  const server = await startStaticServer(pagesFolder);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const pages: OpenPage[] = [];
    for (const name of pageNames) pages.push(await openPage(browser, server.origin, name));
    const samples = pages.map(createSamples);
    // Single forms first, in rounds of their own, then the history's rounds. When each round
    // mounted its single forms right after the last round's history had been unmounted, one form's
    // ratio to plain React read 1.34×, 1.69× and 1.70× in three runs of the same pages at rest;
    // in rounds of their own, 1.52× and 1.55×.
    for (const step of [measureSingleForms, measureHistory]) {
      for (const open of pages) await step(open, options, createSamples());
      for (let round = 0; round < options.rounds; round += 1)
        for (const [index, open] of pages.entries())
          await step(open, options, samples[index] as Samples);
    }
    for (let round = 0; round < options.rounds; round += 1)
      for (const [index, open] of pages.entries())
        await measureRetainedHeap(open, options.formCount, samples[index] as Samples);
    const findPage = (name: PageName) => pages.find((open) => open.name === name) as OpenPage;
    const floorMarkup = await readFloorMarkup(findPage('dom-floor'));
    // React's floor must make the very DOM the DOM floor sets, or it would measure something else;
    // the ids useId generated may differ, as each page's own count of ids made so far.
    const reactFloorMarkup = await readFloorMarkup(findPage('react-floor'));
    const withoutIds = (markup: string) => markup.replaceAll(/_r_\w+_/g, '');
    if (withoutIds(reactFloorMarkup) !== withoutIds(floorMarkup))
      throw new Error(
        `react-floor made other markup than dom-floor:\n${reactFloorMarkup}\n${floorMarkup}`,
      );
    const firstForm = pages.map((): number[] => []);
    for (let load = 0; load < options.freshPages; load += 1)
      for (const [index, open] of pages.entries())
        if (measuresSingleForms(open.name))
          firstForm[index]?.push(
            await measureFirstForm(browser, server.origin, open.name, floorMarkup),
          );
    for (const open of pages)
      if (open.errors.length > 0)
        throw new Error(`${open.name} page errors: ${open.errors.join('; ')}`);
    return pages.map((open, index): ChatResult => ({
      page: open.name,
      ...(measuresSingleForms(open.name)
        ? {
            oneFormMs: summarize(samples[index]?.oneForm ?? []),
            oneFormCpuMs: summarizeBeyond(
              samples[index]?.oneFormCpu ?? [],
              samples[index]?.emptyCpu ?? [],
            ),
            firstFormMs: summarize(firstForm[index] ?? []),
          }
        : { oneFormMs: undefined, oneFormCpuMs: undefined, firstFormMs: undefined }),
      chatMountMs: summarize(samples[index]?.chatMount ?? []),
      chatMountCpuMs: summarizeBeyond(
        samples[index]?.chatMountCpu ?? [],
        samples[index]?.emptyCpu ?? [],
      ),
      retainedHeapBytes: summarize(samples[index]?.retained ?? []),
    }));
  } finally {
    await browser.close();
    await server.close();
  }
}
