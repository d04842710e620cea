import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { findAxeViolations, severalAxeScans, startBuilder } from './start-builder.js';

// Each test takes three screenshots and scans each with axe.
vi.setConfig({ testTimeout: severalAxeScans });

const baselines = new URL('visual-baselines/', import.meta.url).pathname;
const diffs = new URL('../reports/visual-diffs/', import.meta.url).pathname;
// `pnpm visual:update` writes the screenshots as the new baselines instead of comparing.
const updating = process.env.BUILDER_VISUAL_UPDATE === '1';
// The renderer's visual baselines' tolerance (internal/storybook): anti-aliasing noise passes, a
// changed colour, size or spacing is far more.
const pixelThreshold = 0.1;
const allowedMismatchedPixelRatio = 0.002;

const viewports = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '1280x720', width: 1280, height: 720 },
  { name: '390x844', width: 390, height: 844 },
];

let session: BuilderSession;
let started = 0;

beforeAll(async () => {
  started = Date.now();
  session = await startBuilder();
});

afterAll(async () => {
  await session?.close();
  console.info(`visual baselines: ${Date.now() - started} ms for the file`);
});

/** The screenshot compared with its baseline: undefined when it matches, else what differs. */
async function compareWithBaseline(page: Page, name: string): Promise<string | undefined> {
  const actual = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const path = `${baselines}${name}.png`;
  if (updating) {
    mkdirSync(baselines, { recursive: true });
    writeFileSync(path, actual);
    return undefined;
  }
  if (!existsSync(path)) return `${name}: no baseline (pnpm visual:update writes it)`;
  const expected = PNG.sync.read(readFileSync(path));
  const shot = PNG.sync.read(actual);
  const { width, height } = expected;
  if (shot.width !== width || shot.height !== height)
    return `${name}: ${shot.width}×${shot.height}, the baseline is ${width}×${height}`;
  const diff = new PNG({ width, height });
  const mismatched = pixelmatch(expected.data, shot.data, diff.data, width, height, {
    threshold: pixelThreshold,
  });
  if (mismatched / (width * height) <= allowedMismatchedPixelRatio) return undefined;
  mkdirSync(diffs, { recursive: true });
  writeFileSync(`${diffs}${name}-actual.png`, actual);
  writeFileSync(`${diffs}${name}-diff.png`, PNG.sync.write(diff));
  return `${name}: ${mismatched} pixels differ (diff in reports/visual-diffs)`;
}

/**
 * Opens the builder afresh on the Survey template, on the Edit canvas, with its radio selected:
 * the inspector shows its sections (on a phone, the tap shows the inspector instead of the canvas).
 */
async function openSurvey(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Survey', exact: true }).click();
  await page.getByRole('dialog', { name: 'Templates' }).waitFor({ state: 'detached' });
  await page.locator('.edit-canvas .canvas-element-select').nth(1).click();
  await page.locator('#inspector-heading').waitFor();
  await page.mouse.move(0, 0);
}

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  test.each(viewports)(
    'the edit canvas, the Problems panel and Send at $name match their baselines, with no axe violations',
    async ({ name, width, height }) => {
      // A context per size and theme: what the builder keeps in the browser starts empty each time.
      const context = await session.browser.newContext({
        viewport: { width, height },
        colorScheme: theme,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const problems: string[] = [];
      const check = async (screen: string) => {
        const shot = `${screen}-${name}-${theme}`;
        problems.push(...(await findAxeViolations(page, shot)));
        const difference = await compareWithBaseline(page, shot);
        if (difference !== undefined) problems.push(difference);
      };
      try {
        await openSurvey(page, session.url);
        await check('edit');
        await page.getByRole('button', { name: /^Problems/ }).click();
        await page.getByRole('dialog', { name: 'Problems' }).waitFor();
        await check('problems');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Send…' }).click();
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
          .toBe('search');
        await check('send');
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    },
  );
});
