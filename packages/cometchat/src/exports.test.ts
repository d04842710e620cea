// @vitest-environment happy-dom
// The SDK's bundle reads `window` as it loads, and the kit's imports its stylesheet: a DOM, and
// the kit inlined (vitest.config.ts), let the entry load here.
import { expect, test } from 'vitest';

import * as publicApi from './index.js';

// The API report (packages/cometchat/api/cometchat.api.md) guards the names this package publishes.
test('the plugin claims interactive form and card messages and nothing else', () => {
  expect(publicApi.chatformsPlugin).toMatchObject({
    id: 'chatforms',
    messageCategories: ['interactive'],
    messageTypes: ['form', 'card'],
  });
});
