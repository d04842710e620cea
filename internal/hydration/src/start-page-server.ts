import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ReactVersion, ServerPage } from './build-pages.js';
import { findPageForm } from './page-forms.js';

/** A loopback server of hydration pages: `/19/string`, `/18/stream?form=survey`, … and their scripts. */
export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

// The inputs of the server's markup are taken by a classic script, which runs while the page is
// parsed, before any module script: hydration cannot have replaced them yet.
const recordScript = `<script>globalThis.pageRecord = { serverInputs: [...document.querySelectorAll('#root input')], recoverableErrors: [], submissions: [], hydrationStarted: false };</script>`;

async function renderPage(version: ReactVersion, html: string): Promise<string> {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React ${version}</title></head><body><div id="root">${html}</div>${recordScript}<script type="module" src="/${version}/page.js"></script></body></html>`;
}

/** Starts the server on a free loopback port; it is ready when this resolves. */
export async function startPageServer(
  clientFiles: Record<ReactVersion, Map<string, string>>,
  createServerPage: Record<ReactVersion, () => ServerPage>,
): Promise<PageServer> {
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, versionText = '', name = ''] = address.pathname.split('/');
    const version = Number(versionText) as ReactVersion;
    const script = clientFiles[version]?.get(name);
    if (script !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
      return;
    }
    if (!(version in createServerPage) || (name !== 'string' && name !== 'stream')) {
      response.writeHead(404).end();
      return;
    }
    const serverPage = createServerPage[version]();
    const form = findPageForm(address.searchParams);
    const render =
      name === 'string' ? serverPage.renderFormToString(form) : serverPage.renderFormToStream(form);
    render
      .then((html) => renderPage(version, html))
      .then(
        (page) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(page),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
