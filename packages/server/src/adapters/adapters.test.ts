import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { Hono } from 'hono';
import { afterEach, expect, test } from 'vitest';

import { toExpressHandler } from './to-express-handler.js';
import { toHonoHandler } from './to-hono-handler.js';
import { toNodeListener } from './to-node-listener.js';

/** A handler that answers what it received, so each adapter's translation can be checked. */
async function echo(request: Request): Promise<Response> {
  return Response.json(
    {
      method: request.method,
      path: new URL(request.url).pathname,
      token: request.headers.get('authorization'),
      body: await request.text(),
    },
    { status: 201, headers: { 'X-Echo': 'yes' } },
  );
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function post(url: string) {
  const response = await fetch(`${url}/submissions`, {
    method: 'POST',
    headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
    body: '{"a":1}',
  });
  return {
    status: response.status,
    echo: response.headers.get('x-echo'),
    body: await response.json(),
  };
}

const expected = {
  status: 201,
  echo: 'yes',
  body: { method: 'POST', path: '/submissions', token: 'Bearer t', body: '{"a":1}' },
};

test('serves a handler on Node’s http', async () => {
  expect(await post(await listen(createServer(toNodeListener(echo))))).toEqual(expected);
});

test('serves a handler as an Express route', async () => {
  const app = express();
  app.post('/submissions', toExpressHandler(echo));
  expect(await post(await listen(createServer(app)))).toEqual(expected);
});

test('refuses, under Express, a body a parser already read', async () => {
  const app = express();
  app.use(express.json());
  app.post('/submissions', toExpressHandler(echo));
  const errors: unknown[] = [];
  app.use(
    (
      error: unknown,
      _request: express.Request,
      response: express.Response,
      _next: express.NextFunction,
    ) => {
      errors.push(error);
      response.status(500).end();
    },
  );
  const url = await listen(createServer(app));
  expect(
    (
      await fetch(`${url}/submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
    ).status,
  ).toBe(500);
  expect(String(errors[0])).toMatch(/before express.json/);
});

test('serves a handler as a Hono route', async () => {
  const app = new Hono();
  app.post('/submissions', toHonoHandler(echo));
  const response = await app.request('/submissions', {
    method: 'POST',
    headers: { Authorization: 'Bearer t' },
    body: '{"a":1}',
  });
  expect({
    status: response.status,
    echo: response.headers.get('x-echo'),
    body: await response.json(),
  }).toEqual(expected);
});
