import type { CDPSession } from 'playwright-core';

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
