import { rmSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

import { createConsumerApp } from './create-consumer-app.js';
import { createTestForm } from './create-test-form.js';
import { launchChromium, openPage, type WatchedPage } from './open-chromium.js';
import { readRecipe, type Recipe } from './read-recipe.js';
import { runOrThrow } from './run-command.js';
import { type AppServer, startAppServer } from './start-app-server.js';

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
 * docs/recipes/<kit>.md's own files and pins, written into a fresh app, compiled with the template's
 * strict tsconfig and built with Vite, so the page cannot drift from what runs here. Registers the
 * file's hooks: the app is made before its tests, each test's pages closed after it, and the app
 * (the kit's node_modules are large) removed at the end, so the run's own clean-up stays quick.
 */
export function useRecipeApp(kit: string): RecipeApp {
  const { root, tarballs } = inject('consumer');
  const recipe = readRecipe(kit);
  const app = join(root, `recipe-${kit}`);
  const opened: WatchedPage[] = [];
  let server: AppServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    await createConsumerApp(app, {
      tarballs,
      react: 19,
      main: recipe.main,
      files: recipe.files,
      dependencies: recipe.dependencies,
    });
    await runOrThrow('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: app });
    await runOrThrow('npx', ['vite', 'build'], { cwd: app });
    server = await startAppServer({ dist: join(app, 'dist') });
    browser = await launchChromium();
  });

  afterEach(async () => {
    for (const watched of opened.splice(0)) await watched.context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(app, { recursive: true, force: true });
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
