import { expect, test } from 'vitest';

import { bundleChatformsFirstLoad } from './size-bench.js';

// The size section's own bundle of chatforms with every dependency but React, from the built
// packages: what a page loads before any form is interacted with.
test('the first load holds no react-hook-form and no live form, only what asks for them', async () => {
  const names = (await bundleChatformsFirstLoad())
    .filter((module) => module.code.trim() !== '')
    .map((module) => module.id);
  expect(names.some((name) => name.includes('/react/dist/load-live-form-code.js'))).toBe(true);
  expect(names.filter((name) => name.includes('/react-hook-form/'))).toEqual([]);
  expect(
    names.filter((name) =>
      /\/react\/dist\/(live-form|use-interactive-form|field-source)\.js$/.test(name),
    ),
  ).toEqual([]);
});
