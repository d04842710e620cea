import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { HostPageSetup } from './host-page-setup.js';
import type { HostName, HostStylesheets } from './host-stylesheets.js';

/** A loopback server of host pages: `/<host>?width=320&class=…`. */
export interface HostServer {
  origin: string;
  close(): Promise<void>;
}

function renderPage(stylesheets: HostStylesheets, setup: HostPageSetup): string {
  const links = stylesheets.css
    .map((_, index) => `<link rel="stylesheet" href="/${stylesheets.name}/${index}.css">`)
    .join('');
  // `<` escaped, so no text of the setup can close the script element.
  const json = JSON.stringify(setup).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${stylesheets.name}</title>${links}</head><body><script>globalThis.hostPageSetup = ${json};</script><script type="module" src="/page.js"></script></body></html>`;
}

/** Starts the server on a free loopback port; it is ready when this resolves. */
export async function startHostServer(
  script: string,
  hosts: Record<HostName, HostStylesheets>,
): Promise<HostServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const [, name = '', file] = url.pathname.split('/');
    if (name === 'page.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
      return;
    }
    const host = Object.hasOwn(hosts, name) ? hosts[name as HostName] : undefined;
    const css = file === undefined ? undefined : host?.css[Number.parseInt(file, 10)];
    if (host !== undefined && css !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/css' }).end(css);
    } else if (host !== undefined && file === undefined) {
      const width = Number(url.searchParams.get('width') ?? 480);
      const className = url.searchParams.get('class') ?? undefined;
      response
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(renderPage(host, { width, className }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
