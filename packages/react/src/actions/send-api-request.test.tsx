import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createApiAction, createTextInputElement } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';

import { InteractiveForm } from '../interactive-form.js';
import { defaultMessages } from '../messages.js';
import { createTestMessage, createTestSubmit } from '../test-support/create-test-message.js';
import {
  readErrorMessage,
  readFieldErrors,
  type RequestSettings,
  sendApiRequest,
} from './send-api-request.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** A real HTTP server on 127.0.0.1 that allows cross-origin JSON posts, as a form's endpoint must. */
async function startServer(handle: Handler): Promise<string> {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type');
    response.setHeader('Access-Control-Allow-Methods', 'POST, PUT, PATCH, DELETE');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, body, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

function createMessageFor(url: string) {
  const submitElement = createTestSubmit({
    action: createApiAction({ url, method: 'PUT', payload: { ticket: 7 }, dataKey: 'answers' }),
  });
  const fields = [createTextInputElement({ elementId: 'name', label: 'Name', optional: false })];
  return createTestMessage(fields, { submitElement });
}

test('sends the values to a real server and completes on its 2xx answer', async () => {
  const user = userEvent.setup();
  const received: { method?: string; type?: string; body?: unknown } = {};
  const url = await startServer((request, body, response) => {
    Object.assign(received, {
      method: request.method,
      type: request.headers['content-type'],
      body: JSON.parse(body),
    });
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
  });
  render(<InteractiveForm message={createMessageFor(url)} bodyFormat="dataKey" />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Thank you for filling out the form.')).toBeInTheDocument();
  expect(received).toEqual({
    method: 'PUT',
    type: 'application/json',
    body: { ticket: 7, answers: { name: 'Ada' } },
  });
});

test('sends the kit envelope to a real server by default, with the values under data.formData', async () => {
  const user = userEvent.setup();
  let received: { payload?: unknown; data?: { formData?: unknown } } = {};
  const url = await startServer((_request, body, response) => {
    received = JSON.parse(body);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  render(<InteractiveForm message={createMessageFor(url)} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Thank you for filling out the form.')).toBeInTheDocument();
  expect(received).toMatchObject({
    payload: { ticket: 7 },
    trigger: 'ui_message_interacted',
    data: { interactedElementId: 'send', formData: { name: 'Ada' } },
  });
});

test('shows a real server’s 422 field messages under the fields and keeps the values', async () => {
  const user = userEvent.setup();
  const url = await startServer((_request, _body, response) => {
    response
      .writeHead(422, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ errors: { name: 'That name is taken' } }));
  });
  const pageConsole = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<InteractiveForm message={createMessageFor(url)} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('That name is taken')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.fieldsRejected);
  // As a browser does, the DOM logs an answer that is not ok.
  expect(pageConsole).toHaveBeenCalledWith(`PUT ${url} 422 (Unprocessable Entity)`);
});

test('shows the reason a real server’s 4xx names no field for, such as a key the form does not have', async () => {
  const user = userEvent.setup();
  const reason = 'Some values were refused: not a field of this form: admin.';
  const url = await startServer((_request, _body, response) => {
    response
      .writeHead(422, { 'Content-Type': 'application/json' })
      .end(
        JSON.stringify({ errors: {}, error: { code: 'ERR_INVALID_SUBMISSION', message: reason } }),
      );
  });
  const pageConsole = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<InteractiveForm message={createMessageFor(url)} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    defaultMessages.requestFailed(422, reason),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The server said: ' + reason);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  expect(pageConsole).toHaveBeenCalledWith(`PUT ${url} 422 (Unprocessable Entity)`);
});

test('keeps a 5xx answer’s error message from the reader', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    Response.json({ error: { message: 'relation "orders" does not exist' } }, { status: 500 }),
  );
  const request = {
    url: 'https://example.org/hook',
    method: 'POST' as const,
    headers: {},
    body: '{}',
  };
  await expect(sendApiRequest(request, createSettings(fetch))).resolves.toEqual({
    status: 'failed',
    error: defaultMessages.requestFailed(500),
  });
});

