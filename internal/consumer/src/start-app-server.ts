import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** A request the server received, with its body as text. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How `POST /submit` answers: a status and JSON body, or never (`'hold'`). */
export type SubmitAnswer = { status: number; body?: unknown } | 'hold';

/** The app's HTTP server: the built app, the chat backend its example calls, and a submit target. */
export interface AppServer {
  origin: string;
  port: number;
  /** Every request but the app's own files, in order. */
  requests: RecordedRequest[];
  /** The form served at `GET /messages/latest-form`. */
  message: unknown;
  /** The forms served at `GET /messages/forms`. */
  history: unknown[];
  submitAnswer: SubmitAnswer;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.once('end', () => resolve(body));
    request.once('error', reject);
  });
}

// The refused-connection scenario retries against a second server on another port: cross-origin.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...corsHeaders, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendFile(response: ServerResponse, folder: string | undefined, path: string): void {
  const file = folder && join(folder, normalize(path === '/' ? '/index.html' : path));
  if (!file || !file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'text/plain' });
  response.end(readFileSync(file));
}

/** Starts a real HTTP server on 127.0.0.1 (a free port unless `port` is given). */
export async function startAppServer(
  options: { dist?: string; port?: number } = {},
): Promise<AppServer> {
  const state = {
    requests: [] as RecordedRequest[],
    message: undefined as unknown,
    history: [] as unknown[],
    submitAnswer: { status: 200, body: { ok: true } } as SubmitAnswer,
  };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') return void response.writeHead(204, corsHeaders).end();
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    const answered = ['/messages/latest-form', '/messages/forms', '/help'];
    if (method === 'GET' && !answered.includes(path)) return sendFile(response, options.dist, path);
    const body = await readBody(request);
    state.requests.push({ method, path, headers: request.headers, body });
    if (path === '/messages/latest-form') return sendJson(response, 200, state.message);
    if (path === '/messages/forms') return sendJson(response, 200, state.history);
    if (path === '/help') return void response.end('<!doctype html><title>Help</title>');
    if (method === 'PATCH' && /^\/messages\/[^/]+\/interacted$/.test(path))
      return sendJson(response, 200, { data: {} });
    if (method === 'POST' && path === '/submit') {
      const answer = state.submitAnswer;
      if (answer !== 'hold') sendJson(response, answer.status, answer.body ?? {});
      return;
    }
    sendJson(response, 404, { error: 'no such route' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A loopback port nothing listens on (a server is started on it, then closed). */
export async function findClosedPort(): Promise<number> {
  const server = await startAppServer();
  await server.close();
  return server.port;
}
