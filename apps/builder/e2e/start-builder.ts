import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { AxeBuilder } from '@axe-core/playwright';
import { chromiumLaunchOptions } from '@chatforms/chromium';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';

/** The builder server the e2e files share (builder-server-setup.ts) and a Chromium page on it. */
export interface BuilderSession {
  url: string;
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/** A started builder server: the built `dist/server/main.js`, with a sandbox of its own. */
export interface BuilderServer {
  url: string;
  stop(): void;
}

/** Resolves with the URL the server prints; rejects with everything it wrote when it exits first. */
function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => reject(new Error(`builder server exited (${code}):\n${output}`)));
  });
}

/** Starts the built server on a free port with a fresh sandbox; resolves once it prints its URL. */
export async function startBuilderProcess(): Promise<BuilderServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chatforms-builder-e2e-'));
  const main = new URL('../dist/server/main.js', import.meta.url).pathname;
  const child = spawn(process.execPath, [main, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(child);
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * Opens Debian's Chromium on the builder server the e2e files share: started once for the run,
 * since opening its submission database takes seconds on a busy machine. Each file's messages are
 * its own, and what the builder keeps in the browser starts empty in each new context; a file that
 * counts what the server recorded (its test target's submissions) asks for a server of its own.
 */
export async function startBuilder({ ownServer = false } = {}): Promise<BuilderSession> {
  const server = ownServer ? await startBuilderProcess() : undefined;
  const url = server?.url ?? inject('builderUrl');
  // A server of its own is not left running when Chromium fails to start.
  const browser = await chromium.launch(chromiumLaunchOptions).catch((error: unknown) => {
    server?.stop();
    throw error;
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(url);
  return {
    url,
    browser,
    page,
    async close() {
      await browser.close();
      server?.stop();
    },
  };
}

/** Saves a screenshot, of the full page unless told otherwise, under reports/screenshots. */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  const folder = new URL('../reports/screenshots/', import.meta.url).pathname;
  mkdirSync(folder, { recursive: true });
  const path = `${folder}${name}.png`;
  await page.screenshot({ path, fullPage });
}

/** Shows the four preview frames with their test-submit controls: "Try it" on the canvas. */
export async function showTryIt(page: Page): Promise<void> {
  const canvasTab = page.getByRole('tab', { name: 'Canvas' });
  if ((await canvasTab.getAttribute('aria-selected')) !== 'true') await canvasTab.click();
  await page.getByLabel('Try it', { exact: true }).check();
}

/** The accessible name of the focused element, read the way a screen reader would for these controls. */
export function readFocusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (element === null) return '';
    const labelled = element.getAttribute('aria-label');
    if (labelled !== null) return labelled;
    const source = (element as HTMLInputElement).labels?.[0] ?? element;
    const visible = source.cloneNode(true) as HTMLElement;
    for (const hidden of visible.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return (visible.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, as a keyboard user would,
 * and returns how many presses it took; fails when the whole page has been walked without reaching it.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  { backwards = false, limit = 250 } = {},
): Promise<number> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let presses = 0; presses < limit; presses += 1) {
    if (matches(await readFocusedName(page))) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(name)} in ${limit} presses`);
}

/** Chooses an item of one of the header's menus (File, Copy) by pointer, as most authors would. */
export async function chooseFromMenu(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Opens a message through Import, as an author with a file would, and waits for it to load. */
export async function importMessage(page: Page, message: unknown, name: string): Promise<void> {
  await page.getByLabel('Import a message file').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(message)),
  });
  await page.getByText(new RegExp(`^Imported ${name.replace('.', '\\.')}`)).waitFor();
}

/**
 * The time limit of a test that scans several screens with axe: a few seconds a scan on a loaded
 * two-core CI machine (nine scans once passed the default 60 s). A safety net, not a speed check.
 */
export const severalAxeScans = 180_000;

/**
 * Runs axe on the page as it stands (or on the part `include` selects) and names each violation with
 * the screen and its targets.
 */
export async function findAxeViolations(
  page: Page,
  screen: string,
  include?: string,
): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (include === undefined ? axe : axe.include(include)).analyze();
  return results.violations.map(
    (violation) =>
      `${screen}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Opens the JSON, Code and Problems tabs in turn, scanning each with axe. */
export async function findAxeViolationsInSourceViews(page: Page): Promise<string[]> {
  await page.getByRole('tab', { name: 'JSON' }).click();
  await page.getByRole('textbox', { name: 'Message JSON' }).waitFor();
  const violations = await findAxeViolations(page, 'JSON');
  await page.getByRole('tab', { name: 'Code' }).click();
  violations.push(...(await findAxeViolations(page, 'Code')));
  await page.getByRole('button', { name: /^Problems/ }).click();
  violations.push(...(await findAxeViolations(page, 'Problems')));
  return violations;
}
