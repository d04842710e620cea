import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from 'vitest';
import { z } from 'zod';

import { createJsonFileStore } from './json-file-store.js';

const counterSchema = z.object({ values: z.array(z.number()) });

async function openStore() {
  const directory = await mkdtemp(join(tmpdir(), 'chat-sandbox-store-'));
  const filePath = join(directory, 'counter.json');
  const open = () =>
    createJsonFileStore({
      filePath,
      schema: counterSchema,
      createInitialState: () => ({ values: [] }),
    });
  return { directory, filePath, open };
}

test('loses no change when many updates run concurrently', async () => {
  const { filePath, open } = await openStore();
  const store = open();
  await Promise.all(
    Array.from({ length: 500 }, (_, index) => store.update((state) => state.values.push(index))),
  );
  const written = counterSchema.parse(JSON.parse(await readFile(filePath, 'utf8')));
  expect(written.values).toHaveLength(500);
  expect(new Set(written.values).size).toBe(500);
});

test('resolves an update only once the change is on disk, so a new store sees it', async () => {
  const { open } = await openStore();
  await open().update((state) => state.values.push(7));
  expect(open().read()).toEqual({ values: [7] });
});

test('leaves no temporary file behind', async () => {
  const { directory, open } = await openStore();
  const store = open();
  await Promise.all([
    store.update((state) => state.values.push(1)),
    store.update((state) => state.values.push(2)),
  ]);
  await store.flush();
  expect(await readdir(directory)).toEqual(['counter.json']);
});

test('refuses to start on a corrupt file instead of overwriting it', async () => {
  const { filePath, open } = await openStore();
  await writeFile(filePath, '{"values": [1, ');
  expect(open).toThrow(/not a valid sandbox data file/);
  expect(await readFile(filePath, 'utf8')).toBe('{"values": [1, ');
});
