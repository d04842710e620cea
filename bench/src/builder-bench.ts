import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import { createLargeFormMessage } from '@chatforms/fixtures';
import { chromium, type Page } from 'playwright-core';

import { benchFolder } from './build-pages.js';
import { summarize, type Summary } from './statistics.js';

/** The builder app's download and how fast it answers an author typing with a large form open. */
export interface BuilderResult {
  /** JS and CSS the first paint needs (index.html's own script and stylesheet), gzip level 9. */
  firstLoadGzippedBytes: number;
  /** Chunks loaded later (the JSON editor), gzip level 9. */
  lazyGzippedBytes: number;
  /** Open the page until the palette can be used. */
  readyMs: Summary;
  /** One keystroke in the inspector: the input event handled, the draft and canvas updated. */
  keystrokeMs: Summary;
  /** The same keystroke until all four previews show the new text. */
  previewMs: Summary;
  fieldCount: number;
}

/** How many page loads and keystrokes to measure. */
export interface BuilderBenchOptions {
  loads: number;
  keystrokes: number;
}

const builderDist = join(benchFolder, '../apps/builder/dist/');
const fieldCount = 30;

function measureAssets(): Pick<BuilderResult, 'firstLoadGzippedBytes' | 'lazyGzippedBytes'> {
  const html = readFileSync(join(builderDist, 'app/index.html'), 'utf8');
  const linked = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
  let firstLoad = 0;
  let lazy = 0;
  for (const name of readdirSync(join(builderDist, 'app/assets'))) {
    if (!/\.(js|css)$/.test(name)) continue;
    const bytes = gzipSync(readFileSync(join(builderDist, 'app/assets', name)), {
      level: 9,
    }).length;
    if (linked.has(name)) firstLoad += bytes;
    else lazy += bytes;
  }
  return { firstLoadGzippedBytes: firstLoad, lazyGzippedBytes: lazy };
}

function startBuilder(dataDir: string) {
  const child = spawn(
    process.execPath,
    [join(builderDist, 'server/main.js'), '--port', '0', '--data-dir', dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`builder server exited (${code}): ${output}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Types one character into the focused label field and times it, in the page, by its own clock. */
function timeKeystroke(page: Page, character: string) {
  return page.evaluate(async (typed) => {
    const input = document.activeElement as HTMLInputElement;
    const preview = document.querySelectorAll('.preview-frame');
    if (preview.length === 0) throw new Error('no preview frames to watch');
    const wanted = `${input.value}${typed}`;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const started = performance.now();
    setValue?.call(input, wanted);
    // React handles input events synchronously: when dispatch returns, the draft is updated.
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const handled = performance.now() - started;
    const shows = () => [...preview].every((frame) => frame.textContent?.includes(wanted));
    while (!shows()) await new Promise((resolve) => requestAnimationFrame(resolve));
    return { handled, preview: performance.now() - started };
  }, character);
}

/** Measures the built builder: its assets, and page loads and keystrokes in Chromium. */
export async function runBuilderBench(options: BuilderBenchOptions): Promise<BuilderResult> {
  if (!existsSync(join(builderDist, 'server/main.js')))
    throw new Error('apps/builder has no dist/ build: run `pnpm build` (or `pnpm bench`)');
  const dataDir = mkdtempSync(join(tmpdir(), 'chatforms-builder-bench-'));
  const server = startBuilder(dataDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const url = await server.url;
    const ready: number[] = [];
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    for (let load = 0; load < options.loads; load += 1) {
      const started = performance.now();
      await page.goto(url);
      await page.getByRole('button', { name: 'Text input', exact: true }).waitFor();
      ready.push(performance.now() - started);
    }
    // The 30-field test form is not a template an author would pick: it arrives as an imported file.
    await page.getByLabel('Import a message file').setInputFiles({
      name: 'large-form.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(createLargeFormMessage(fieldCount))),
    });
    await page.getByText(/^Imported large-form\.json/).waitFor();
    await page.getByLabel('Try it', { exact: true }).check();
    await page.locator('.preview-frame').first().waitFor();
    await page
      .getByRole('list', { name: 'Form elements' })
      .locator('.canvas-select')
      .nth(1)
      .click();
    await page.getByLabel('Label', { exact: true }).focus();
    const keystrokes = [];
    for (let index = 0; index < options.keystrokes; index += 1)
      keystrokes.push(await timeKeystroke(page, String.fromCharCode(97 + (index % 26))));
    return {
      ...measureAssets(),
      readyMs: summarize(ready),
      keystrokeMs: summarize(keystrokes.map((keystroke) => keystroke.handled)),
      previewMs: summarize(keystrokes.map((keystroke) => keystroke.preview)),
      fieldCount,
    };
  } finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
