import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

import { buildPageScripts } from './build-page-scripts.js';
import type { ContractForm } from './contract-message.js';
import {
  type ContractServer,
  type ReceivedRequest,
  startContractServer,
} from './start-contract-server.js';

/** A page of the contract server and the errors it threw. */
export interface OpenedPage {
  page: Page;
  errors: string[];
}

/**
 * Registers a file's hooks: the contract server and one Chromium, started before its tests and
 * closed after them. Each page opens in a context of its own with `contextOptions` (a time zone, a
 * browser language).
 */
export function useContractPages(contextOptions: BrowserContextOptions = {}) {
  let server: ContractServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startContractServer(await buildPageScripts());
    browser = await chromium.launch(chromiumLaunchOptions);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    /** Opens the kit's page or chatforms' on `form`, posting its submission under `run`. */
    async openPage(
      page: 'kit' | 'chatforms',
      form: ContractForm,
      run: string,
    ): Promise<OpenedPage> {
      const context = await browser.newContext(contextOptions);
      const opened = { page: await context.newPage(), errors: [] as string[] };
      opened.page.on('pageerror', (error) => opened.errors.push(error.message));
      await opened.page.goto(`${server.origin}/${page}?form=${form}&run=${run}`);
      return opened;
    },
    /** Every request with a body the server received so far. */
    listReceived(): readonly ReceivedRequest[] {
      return server.received;
    },
    /** The JSON body of the one request the server received at `path`, once it has. */
    async waitForBody(path: string): Promise<unknown> {
      await expect
        .poll(() => server.received.filter((request) => request.path === path).length)
        .toBe(1);
      return server.received.find((request) => request.path === path)?.body;
    },
  };
}
