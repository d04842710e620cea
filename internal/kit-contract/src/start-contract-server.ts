import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { PageScripts } from './build-page-scripts.js';
import { isDocsFormName } from './contract-docs-forms.js';
import { type ContractForm, createContractSetup } from './contract-message.js';
import { createNextStepAnswer, nextStepRunPrefix } from './contract-next-step.js';

/** A request with a body the server received: its method, path, headers and JSON body. */
export interface ReceivedRequest {
  method: string | undefined;
  path: string;
  contentType: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A loopback server that serves both pages and records the submissions they send. */
export interface ContractServer {
  origin: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function renderPage(
  origin: string,
  page: 'kit' | 'chatforms',
  path: string,
  form: ContractForm,
): string {
  const setup = createContractSetup(`${origin}${path}`, form);
  // `<` escaped, so no text of the message can close the script element.
  const json = JSON.stringify(setup).replaceAll('<', '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page}</title></head><body><script>globalThis.contractSetup = ${json};</script><script type="module" src="/${page}.js"></script></body></html>`;
}

/** The message a page's `?form=` asks for; the support form when it names none. */
function readContractForm(requested: string | null): ContractForm {
  if (
    requested === 'dates' ||
    requested === 'card' ||
    requested === 'rules' ||
    requested === 'translations' ||
    requested === 'visibility' ||
    requested === 'extensions' ||
    requested === 'extensions-fallback'
  )
    return requested;
  if (requested?.startsWith('docs-') && isDocsFormName(requested.slice('docs-'.length)))
    return requested as ContractForm;
  return 'support';
}

/**
 * Starts the server on a free loopback port. `/kit` and `/chatforms` are the two pages; each
 * page's submit button posts to `/submissions/<page>`, answered 200 with `{}` (or with a next step,
 * `contract-next-step.ts`, for a run named `next-step…`). With
 * `?form=dates&run=<name>` (or `rules`, the support form with validation rules, or `translations`, with its texts in German) a page renders that form and posts to `/submissions/<page>/<name>`;
 * with `?form=card&run=<name>` it renders the card, whose apiAction button sends a PUT there; with
 * `?form=docs-<fixture>&run=<name>` it renders that docs example form (`contract-docs-forms.ts`);
 * with `?form=extensions` or `?form=extensions-fallback` the form of `contract-extensions.ts`.
 */
export async function startContractServer(scripts: PageScripts): Promise<ContractServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const path = url.pathname;
    if (request.method === 'POST' || request.method === 'PUT') {
      const body = JSON.parse(await readBody(request)) as unknown;
      const { method, headers } = request;
      received.push({ method, path, contentType: headers['content-type'], headers, body });
      const run = path.split('/').at(-1) ?? '';
      const answer = run.startsWith(nextStepRunPrefix) ? createNextStepAnswer(origin + path) : '{}';
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(answer);
      return;
    }
    const page = path.slice(1).replace(/\.js$/, '');
    if (page !== 'kit' && page !== 'chatforms') {
      response.writeHead(404).end();
      return;
    }
    if (path.endsWith('.js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(scripts[page]);
      return;
    }
    const form = readContractForm(url.searchParams.get('form'));
    const run = url.searchParams.get('run');
    const submissionPath = run === null ? `/submissions/${page}` : `/submissions/${page}/${run}`;
    const html = renderPage(origin, page, submissionPath, form);
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
