import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { chromiumLaunchOptions } from '@chatforms/chromium';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { bundle } from './build-page-scripts.js';

// A chat app's page with the reader's session cookie renders a form message whose button points at
// the app's own origin without saying so. Browsers resolve `http:/account/delete` and
// `//host/account/delete` against the page; the renderer must send nothing there.
let server: Server;
let origin: string;
let browser: Browser;
let script: string;
const requests: { method: string; path: string; cookie: string | undefined }[] = [];
let currentMessage: unknown;

function createMessage(url: string, actionType: 'apiAction' | 'urlNavigation') {
  return {
    id: '901',
    sender: 'cometchat-uid-1',
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        title: 'Confirm',
        formFields: [{ elementType: 'textInput', elementId: 'note', label: 'Note' }],
        submitElement: {
          elementType: 'button',
          elementId: 'go',
          buttonText: 'Go',
          action: { actionType, url, method: 'DELETE' },
        },
      },
    },
  };
}

beforeAll(async () => {
  script = await bundle('./cookie-page.tsx');
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path !== '/favicon.ico')
      requests.push({ method: request.method ?? '', path, cookie: request.headers.cookie });
    if (path === '/page.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
      return;
    }
    if (path === '/chat') {
      const json = JSON.stringify(currentMessage).replaceAll('<', '\\u003c');
      response
        .writeHead(200, {
          'Content-Type': 'text/html',
          'Set-Cookie': 'session=reader-secret; SameSite=Strict; Path=/',
        })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chat</title></head><body><script>globalThis.hostileMessage = ${json};</script><script type="module" src="/page.js"></script></body></html>`,
        );
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const hostileUrls = [
  'http:/account/delete',
  'http:account/delete',
  '//127.0.0.1/account/delete',
  'http:\\\\127.0.0.1\\account\\delete',
];

test.each(
  hostileUrls.flatMap((url) => [[url, 'apiAction'] as const, [url, 'urlNavigation'] as const]),
)(
  'a button whose url is %s (%s) is shown unusable and sends nothing, cookie or not',
  async (url, actionType) => {
    currentMessage = createMessage(url, actionType);
    requests.length = 0;
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/chat`);
    await page.getByRole('textbox', { name: 'Note' }).fill('delete everything');
    const button = page.getByRole('button', { name: 'Go' });
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
    await expect
      .poll(() => page.getByText(/This button cannot be used/).count())
      .toBeGreaterThan(0);
    await button.click({ force: true });
    await page.waitForTimeout(300);
    expect(context.pages()).toHaveLength(1);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /chat',
      'GET /page.js',
    ]);
    expect(await page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe(
      'delete everything',
    );
    expect(errors).toEqual([]);
    await context.close();
  },
);

test('the same button with an absolute url sends one request there, so the check above can see one', async () => {
  currentMessage = createMessage(`${origin}/account/delete`, 'apiAction');
  requests.length = 0;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/chat`);
  await page.getByRole('button', { name: 'Go' }).click();
  await expect.poll(() => requests.filter((request) => request.method === 'DELETE').length).toBe(1);
  expect(requests.find((request) => request.method === 'DELETE')).toMatchObject({
    path: '/account/delete',
    cookie: 'session=reader-secret',
  });
  await context.close();
});
