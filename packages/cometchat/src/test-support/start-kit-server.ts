import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

import { generate } from 'selfsigned';

import type { PageFiles } from './build-kit-page.js';
import { createKitRecords, type KitSetup, readerId } from './kit-records.js';

/** A request the server received that was not for the page: the SDK's and the forms'. */
export interface ReceivedRequest {
  method: string | undefined;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** The kit page's server on loopback: the page, the chat API the SDK calls, and the forms' endpoints. */
export interface KitServer {
  origin: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body === '' ? undefined : (JSON.parse(body) as unknown)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** The card's image: drawn here, so the page loads nothing from outside the loopback server. */
const cardImage = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><rect width="320" height="120" fill="#2f7d5b"/></svg>`;

function renderPage(setup: KitSetup, page: 'page' | 'page6'): string {
  // `<` escaped, so no text of a message can close the script element.
  const json = JSON.stringify(setup).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>kit</title><link rel="stylesheet" href="/${page}.css"></head><body><div id="root"></div><script>globalThis.kitSetup = ${json};</script><script type="module" src="/${page}.js"></script></body></html>`;
}

/**
 * What the chat API answers the SDK, for the calls a login and a press make: an auth token for the
 * reader, their profile, empty app settings, and the documented `{success, message}` for a mark.
 */
function answerChatApi(method: string, path: string): [number, unknown] {
  const user = { uid: readerId, name: 'Reader', status: 'online', role: 'default' };
  if (method === 'POST' && path === `/v3/users/${readerId}/auth_tokens`)
    return [200, { data: { ...user, authToken: `${readerId}-token`, createdAt: 1718000000 } }];
  if (method === 'PUT' && path === '/v3/me') return [200, { data: user }];
  if (method === 'GET' && path === '/v3/settings') return [200, { data: {} }];
  const marked = /^\/v3\/messages\/(\d+)\/interacted$/.exec(path);
  if (method === 'PATCH' && marked !== null)
    return [200, { data: { success: true, message: `Message ${marked[1]} marked interacted.` } }];
  return [404, { error: { code: 'ERR_NOT_FOUND', message: `No ${method} ${path} here.` } }];
}

/**
 * Starts the server on a free loopback port, over HTTPS with a certificate made for the run: the
 * SDK writes `https://` before its client host. `/?theme=dark` renders the page in the kit's dark
 * theme, `/?plugin=none` without the plugin in the provider, `/?kit=6` the UI kit v6 page; every request under `/v3/` and `/submissions/` is recorded.
 */
export async function startKitServer(files: PageFiles): Promise<KitServer> {
  const received: ReceivedRequest[] = [];
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
  });
  const server = createServer({ key, cert }, async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const method = request.method ?? 'GET';
    const file = files.get(url.pathname.slice(1));
    if (method === 'GET' && file !== undefined) {
      response.writeHead(200, { 'Content-Type': file.contentType }).end(file.body);
      return;
    }
    if (method === 'GET' && url.pathname === '/images/card.svg') {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(cardImage);
      return;
    }
    if (method === 'GET' && url.pathname === '/') {
      const theme = url.searchParams.get('theme') === 'dark' ? 'dark' : 'light';
      const page = url.searchParams.get('kit') === '6' ? 'page6' : 'page';
      const withPlugin = url.searchParams.get('plugin') !== 'none';
      const records = createKitRecords(origin);
      const html = renderPage({ theme, withPlugin, readerId, records }, page);
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
      return;
    }
    const body = await readBody(request);
    received.push({ method, path: url.pathname, headers: request.headers, body });
    if (url.pathname.startsWith('/submissions/')) sendJson(response, 200, {});
    else sendJson(response, ...answerChatApi(method, url.pathname));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
