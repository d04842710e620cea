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
}

/** Opens `url` in a new context, recording console errors and warnings and uncaught errors. */
export async function openPage(
  browser: Browser,
  url: string,
  beforeLoad?: () => void,
): Promise<WatchedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (beforeLoad !== undefined) await page.addInitScript(beforeLoad);
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      logs.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logs.push(`uncaught: ${error.message}`));
  await page.goto(url);
  return { context, page, logs };
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
