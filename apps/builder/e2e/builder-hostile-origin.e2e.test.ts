import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { BuilderSession } from './start-builder.js';
import { startBuilder } from './start-builder.js';

let session: BuilderSession;
let hostile: Server;
let hostileOrigin: string;
let hostilePage: Page;

/** A typed card number and a bearer token, sent the way a test submit from a form would send them. */
const secrets = { card: '4242424242424242', token: 'sk_live_hostile_test' };

beforeAll(async () => {
  // It reads what the server recorded: a server of its own, not the one the files share.
  session = await startBuilder({ ownServer: true });
  hostile = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>x</title>');
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  // Another site, not only another port: localhost is a different host name from 127.0.0.1.
  hostileOrigin = `http://localhost:${(hostile.address() as AddressInfo).port}`;
  hostilePage = await session.browser.newPage();
  await hostilePage.goto(hostileOrigin);
  const submitted = await fetch(`${session.url}/sandbox-api/sandbox/submissions/builder-preview`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secrets.token}` },
    body: JSON.stringify({ formData: { card: secrets.card } }),
  });
  expect(submitted.status).toBe(200);
});

afterAll(async () => {
  await session?.close();
  await new Promise((resolve) => hostile?.close(resolve));
});

/** Runs fetch in the hostile page; resolves with what the page could read, or the error it got. */
function fetchFromHostilePage(url: string, init: RequestInit = {}) {
  return hostilePage.evaluate(
    async ({ url, init }) => {
      try {
        const response = await fetch(url, init);
        return { read: true, status: response.status, text: await response.text() };
      } catch (error) {
        return { read: false, error: String(error) };
      }
    },
    { url, init },
  );
}

test('a page on another origin reads none of the recorded submissions, the config or the sandbox API', async () => {
  const urls = [
    `${session.url}/sandbox-api/sandbox/submissions/builder-preview`,
    `${session.url}/api/config`,
    `${session.url}/sandbox-api/v3/messages`,
  ];
  for (const url of urls) {
    expect(await fetchFromHostilePage(url), url).toMatchObject({ read: false });
  }
  const withKey = await fetchFromHostilePage(`${session.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'chatforms-builder-sandbox-key' },
  });
  expect(withKey).toMatchObject({ read: false });
});

test('a page on another origin cannot change or clear the recorded submissions, nor send through the builder', async () => {
  const base = `${session.url}/sandbox-api/sandbox/submissions/builder-preview`;
  const attempts = [
    fetchFromHostilePage(`${base}/behaviour`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 500 }),
    }),
    fetchFromHostilePage(base, { method: 'DELETE' }),
    fetchFromHostilePage(`${session.url}/sandbox-api/v3/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apiKey: 'chatforms-builder-sandbox-key' },
      body: '{}',
    }),
  ];
  for (const attempt of await Promise.all(attempts)) expect(attempt).toMatchObject({ read: false });
  // A simple request goes out without asking first; the builder's API must refuse it from another site.
  await hostilePage.evaluate(async (url) => {
    await fetch(url, { method: 'POST', mode: 'no-cors', body: '{"receiver":"x"}' });
  }, `${session.url}/api/chat/messages`);
  const messages = await fetch(`${session.url}/sandbox-api/v3/messages`, {
    headers: { apiKey: 'chatforms-builder-sandbox-key' },
  });
  expect((await messages.json()).data).toEqual([]);
  const recorded = await (await fetch(base)).json();
  expect(recorded.behaviour).toEqual({});
  expect(recorded.data).toHaveLength(1);
  // What the builder keeps is safe to show: the body, not the credentials it came with.
  expect(JSON.stringify(recorded)).not.toContain(secrets.token);
});

test('a page on another origin cannot show the builder in a frame to click through it', async () => {
  await hostilePage.evaluate(
    (url) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = url;
        document.body.append(frame);
      }),
    `${session.url}/`,
  );
  const framed = hostilePage.frames().filter((frame) => frame !== hostilePage.mainFrame());
  // Chromium shows its own error page in a frame the answer forbids, once the frame has loaded.
  await expect
    .poll(() => framed.map((frame) => frame.url()))
    .toEqual(['chrome-error://chromewebdata/']);
  await hostilePage.evaluate(() => document.querySelector('iframe')?.remove());
});

test('a poisoned share link opened from another origin leaves the builder working and says so', async () => {
  const poisoned = {
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        formFields: [{ elementType: { toString: 1 }, elementId: 'name', label: 'Name' }],
        submitElement: { elementType: 'button', elementId: 'send', buttonText: 'Send' },
      },
    },
  };
  const hash = Buffer.from(JSON.stringify(poisoned)).toString('base64url');
  const errors: string[] = [];
  hostilePage.on('pageerror', (error) => errors.push(error.message));
  await hostilePage.evaluate((link) => {
    window.location.href = link;
  }, `${session.url}/#message=${hash}`);
  await hostilePage.waitForURL(`${session.url}/**`);
  const page = hostilePage;
  await page
    .getByText(
      'The shared link does not hold a form the builder can open; your drafts are unchanged.',
    )
    .waitFor();
  expect(await page.getByText('Loading the builder…').count()).toBe(0);
  await page.getByRole('button', { name: 'Text input', exact: true }).click();
  await page.getByLabel('Label', { exact: true }).fill('Still works');
  await page.locator('.edit-canvas').getByText('Still works').waitFor();
  expect(errors).toEqual([]);
});
