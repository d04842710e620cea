import { expect, test } from 'vitest';

import { createShareLink } from '../drafts/share-link.js';
import { loadInitialSession } from './load-initial-session.js';

/** A message whose element type is an object whose toString is not a function: String() throws on it. */
const poisonedMessage = {
  category: 'interactive',
  type: 'form',
  data: {
    interactiveData: {
      formFields: [{ elementType: { toString: 1 }, elementId: 'name', label: 'Name' }],
      submitElement: { elementType: 'button', elementId: 'send', buttonText: 'Send' },
    },
  },
};

test('opens a new draft and says why when a share link carries a message that cannot be read', () => {
  const hash = new URL(createShareLink(poisonedMessage, 'http://127.0.0.1:5173/')).hash;
  const storage = new Map<string, string>();
  const session = loadInitialSession(hash, {
    getItem: (key: string) => storage.get(key) ?? null,
  } as Storage);
  expect(session.source).toBe('broken-share-link');
  expect(session.message.data.interactiveData.formFields).toEqual([]);
});
