// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { feedbackMessage } from '@chatforms/fixtures';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { createBuilderApp, defaultSandboxApiKey } from './create-builder-app.js';

describe('the embedded sandbox with webhooks', () => {
  const received: { authorization: string | undefined; body: string }[] = [];
  const hook: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body });
      response.end();
    });
  });
  let dataDir = '';
  let app: ReturnType<typeof createBuilderApp>;

  // Opening the sandbox's PGlite database is the readiness check, in a hook (60 s) rather than in
  // the test (15 s): on two loaded cores a cold open alone took longer than the test's limit.
  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    dataDir = await mkdtemp(join(tmpdir(), 'chatforms-builder-webhooks-'));
    app = createBuilderApp({
      sandboxDataDir: dataDir,
      sandboxApiKey: defaultSandboxApiKey,
      sandboxWebhooks: [{ url, username: 'ada', password: 's3cret' }],
    });
    await app.ready;
  });

  afterAll(async () => {
    hook.close();
    await app.ready;
    await rm(dataDir, { recursive: true, force: true });
  });

  test('posts its webhook events to the webhooks it is given', async () => {
    const response = await app.request('/sandbox-api/v3/messages', {
      method: 'POST',
      headers: {
        apiKey: defaultSandboxApiKey,
        onBehalfOf: 'cometchat-uid-1',
        'content-type': 'application/json',
        host: '127.0.0.1',
      },
      body: JSON.stringify({ ...feedbackMessage, receiver: 'cometchat-uid-2' }),
    });

    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    expect(received[0]?.authorization).toBe(`Basic ${btoa('ada:s3cret')}`);
    expect(received[0]?.body).toContain('cometchat-uid-2');
  });
});

test('every answer forbids framing the builder by any page: the app, its files, the API and refusals', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'chatforms-builder-framing-'));
  const appDir = await mkdtemp(join(tmpdir(), 'chatforms-builder-app-'));
  try {
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Builder</title>');
    await writeFile(join(appDir, 'app.js'), 'export {};');
    const app = createBuilderApp({
      appDir,
      sandboxDataDir: dataDir,
      sandboxApiKey: defaultSandboxApiKey,
    });
    const answers = await Promise.all(
      [
        ['/', '127.0.0.1'],
        ['/forms/7', '127.0.0.1'],
        ['/app.js', '127.0.0.1'],
        ['/api/config', '127.0.0.1'],
        ['/api/nothing-here', '127.0.0.1'],
        ['/sandbox-api/v3/messages', '127.0.0.1'],
        ['/', 'rebound.example.org'],
      ].map(([path, host]) => app.request(path!, { headers: { host: host! } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 401, 403]);
    for (const answer of answers) {
      expect(answer.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
      expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(appDir, { recursive: true, force: true });
  }
});
