import type { CometChat } from '@cometchat/chat-sdk-javascript';
import fc from 'fast-check';
import { expect, test } from 'vitest';

import { readMessagePreview } from './read-message-preview.js';

// Only what the preview reads of an SDK interactive message; the Chromium tests use real ones.
function createMessage(interactiveData: unknown): CometChat.BaseMessage {
  return { getInteractiveData: () => interactiveData } as unknown as CometChat.BaseMessage;
}

test('previews a form by its title and a card by its text, on one line', () => {
  expect(readMessagePreview(createMessage({ title: '  Order\nlunch ' }))).toBe('Order lunch');
  expect(readMessagePreview(createMessage({ text: 'Spring menu.\n\nBook now.' }))).toBe(
    'Spring menu. Book now.',
  );
});

test('answers an empty preview, the kit’s "none", for a message with neither', () => {
  expect(readMessagePreview(createMessage({ title: ' ', text: 42 }))).toBe('');
  expect(readMessagePreview(createMessage(undefined))).toBe('');
  expect(readMessagePreview({} as CometChat.BaseMessage)).toBe('');
});

test('a preview is at most 100 characters of the title, whitespace folded, an ellipsis when cut', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), (title) => {
      const preview = readMessagePreview(createMessage({ title }));
      const folded = title.replace(/\s+/g, ' ').trim();
      expect(preview.length).toBeLessThanOrEqual(100);
      expect(preview).not.toMatch(/\s\s|^\s|\n/);
      if (folded.length <= 100) expect(preview).toBe(folded);
      else expect(folded.startsWith(preview.slice(0, -1))).toBe(true);
    }),
  );
});
