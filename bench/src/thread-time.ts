import type { CDPSession, Page } from 'playwright-core';

import { summarize, type Summary } from './statistics.js';

/**
 * Reads the page's main-thread CPU time in ms (Chromium's `ThreadTime` metric, through CDP). Unlike
 * the wall clock, it leaves out the time the thread waits while other work on the machine runs; it
 * includes the harness's own calls, which are the same for every page.
 */
export async function createThreadClock(cdp: CDPSession): Promise<() => Promise<number>> {
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const thread = metrics.find((metric) => metric.name === 'ThreadTime');
    if (thread === undefined) throw new Error('Chromium reported no ThreadTime metric');
    return thread.value * 1000;
  };
}

/**
 * The main thread's CPU ms of a step that mounts nothing (`mountChat(0)`): the harness's own calls
 * (CDP, `page.evaluate`, the wait for queued work), about 1 ms, which `summarizeBeyond` takes off.
 */
export async function measureEmptyStep(page: Page, readThreadMs: () => Promise<number>) {
  await page.evaluate(() => window.__bench.prepareChat(0));
  const before = await readThreadMs();
  await page.evaluate(() => window.__bench.mountChat(0));
  const cpuMs = (await readThreadMs()) - before;
  await page.evaluate(() => window.__bench.unmount());
  return cpuMs;
}

/** Summarizes CPU samples less the median CPU of the empty steps taken beside them. */
export function summarizeBeyond(cpuMs: readonly number[], emptyCpuMs: readonly number[]): Summary {
  const harness = summarize(emptyCpuMs).median;
  return summarize(cpuMs.map((ms) => ms - harness));
}
