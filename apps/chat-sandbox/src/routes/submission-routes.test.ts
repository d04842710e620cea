import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, test } from 'vitest';

import type { RunningSandbox } from '../start-sandbox.js';
import { startSandbox } from '../start-sandbox.js';
import { readResponseJson } from '../testing/read-response-json.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-submissions-')),
  });
});

afterAll(async () => {
  await sandbox.close();
});

function submit(formId: string, body: unknown, query = '') {
  return fetch(`${sandbox.url}/sandbox/submissions/${formId}${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:6006' },
    body: JSON.stringify(body),
  });
}

function setBehaviour(formId: string, behaviour: unknown) {
  return fetch(`${sandbox.url}/sandbox/submissions/${formId}/behaviour`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(behaviour),
  });
}

test('records a submission without an apiKey and answers 200 with CORS open to any origin', async () => {
  const response = await submit('feedback', { ticket: 'T-1042', formData: { rating: '4' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  const { submissionId } = await readResponseJson(response);
  const recorded = await readResponseJson(
    await fetch(`${sandbox.url}/sandbox/submissions/feedback`),
  );
  expect(recorded.data[0]).toMatchObject({
    id: submissionId,
    formId: 'feedback',
    body: { ticket: 'T-1042', formData: { rating: '4' } },
    headers: { 'content-type': 'application/json' },
  });
});

test('answers a CORS preflight from a dev server', async () => {
  const response = await fetch(`${sandbox.url}/sandbox/submissions/feedback`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('Access-Control-Allow-Headers')).toContain('content-type');
});

test('answers 500 with the error envelope when told to fail', async () => {
  await setBehaviour('failing', { status: 500 });
  const response = await submit('failing', { formData: {} });
  expect(response.status).toBe(500);
  expect((await readResponseJson(response)).error.code).toBe('ERR_SIMULATED_FAILURE');
});

test('answers field errors with 422 when told to', async () => {
  const behaviour = await setBehaviour('with-errors', { errors: { rating: 'Pick a rating' } });
  expect((await readResponseJson(behaviour)).data).toEqual({ errors: { rating: 'Pick a rating' } });
  const response = await submit('with-errors', { formData: {} });
  expect(response.status).toBe(422);
  expect(await readResponseJson(response)).toEqual({ errors: { rating: 'Pick a rating' } });
});

test('lets the query override the stored behaviour for one request', async () => {
  const errors = encodeURIComponent(JSON.stringify({ comment: 'Too short' }));
  const withErrors = await submit('query-form', {}, `?status=400&errors=${errors}`);
  expect(withErrors.status).toBe(400);
  expect(await readResponseJson(withErrors)).toEqual({ errors: { comment: 'Too short' } });
  expect((await submit('query-form', {}, '?status=503')).status).toBe(503);
});

test('answers after a delay when told to', async () => {
  await setBehaviour('slow', { delayMs: 30 });
  const response = await submit('slow', { formData: {} });
  expect(response.status).toBe(200);
});

test('refuses an invalid behaviour with 400 and the issue paths', async () => {
  const response = await setBehaviour('bad', { status: 42, errors: 'no' });
  expect(response.status).toBe(400);
  const { error } = await readResponseJson(response);
  expect(error.details.issues.map((issue: { pointer: string }) => issue.pointer)).toEqual([
    '/status',
    '/errors',
  ]);
});

test('refuses a malformed errors query with 400', async () => {
  const response = await submit('query-form', {}, '?errors=not-json');
  expect(response.status).toBe(400);
  expect((await readResponseJson(response)).error.code).toBe('ERR_INVALID_QUERY');
});

test('clears the submissions and behaviour of a form', async () => {
  await submit('to-clear', { a: 1 });
  await submit('to-clear', { a: 2 });
  const cleared = await fetch(`${sandbox.url}/sandbox/submissions/to-clear`, { method: 'DELETE' });
  expect((await readResponseJson(cleared)).data).toEqual({ deleted: 2 });
  expect(
    (await readResponseJson(await fetch(`${sandbox.url}/sandbox/submissions/to-clear`))).data,
  ).toEqual([]);
});

test('records only harmless headers, never Authorization, Cookie or the apiKey', async () => {
  const response = await fetch(`${sandbox.url}/sandbox/submissions/secrets`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: 'Bearer sk_live_secret',
      Cookie: 'session=abc',
      apiKey: 'the-key',
      'X-Card-Number': '4242424242424242',
      'User-Agent': 'form-test',
    },
    body: JSON.stringify({ formData: {} }),
  });
  expect(response.status).toBe(200);
  const recorded = await readResponseJson(
    await fetch(`${sandbox.url}/sandbox/submissions/secrets`),
  );
  expect(recorded.data[0].headers).toEqual({
    'content-type': 'application/json',
    'user-agent': 'form-test',
  });
  expect(JSON.stringify(recorded)).not.toMatch(/sk_live_secret|session=abc|the-key|4242/);
});

test('lets no other origin read, change or clear recorded submissions', async () => {
  await submit('private', { formData: { card: '4242' } });
  const origin = 'http://evil.example';
  const read = await fetch(`${sandbox.url}/sandbox/submissions/private`, {
    headers: { Origin: origin },
  });
  expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull();
  for (const method of ['PUT', 'DELETE', 'GET']) {
    const preflight = await fetch(`${sandbox.url}/sandbox/submissions/private/behaviour`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  }
});

test('lets a configured origin read recorded submissions', async () => {
  const allowing = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-submissions-origins-')),
    allowedOrigins: ['http://127.0.0.1:5173'],
  });
  try {
    const read = (origin: string) =>
      fetch(`${allowing.url}/sandbox/submissions/form`, { headers: { Origin: origin } });
    const allowed = await read('http://127.0.0.1:5173');
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
    expect(allowed.headers.get('Vary')).toContain('Origin');
    const other = await read('http://127.0.0.1:6006');
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  } finally {
    await allowing.close();
  }
});

test('answers API calls from the configured API origins only when told to', async () => {
  const closed = await startSandbox({
    port: 0,
    dataDir: await mkdtemp(join(tmpdir(), 'chat-sandbox-api-origins-')),
    apiKey: 'key',
    apiOrigins: ['http://127.0.0.1:5173'],
  });
  try {
    const read = (origin: string) =>
      fetch(`${closed.url}/v3/users`, { headers: { apiKey: 'key', Origin: origin } });
    const allowed = await read('http://127.0.0.1:5173');
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
    const other = await read('http://evil.example');
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const submitted = await fetch(`${closed.url}/sandbox/submissions/form`, {
      method: 'POST',
      headers: { Origin: 'http://evil.example' },
      body: '{}',
    });
    expect(submitted.headers.get('Access-Control-Allow-Origin')).toBe('*');
  } finally {
    await closed.close();
  }
});
