import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect, test } from 'vitest';

import { authenticateBearerToken } from '../authentication.js';
import { createSubmissionHandler } from '../create-submission-handler.js';
import { createFakeChat, createKitRequest, createSentTestForm } from '../test-support/test-form.js';
import { wrapPglite } from './open-pglite-database.js';
import { createSubmissionStore } from './submission-store.js';

const authenticate = authenticateBearerToken((token) =>
  token === 'token-2' ? { uid: 'cometchat-uid-2' } : undefined,
);

async function setUp(pglite: PGlite) {
  const store = await createSubmissionStore(wrapPglite(pglite));
  const form = createSentTestForm();
  const errors: unknown[] = [];
  const handle = createSubmissionHandler({
    store,
    chat: createFakeChat(form).chat,
    authenticate,
    onError: (error) => errors.push(error),
  });
  const submit = (name: string) =>
    handle(createKitRequest(form, { name, size: 's' }, { token: 'token-2' }));
  return { submit, errors };
}

test('answers the submissions of a PGlite closed under load 2xx (stored) or 503 with Retry-After (not stored)', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'chatforms-pglite-faults-'));
  try {
    const pglite = await PGlite.create({ dataDir: folder });
    const { submit, errors } = await setUp(pglite);
    const names = Array.from({ length: 30 }, (_, index) => `order-${index}`);
    let answered = 0;
    let closing: Promise<void> | undefined;
    // Closed once five are answered, while the others wait on its one connection.
    const responses = await Promise.all(
      names.map(async (name) => {
        const response = await submit(name);
        answered += 1;
        if (answered === 5) closing = pglite.close();
        return response;
      }),
    );
    await closing;
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const response of responses.filter(({ status }) => status === 503))
      expect(response.headers.get('Retry-After')).not.toBeNull();
    expect(errors.map((error) => (error as Error).message)).toContain('PGlite is closed');
    expect((await submit('after-closing')).status).toBe(503);

    const reopened = await PGlite.create({ dataDir: folder });
    const { rows } = await reopened.query<{ name: string }>(
      "SELECT form_values->>'name' AS name FROM chatforms_submissions ORDER BY id",
    );
    await reopened.close();
    const acknowledged = names.filter((_, index) => statuses[index] === 200);
    expect(rows.map((row) => row.name).sort()).toEqual(acknowledged.sort());
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('answers 503 to a submission whose PGlite query trapped in WebAssembly, and 2xx to its retry', async () => {
  const pglite = await PGlite.create();
  const { submit } = await setUp(pglite);
  // A trap (abort, memory) surfaces from PGlite's wire call; forcing one there is the only way to
  // make a healthy instance trap. Measured: the query rejects, and the instance answers afterwards.
  const module = (pglite as unknown as { mod: Record<string, (...args: unknown[]) => unknown> })
    .mod;
  const flush = module._pgl_pq_flush;
  expect(flush).toBeTypeOf('function');
  const { RuntimeError } = (
    globalThis as unknown as { WebAssembly: { RuntimeError: ErrorConstructor } }
  ).WebAssembly;
  module._pgl_pq_flush = () => {
    throw new RuntimeError('unreachable');
  };
  const trapped = await submit('order-1');
  module._pgl_pq_flush = flush!;
  expect(trapped.status).toBe(503);
  expect(trapped.headers.get('Retry-After')).not.toBeNull();
  expect((await submit('order-1')).status).toBe(200);
  const { rows } = await pglite.query('SELECT id FROM chatforms_submissions');
  expect(rows).toHaveLength(1);
  await pglite.close();
});
