import { join } from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { createTestForm } from './create-test-form.js';
import { launchChromium, openPage, type WatchedPage } from './open-chromium.js';
import { readRecipe, type Recipe } from './read-recipe.js';
import { type AppServer, startAppServer } from './start-app-server.js';
import { usePreparedApp } from './use-prepared-app.js';

/** A recipe's app, made and served for one test file. */
export interface RecipeApp {
  recipe: Recipe;
  /** The server of the app's files, the form and the requests it received (set once `beforeAll` ran). */
  readonly server: AppServer;
  /** Serves the test form and opens the app on it, once the form shows. */
  openRecipe: (viewport?: { width: number; height: number }) => Promise<WatchedPage>;
}

// Generous: the suite runs beside the others on two shared cores.
export const uiTimeoutMs = 20_000;

/**
 * docs/recipes/<kit>.md's app, which the global setup made from the page (prepare-apps.ts), served for
 * one file. Registers the file's hooks: the app is served before its tests, and each test's pages
 * closed after it.
 */
export function useRecipeApp(kit: 'chatscope' | 'stream'): RecipeApp {
  const recipe = readRecipe(kit);
  const app = usePreparedApp(`recipe-${kit}`);
  const opened: WatchedPage[] = [];
  let server: AppServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startAppServer({ dist: join(app, 'dist') });
    browser = await launchChromium();
  });

  afterEach(async () => {
    for (const watched of opened.splice(0)) await watched.context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const started = () => {
    if (server === undefined || browser === undefined)
      throw new Error(`the ${kit} app has not started`);
    return { server, browser };
  };

  return {
    recipe,
    get server() {
      return started().server;
    },
    async openRecipe(viewport) {
      const { server, browser } = started();
      server.message = createTestForm({
        submitUrl: `${server.origin}/submit`,
        helpUrl: `${server.origin}/help`,
      });
      server.requests.length = 0;
      server.submitAnswer = { status: 200, body: { ok: true } };
      const watched = await openPage(browser, server.origin, undefined, viewport);
      opened.push(watched);
      await watched.page
        .getByRole('textbox', { name: /Dish/ })
        .waitFor({ timeout: uiTimeoutMs })
        .catch((error: Error) => {
          throw new Error(`the form did not show: ${error.message}\n${watched.logs.join('\n')}`);
        });
      return watched;
    },
  };
}
