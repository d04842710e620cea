import { expect, test } from 'vitest';

import * as sandbox from './index.js';

test('exports exactly the public names', () => {
  expect(Object.keys(sandbox).sort()).toEqual([
    'createSandboxApp',
    'defaultSandboxAppId',
    'defaultSandboxGroups',
    'defaultSandboxUsers',
    'resolveSandboxOptions',
    'startSandbox',
  ]);
});
