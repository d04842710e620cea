import { chromiumLaunchOptions } from '@chatforms/chromium';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';

/** Launches Debian's Chromium, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** A page of a fresh context, and what its console and scripts reported, for failure messages. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  logs: string[];
  /** Every request and WebSocket the page opened to a host other than 127.0.0.1, in order. */
  offLoopback: string[];
}

/**
 * Opens `url` in a new context (`viewport` sized, else Playwright's 1280 × 720), recording console
 * errors and warnings, uncaught errors and any request that leaves the loopback address.
 */
export async function openPage(
  browser: Browser,
  url: string,
  beforeLoad?: () => void,
  viewport?: { width: number; height: number },
): Promise<WatchedPage> {
  const context = await browser.newContext(viewport === undefined ? {} : { viewport });
  const offLoopback: string[] = [];
  const recordOffLoopback = (method: string, address: string) => {
    const { protocol, hostname } = new URL(address);
    if (protocol !== 'data:' && protocol !== 'blob:' && hostname !== '127.0.0.1')
      offLoopback.push(`${method} ${address}`);
  };
  context.on('request', (request) => recordOffLoopback(request.method(), request.url()));
  const page = await context.newPage();
  page.on('websocket', (socket) => recordOffLoopback('WebSocket', socket.url()));
  if (beforeLoad !== undefined) await page.addInitScript(beforeLoad);
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logs.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logs.push(`uncaught: ${error.message}`));
  await page.goto(url);
  return { context, page, logs, offLoopback };
}

/** The text of the elements an element's `aria-describedby` names: its accessible description. */
export function readDescription(locator: Locator): Promise<string> {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
}

/**
 * Presses Tab, as a keyboard user does, until `target` has the focus; answers how many presses it
 * took, or throws after `limit` presses.
 */
export async function pressTabUntilFocused(
  page: Page,
  target: Locator,
  limit = 30,
): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${limit} presses of Tab did not reach the target; the focus is on ${focused}`);
}