test('gives up on a real server that never answers after requestTimeoutMs', async () => {
  const user = userEvent.setup();
  const url = await startServer(() => {});
  const pageConsole = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<InteractiveForm message={createMessageFor(url)} requestTimeoutMs={50} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.timeout);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  // happy-dom closes the aborted request's socket and logs each error of it (under load, seen twice
  // in CI); the renderer itself logs nothing.
  await vi.waitFor(() =>
    expect(pageConsole).toHaveBeenCalledWith(expect.objectContaining({ code: 'ECONNRESET' })),
  );
  for (const [logged] of pageConsole.mock.calls)
    expect(logged).toMatchObject({ code: expect.stringMatching(/^E[A-Z]+$/) });
});

test('reports a network error when nothing listens at the address', async () => {
  const user = userEvent.setup();
  const url = await startServer(() => {});
  const server = servers.pop()!;
  await new Promise((resolve) => server.close(resolve));
  const report = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<InteractiveForm message={createMessageFor(url)} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.networkError);
  expect(report).toHaveBeenCalledWith(
    '[chatforms]',
    `The apiAction request to ${url} failed:`,
    expect.anything(),
  );
  // The DOM's own log of the refused connection, as a browser's console shows it.
  expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: 'ECONNREFUSED' }));
});

test('reads only string messages for known elementIds from an errors object', () => {
  const known = new Set(['name', 'plan']);
  expect(readFieldErrors({ errors: { name: 'Taken', plan: 3, other: 'x' } }, known)).toEqual({
    name: 'Taken',
  });
  expect(readFieldErrors({ errors: ['name'] }, known)).toEqual({});
  expect(readFieldErrors(null, known)).toEqual({});
  expect(readFieldErrors('oops', known)).toEqual({});
});

test('reads a trimmed error.message, cut to 300 characters, and nothing else', () => {
  expect(readErrorMessage({ error: { code: 'X', message: ' Not a field: admin. ' } })).toBe(
    'Not a field: admin.',
  );
  expect(readErrorMessage({ error: { message: 'x'.repeat(400) } })).toBe(`${'x'.repeat(299)}…`);
  expect(readErrorMessage({ error: { message: '  ' } })).toBeUndefined();
  expect(readErrorMessage({ error: 'Not a field' })).toBeUndefined();
  expect(readErrorMessage({ message: 'Not a field' })).toBeUndefined();
  expect(readErrorMessage(null)).toBeUndefined();
});

function createSettings(fetch: typeof globalThis.fetch): RequestSettings {
  return {
    fetch,
    timeoutMs: 1_000,
    signal: new AbortController().signal,
    messages: defaultMessages,
    elementIds: new Set(),
  };
}

test('never sends to a url a browser would resolve against the page, such as http:/path', async () => {
  const report = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetch = vi.fn<typeof globalThis.fetch>();
  const request = {
    url: 'http:/account/delete',
    method: 'DELETE' as const,
    headers: {},
    body: '{}',
  };
  await expect(sendApiRequest(request, createSettings(fetch))).resolves.toEqual({
    status: 'failed',
    error: defaultMessages.unsafeUrl,
  });
  expect(fetch).not.toHaveBeenCalled();
  expect(report).toHaveBeenCalledWith(expect.stringContaining('http:/account/delete'));
});

test('sends to the normalised url that was checked', async () => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
  const request = {
    url: 'HTTPS://Example.org/a/../hook',
    method: 'POST' as const,
    headers: {},
    body: '{}',
  };
  await expect(sendApiRequest(request, createSettings(fetch))).resolves.toEqual({
    status: 'succeeded',
  });
  expect(fetch).toHaveBeenCalledWith('https://example.org/hook', expect.anything());
});
