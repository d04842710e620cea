// @vitest-environment happy-dom
// The SDK's bundle reads `window` as it loads, and the kit's imports its stylesheet: a DOM, and
// the kit inlined (vitest.config.ts), let the entry load here.
import { expect, test } from 'vitest';

import * as publicApi from './index.js';

// A written list rather than an inline snapshot, as in the other packages.
test('exports exactly the public names', () => {
  expect(Object.keys(publicApi).sort()).toEqual([
    'CometChatFormBubble',
    'chatformsPlugin',
    'createChatformsPlugin',
    'createChatformsTemplates',
  ]);
});

test('the plugin claims interactive form and card messages and nothing else', () => {
  expect(publicApi.chatformsPlugin).toMatchObject({
    id: 'chatforms',
    messageCategories: ['interactive'],
    messageTypes: ['form', 'card'],
  });
});
