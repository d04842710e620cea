import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type Browser, chromium } from 'playwright-core';

import { benchFolder } from './build-pages.js';
import {
  addProfile,
  type CpuProfile,
  createProfileTally,
  type FindSourcePlace,
  type ProfileTally,
  toRepositoryPath,
} from './cpu-profile.js';
import { startStaticServer } from './static-server.js';

/** One profiled step: a page of the bench mounting a number of chat forms. */
export interface ProfileScenario {
  title: string;
  /** The page and its query, as the chat bench serves it. */
  path: string;
  formCount: number;
}

/** What was profiled in one scenario, with the page's own name for it. */
export interface ScenarioProfile {
  scenario: ProfileScenario;
  tally: ProfileTally;
}

/**
 * The scenarios of `pnpm --filter @chatforms/bench run profile`: chatforms' one form and history
 * with default props (static until the reader interacts), the history live from its first render
 * (`offscreen="live"`), also handed messages core already parsed, and React's floor (chatforms'
 * markup with no component behind it) and plain React beside them.
 */
const profileScenarios: readonly ProfileScenario[] = [
  { title: 'one form, chatforms', path: 'chatforms.html', formCount: 1 },
  { title: 'one form, React floor', path: 'react-floor.html', formCount: 1 },
  { title: 'one form, plain React', path: 'plain-react.html', formCount: 1 },
  { title: '100 forms, chatforms live', path: 'chatforms.html?offscreen=live', formCount: 100 },
  {
    title: '100 forms, chatforms live, parsed',
    path: 'chatforms.html?message=parsed&offscreen=live',
    formCount: 100,
  },
  { title: '100 forms, chatforms static', path: 'chatforms.html', formCount: 100 },
  { title: '100 forms, React floor', path: 'react-floor.html', formCount: 100 },
  { title: '100 forms, plain React', path: 'plain-react.html', formCount: 100 },
];

/** How many mounts warm a page up and how many are profiled, for one form and for a history. */
export interface ProfileOptions {
  warmUpMounts: number;
  oneFormMounts: number;
  historyMounts: number;
  /** The sampling interval in µs: 100 rather than V8's 1,000, since one form takes a few ms. */
  samplingIntervalUs: number;
}

/** Reads the source maps of the built pages (`buildPages('profile')`) to place each function. */
function createSourcePlaces(pagesFolder: string): FindSourcePlace {
  const repositoryRoot = `${benchFolder}..`;
  const maps = new Map<string, { map: TraceMap; folder: string } | undefined>();
  const readMap = (url: string) => {
    const file = `${pagesFolder}${new URL(url).pathname}.map`;
    if (!maps.has(url))
      maps.set(
        url,
        existsSync(file)
          ? { map: new TraceMap(readFileSync(file, 'utf8')), folder: dirname(file) }
          : undefined,
      );
    return maps.get(url);
  };
  return (url, line, column) => {
    // V8 gives -1 for a frame it has no position for (seen for a bound callback in a live
    // history): nothing to look up, like a frame outside the pages.
    if (!url.startsWith('http') || line < 0 || column < 0) return undefined;
    const read = readMap(url);
    // A script copied as it is (the render counter in pages/public) has no map of its own.
    if (read === undefined) return { file: `bench/pages/public${new URL(url).pathname}`, line };
    const position = originalPositionFor(read.map, { line: line + 1, column });
    if (position.source === null) return undefined;
    const file = toRepositoryPath(read.folder, position.source, repositoryRoot);
    return { file, line: position.line };
  };
}

/**
 * Profiles one scenario in a page of its own: mounts to warm it up, then mounts with V8's sampling
 * profiler running around each mount alone (the messages are made before, the last mount is
 * unmounted before), added into one tally. A mount runs until the bench's `settle` has forced
 * style and layout, as the chat bench times it.
 */
async function profileScenario(
  browser: Browser,
  origin: string,
  scenario: ProfileScenario,
  options: ProfileOptions,
  findPlace: FindSourcePlace,
): Promise<ScenarioProfile> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/${scenario.path}`);
    await page.waitForFunction(() => window.__bench !== undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: options.samplingIntervalUs });
    const mount = (count: number) => page.evaluate((n) => window.__bench.mountChat(n), count);
    for (let warmUp = 0; warmUp < options.warmUpMounts; warmUp += 1)
      await mount(scenario.formCount);
    const tally = createProfileTally();
    const mounts = scenario.formCount === 1 ? options.oneFormMounts : options.historyMounts;
    for (let index = 0; index < mounts; index += 1) {
      await page.evaluate((n) => {
        window.__bench.unmount();
        window.__bench.prepareChat(n);
      }, scenario.formCount);
      const finished = new Promise<CpuProfile>((resolve) =>
        cdp.once('Profiler.consoleProfileFinished', (event) => resolve(event.profile)),
      );
      // Started and stopped by the page itself, so the profile holds the mount and not the
      // protocol's round trips around it.
      await page.evaluate(async (n) => {
        console.profile('mount');
        await window.__bench.mountChat(n);
        console.profileEnd('mount');
      }, scenario.formCount);
      addProfile(tally, await finished, findPlace);
    }
    if (errors.length > 0) throw new Error(`${scenario.path} page errors: ${errors.join('; ')}`);
    return { scenario, tally };
  } finally {
    await context.close();
  }
}

/** Profiles every scenario, one after another in one browser, on the pages built for profiling. */
export async function runMountProfile(
  pagesFolder: string,
  options: ProfileOptions,
): Promise<ScenarioProfile[]> {
  const server = await startStaticServer(pagesFolder);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const findPlace = createSourcePlaces(pagesFolder);
  try {
    const profiles: ScenarioProfile[] = [];
    for (const scenario of profileScenarios)
      profiles.push(await profileScenario(browser, server.origin, scenario, options, findPlace));
    return profiles;
  } finally {
    await browser.close();
    await server.close();
  }
}
