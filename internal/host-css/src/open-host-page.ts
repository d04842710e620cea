import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** The card's image, drawn here: the page never leaves the machine. */
function drawCardImage(): Buffer {
  const image = new PNG({ width: 640, height: 320 });
  for (let index = 0; index < image.width * image.height; index += 1) {
    const stripe = Math.floor((index % image.width) / 80) % 2;
    image.data.set(stripe ? [232, 140, 60, 255] : [60, 120, 200, 255], index * 4);
  }
  return PNG.sync.write(image);
}

const cardImage = drawCardImage();

/**
 * Opens a host page in a fresh context (one locale, time zone and motion setting) and waits until
 * its six forms, the card's image and the fonts are ready.
 */
export async function openHostPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 800 },
  });
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: cardImage }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.locator('[data-bubble] .chatforms').nth(5).waitFor();
  // A form shows a loading line while its date patterns load.
  await page.waitForFunction(() => document.querySelector('.chatforms-loading') === null);
  // The card's image loads lazily: brought into view, it loads on any page length.
  for (const image of await page.locator('img').all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => document.fonts.ready);
  if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
  return page;
}
