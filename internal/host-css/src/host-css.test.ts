import { mkdirSync, writeFileSync } from 'node:fs';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { buildHostPage } from './build-host-page.js';
import { countDifferentPixels } from './compare-screenshots.js';
import { type HostName, readHostStylesheets, tailwindClasses } from './host-stylesheets.js';
import { diffFormStyles, findOverflows, type FormStyles, readFormStyles } from './measure-forms.js';
import { openHostPage } from './open-host-page.js';
import { type HostServer, startHostServer } from './start-host-server.js';

const bubbles = ['every-element', 'read-only', 'dark', 'card', 'completed', 'fallback'];
let server: HostServer;
let browser: Browser;

beforeAll(async () => {
  server = await startHostServer(await buildHostPage(), await readHostStylesheets());
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface MeasuredPage {
  styles: FormStyles;
  overflows: string[];
  screenshots: Map<string, Buffer>;
}

/** The first form pressed Submit while empty, so its errors show too. */
async function openPressedPage(host: HostName, width: number, className = ''): Promise<Page> {
  const query = new URLSearchParams({ width: String(width), class: className });
  const page = await openHostPage(browser, `${server.origin}/${host}?${query}`);
  const form = page.locator('[data-bubble=every-element]');
  await form.getByRole('button', { name: 'Submit' }).click();
  await form.locator('.chatforms-error').first().waitFor();
  return page;
}

// Each page is measured once and read by several tests: a page load costs seconds here.
const measured = new Map<string, Promise<MeasuredPage>>();

function measure(host: HostName, width: number): Promise<MeasuredPage> {
  const key = `${host} ${width}`;
  if (!measured.has(key)) {
    measured.set(
      key,
      (async () => {
        const page = await openPressedPage(host, width);
        const styles = await readFormStyles(page);
        const overflows = await findOverflows(page);
        const screenshots = new Map<string, Buffer>();
        for (const bubble of bubbles) {
          const shot = await page
            .locator(`[data-bubble=${bubble}]`)
            .screenshot({ animations: 'disabled' });
          screenshots.set(bubble, shot);
        }
        await page.context().close();
        return { styles, overflows, screenshots };
      })(),
    );
  }
  return measured.get(key)!;
}

describe.each([200, 320, 480])('given bubbles %i px wide', (width) => {
  test.each(['bootstrap', 'tailwind', 'hostile'] as const)(
    'with %s loaded, every element of the forms computes as on an unstyled page',
    async (host) => {
      const [unstyled, styled] = await Promise.all([
        measure('unstyled', width),
        measure(host, width),
      ]);
      // A page's worth of elements, so the comparison cannot pass on two empty pages.
      expect(Object.keys(unstyled.styles).length).toBeGreaterThan(150);
      expect(diffFormStyles(unstyled.styles, styled.styles)).toEqual([]);
    },
  );

  test.each(['unstyled', 'bootstrap', 'tailwind', 'hostile'] as const)(
    'with %s loaded, no element of the forms reaches past its bubble',
    async (host) => {
      expect((await measure(host, width)).overflows).toEqual([]);
    },
  );

  test.each(['bootstrap', 'tailwind', 'hostile'] as const)(
    'with %s loaded, the forms look as on an unstyled page, pixel for pixel',
    async (host) => {
      const [unstyled, styled] = await Promise.all([
        measure('unstyled', width),
        measure(host, width),
      ]);
      for (const bubble of bubbles) {
        const expected = unstyled.screenshots.get(bubble)!;
        const actual = styled.screenshots.get(bubble)!;
        const different = countDifferentPixels(expected, actual);
        if (different > 0) {
          // Kept for whoever reads the failure, out of the source tree.
          const folder = new URL(`../reports/screenshots/`, import.meta.url);
          mkdirSync(folder, { recursive: true });
          writeFileSync(new URL(`${bubble}-${width}-unstyled.png`, folder), expected);
          writeFileSync(new URL(`${bubble}-${width}-${host}.png`, folder), actual);
        }
        expect(different, `${bubble}: pixels that differ`).toBe(0);
      }
    },
  );
});

test('a dark form stays dark inside, every element of it reset to the browser style', async () => {
  const { styles } = await measure('unstyled', 480);
  const darkElements = Object.entries(styles).filter(([element]) => element.startsWith('dark '));
  const [, root] = darkElements[0]!;
  expect(root['background-color']).toBe('rgb(22, 27, 34)');
  const [, input] = darkElements.find(([element]) => element.includes(' input.chatforms-input'))!;
  expect([input['color-scheme'], input['background-color'], input.color]).toEqual([
    'dark',
    'rgb(13, 17, 23)',
    'rgb(230, 237, 243)',
  ]);
});

async function readRootStyles(page: Page, bubble: string, properties: string[]) {
  return page
    .locator(`[data-bubble=${bubble}] .chatforms`)
    .evaluate(
      (root, names) => names.map((name) => getComputedStyle(root).getPropertyValue(name)),
      properties,
    );
}

test("Tailwind's utilities on className restyle the form, its layer ordered after ours", async () => {
  const properties = ['padding-top', 'border-top-left-radius', 'font-size'];
  const plain = await openPressedPage('tailwind', 480);
  expect(await readRootStyles(plain, 'every-element', properties)).toEqual(['16px', '8px', '15px']);
  await plain.context().close();
  const styled = await openPressedPage('tailwind', 480, tailwindClasses.join(' '));
  expect(await readRootStyles(styled, 'every-element', properties)).toEqual(['0px', '0px', '18px']);
  await styled.context().close();
});

test("an app's rules on the form's class names and tokens still restyle it", async () => {
  const page = await openPressedPage('app-rules', 480);
  const form = page.locator('[data-bubble=every-element]');
  const label = form.locator('label.chatforms-label').first();
  expect(await label.evaluate((element) => getComputedStyle(element).textTransform)).toBe(
    'uppercase',
  );
  const submit = form.getByRole('button', { name: 'Submit' });
  expect(
    await submit.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.borderTopLeftRadius, style.backgroundColor];
    }),
  ).toEqual(['0px', 'rgb(124, 58, 237)']);
  await page.context().close();
});

test("the form sets its own system font, and takes the page's by its token", async () => {
  const unstyled = await openPressedPage('unstyled', 480);
  const [ownFont] = await readRootStyles(unstyled, 'every-element', ['font-family']);
  // The browser's default would be its serif font: the reason the form names one of its own.
  expect(ownFont).toMatch(/^system-ui, /);
  await unstyled.context().close();
  const page = await openPressedPage('app-rules', 480);
  expect(await readRootStyles(page, 'every-element', ['font-family'])).toEqual([ownFont]);
  expect(await readRootStyles(page, 'card', ['font-family'])).toEqual([
    '"DejaVu Sans Mono", monospace',
  ]);
  await page.context().close();
});
