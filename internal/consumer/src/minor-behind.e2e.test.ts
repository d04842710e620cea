import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { completionText, createTestForm } from './create-test-form.js';
import { launchChromium, openPage } from './open-chromium.js';
import { minorBehindVersions } from './prepare-apps.js';
import { type AppServer, startAppServer } from './start-app-server.js';
import { usePreparedApp } from './use-prepared-app.js';

// An app that already depends on zod and react-hook-form, each one minor version below the ones
// chatforms is built and tested with, exactly, and uses both in code of its own (made and built by
// the global setup: prepare-apps.ts). chatforms declares both as ranges, so npm keeps the app's copy
// for chatforms too and the bundle holds one of each.
const appVersions = minorBehindVersions;
const app = usePreparedApp('minor-behind');
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ dist: join(app, 'dist') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every copy of a package npm installed, by its folder in the lockfile, with its version. */
function listInstalledCopies(name: string): Record<string, string> {
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const copies = Object.entries(lock.packages).filter(([folder]) =>
    folder.endsWith(`node_modules/${name}`),
  );
  return Object.fromEntries(copies.map(([folder, entry]) => [folder, entry.version ?? '']));
}

/** The package folders of `name` whose modules went into the built app. */
function listBundledCopies(name: string): string[] {
  const ids = JSON.parse(
    readFileSync(join(app, 'dist', 'bundled-modules.json'), 'utf8'),
  ) as string[];
  const folder = new RegExp(`^(.*/node_modules/${name})/`);
  return [...new Set(ids.flatMap((id) => folder.exec(id)?.[1] ?? []))];
}

test("npm installs one zod and one react-hook-form, the app's own, for chatforms too", () => {
  expect(listInstalledCopies('zod')).toEqual({ 'node_modules/zod': appVersions.zod });
  expect(listInstalledCopies('react-hook-form')).toEqual({
    'node_modules/react-hook-form': appVersions['react-hook-form'],
  });
});

test("the built app bundles the app's zod and react-hook-form once each", () => {
  for (const name of ['zod', 'react-hook-form'] as const) {
    const copies = listBundledCopies(name);
    expect(copies, name).toEqual([join(app, 'node_modules', name)]);
    const bundled = JSON.parse(readFileSync(join(copies[0]!, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(bundled.version, name).toBe(appVersions[name]);
  }
  // Not a list that is empty by mistake: chatforms' own code is in it too.
  expect(listBundledCopies('@chatforms/react')).toHaveLength(1);
});

test('the app renders the form with those versions, submits it and shows the completion view', async () => {
  server.message = createTestForm({
    submitUrl: `${server.origin}/submit`,
    helpUrl: `${server.origin}/help`,
  });
  const { page, logs, context } = await openPage(browser, server.origin);
  try {
    const uiTimeoutMs = 20_000;
    await page.getByRole('textbox', { name: /Dish/ }).waitFor({ timeout: uiTimeoutMs });
    // Submitting empty shows react-hook-form's validation, with zod's check behind it.
    await page.getByRole('button', { name: 'Order' }).click();
    await page
      .getByRole('textbox', { name: /Dish/ })
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor({ timeout: uiTimeoutMs });
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await page.getByRole('textbox', { name: /Dish/ }).fill('Soup');
    await page.getByRole('combobox', { name: /Size/ }).selectOption('large');
    await page.getByRole('button', { name: 'Order' }).click();
    await page.getByText(completionText).waitFor({ timeout: uiTimeoutMs });
    const submit = server.requests.find(
      (request) => request.method === 'POST' && request.path === '/submit',
    );
    expect(JSON.parse(submit?.body ?? '{}')).toMatchObject({
      data: { formData: { dish: 'Soup', size: 'large' } },
    });
    // The app's own zod works in the same page.
    const isContact = (value: unknown) =>
      page.evaluate(
        (input) =>
          (
            window as unknown as { appOwn: { isContact(value: unknown): boolean } }
          ).appOwn.isContact(input),
        value,
      );
    expect([
      await isContact({ email: 'ada@example.org' }),
      await isContact({ email: 'x' }),
    ]).toEqual([true, false]);
    expect(logs).toEqual([]);
  } finally {
    await context.close();
  }
});
