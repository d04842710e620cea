import { chromiumLaunchOptions } from '@chatforms/chromium';
import { createLargeFormMessage } from '@chatforms/fixtures';
import { type Browser, chromium, type Page } from 'playwright-core';

import type { BenchPageApi, StepResult } from '../pages/bench-page.js';
import { type RendererName, rendererNames } from './build-pages.js';
import { startStaticServer } from './static-server.js';
import { summarize, type Summary } from './statistics.js';
import { createThreadClock, measureEmptyStep, summarizeBeyond } from './thread-time.js';

/** The figures of one renderer on one form size. */
export interface RendererResult {
  renderer: RendererName;
  fieldCount: number;
  mountMs: Summary;
  mountRenders: Summary;
  keystrokeMs: Summary;
  keystrokeRenders: Summary;
  keystrokeMutations: Summary;
  submitMs: Summary;
  /** The main thread's CPU time for the same submits, beyond the harness's (see `thread-time.ts`). */
  submitCpuMs: Summary;
  submitRenders: Summary;
  submitErrors: number;
  /** chatforms only: the core share of a mount (lenient parse and defaults). */
  coreWorkMs?: Summary;
}

/** How many mounts per size, keystrokes per mount, and whether to warm up first. */
export interface BrowserBenchOptions {
  fieldCounts: readonly number[];
  mounts: number;
  keystrokesPerMount: number;
  warmUp: boolean;
}

/** The field typed into: field4 is the first optional text input of the large-form fixture. */
const typedFieldId = 'field4';

/** Required fields of the large-form fixture: how many a submit of the untouched form must flag. */
export function countRequiredFields(fieldCount: number): number {
  const { formFields } = createLargeFormMessage(fieldCount).data.interactiveData;
  return formFields.filter((field) => !field.optional).length;
}

type PageCall = 'mount' | 'typeOneChar' | 'submit' | 'unmount';

function callPage(page: Page, method: PageCall, argument?: number | string): Promise<StepResult> {
  return page.evaluate(
    ([name, value]) => {
      const api = window.__bench as unknown as Record<string, (input: unknown) => unknown>;
      return Promise.resolve(api[name]?.(value)) as Promise<StepResult>;
    },
    [method, argument] as const,
  );
}

interface Samples {
  mount: number[];
  mountRenders: number[];
  keystroke: number[];
  renders: number[];
  mutations: number[];
  submit: number[];
  submitCpu: number[];
  emptyCpu: number[];
  submitRenders: number[];
  errors: number[];
}

async function measureCoreWork(page: Page, fieldCount: number, runs: number) {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const ms = await page.evaluate((count) => window.__measureCoreWork?.(count), fieldCount);
    if (ms === undefined) return undefined;
    samples.push(ms);
  }
  return summarize(samples);
}

function createSamples(): Samples {
  return {
    mount: [],
    mountRenders: [],
    keystroke: [],
    renders: [],
    mutations: [],
    submit: [],
    submitCpu: [],
    emptyCpu: [],
    submitRenders: [],
    errors: [],
  };
}

async function runOneMount(
  { page, readThreadMs }: OpenPage,
  fieldCount: number,
  options: BrowserBenchOptions,
  samples: Samples,
) {
  samples.emptyCpu.push(await measureEmptyStep(page, readThreadMs));
  const mount = await callPage(page, 'mount', fieldCount);
  samples.mount.push(mount.ms);
  samples.mountRenders.push(mount.renders);
  const hasTypedField = fieldCount > 4;
  for (let key = 0; hasTypedField && key < options.keystrokesPerMount; key += 1) {
    const step = await callPage(page, 'typeOneChar', typedFieldId);
    samples.keystroke.push(step.ms);
    samples.renders.push(step.renders);
    samples.mutations.push(step.mutations);
  }
  const cpuBefore = await readThreadMs();
  const submit = await callPage(page, 'submit', countRequiredFields(fieldCount));
  samples.submitCpu.push((await readThreadMs()) - cpuBefore);
  samples.submit.push(submit.ms);
  samples.submitRenders.push(submit.renders);
  samples.errors.push(submit.errors);
  await callPage(page, 'unmount');
}

interface OpenPage {
  renderer: RendererName;
  page: Page;
  readThreadMs: () => Promise<number>;
  errors: string[];
}

async function openPage(
  browser: Browser,
  origin: string,
  renderer: RendererName,
): Promise<OpenPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/${renderer}.html`);
  await page.waitForFunction(() => (window as { __bench?: BenchPageApi }).__bench !== undefined);
  const readThreadMs = await createThreadClock(await context.newCDPSession(page));
  return { renderer, page, readThreadMs, errors };
}

async function summarizeRenderer(
  open: OpenPage,
  fieldCount: number,
  samples: Samples,
  runs: number,
) {
  const coreWork = await measureCoreWork(open.page, fieldCount, runs);
  return {
    ...(coreWork === undefined ? {} : { coreWorkMs: coreWork }),
    renderer: open.renderer,
    fieldCount,
    mountMs: summarize(samples.mount),
    mountRenders: summarize(samples.mountRenders),
    keystrokeMs: summarize(samples.keystroke),
    keystrokeRenders: summarize(samples.renders),
    keystrokeMutations: summarize(samples.mutations),
    submitMs: summarize(samples.submit),
    submitCpuMs: summarizeBeyond(samples.submitCpu, samples.emptyCpu),
    submitRenders: summarize(samples.submitRenders),
    submitErrors: summarize(samples.errors).median,
  };
}

/**
 * Measures every renderer on one size, taking turns mount by mount so that load from other work
 * on the machine falls on all three alike rather than on whichever ran at that moment.
 */
async function measureSize(
  pages: readonly OpenPage[],
  fieldCount: number,
  options: BrowserBenchOptions,
) {
  const samples = pages.map(() => createSamples());
  for (let mount = options.warmUp ? -1 : 0; mount < options.mounts; mount += 1) {
    for (const [index, open] of pages.entries()) {
      const target = mount < 0 ? createSamples() : (samples[index] as Samples);
      await runOneMount(open, fieldCount, options, target);
    }
  }
  const results: RendererResult[] = [];
  for (const [index, open] of pages.entries())
    results.push(
      await summarizeRenderer(open, fieldCount, samples[index] as Samples, options.mounts),
    );
  return results;
}

/** Serves the built pages, drives each renderer in Debian's Chromium, and returns its figures. */
export async function runBrowserBench(pagesFolder: string, options: BrowserBenchOptions) {
  const server = await startStaticServer(pagesFolder);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const pages: OpenPage[] = [];
    for (const renderer of rendererNames)
      pages.push(await openPage(browser, server.origin, renderer));
    const results: RendererResult[] = [];
    for (const fieldCount of options.fieldCounts)
      results.push(...(await measureSize(pages, fieldCount, options)));
    for (const open of pages)
      if (open.errors.length > 0)
        throw new Error(`${open.renderer} page errors: ${open.errors.join('; ')}`);
    results.sort((a, b) => rendererNames.indexOf(a.renderer) - rendererNames.indexOf(b.renderer));
    return { results, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
    await server.close();
  }
}
