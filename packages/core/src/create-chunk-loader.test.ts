import { expect, test, vi } from 'vitest';

import { createChunkLoader } from './create-chunk-loader.js';

test('imports a chunk once however often it is asked, and installs it once', async () => {
  let installed: string | undefined;
  const importChunk = vi.fn(() => Promise.resolve('chunk'));
  const load = createChunkLoader(
    importChunk,
    (chunk) => (installed = chunk),
    () => installed !== undefined,
  );
  await Promise.all([load(), load()]);
  await load();
  expect(installed).toBe('chunk');
  expect(importChunk).toHaveBeenCalledTimes(1);
});

test('rejects with the failed import, and tries again when asked again', async () => {
  let installed: string | undefined;
  const importChunk = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('chunk');
  const load = createChunkLoader(
    importChunk,
    (chunk) => (installed = chunk),
    () => installed !== undefined,
  );
  await expect(load()).rejects.toThrow('Failed to fetch');
  expect(installed).toBeUndefined();
  await load();
  expect(installed).toBe('chunk');
  expect(importChunk).toHaveBeenCalledTimes(2);
});
