import { expect, test } from 'vitest';

import { createShareLink, readShareLink } from './share-link.js';

test('a share link carries the message, including non-ASCII text, in its hash', () => {
  const message = { data: { interactiveData: { title: 'Café 😀 ×' } } };
  const link = createShareLink(message, 'http://127.0.0.1:5173/?x=1');
  expect(link.startsWith('http://127.0.0.1:5173/?x=1#message=')).toBe(true);
  expect(readShareLink(new URL(link).hash)).toEqual(message);
});

test('a broken or missing share hash reads as nothing', () => {
  expect(readShareLink('#message=%%%')).toBeUndefined();
  expect(readShareLink('')).toBeUndefined();
});
