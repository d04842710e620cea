import { createEmptyFormMessage } from '@chatforms/core/editing';
import { expect, test } from 'vitest';

import { deleteDraft, listDrafts, readCurrentDraft, saveDraft } from './draft-store.js';

test('a saved draft is listed and reopened as the current one', () => {
  localStorage.clear();
  const message = createEmptyFormMessage();
  saveDraft({ id: 'a', title: 'A', updatedAt: 1, message });
  saveDraft({ id: 'b', title: 'B', updatedAt: 2, message });
  expect(listDrafts().map((draft) => draft.id)).toEqual(['b', 'a']);
  expect(readCurrentDraft()?.id).toBe('b');
});

test('deleting the current draft forgets it', () => {
  localStorage.clear();
  saveDraft({ id: 'a', title: 'A', updatedAt: 1, message: createEmptyFormMessage() });
  deleteDraft('a');
  expect(listDrafts()).toEqual([]);
  expect(readCurrentDraft()).toBeUndefined();
});

test('corrupt storage reads as no drafts', () => {
  localStorage.setItem('chatforms-builder:drafts', '{oops');
  expect(listDrafts()).toEqual([]);
});

test('a browser that refuses to store answers false instead of throwing', () => {
  const full = {
    ...localStorage,
    getItem: () => null,
    setItem: () => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    },
  } as unknown as Storage;
  const draft = { id: 'a', title: 'A', updatedAt: 1, message: createEmptyFormMessage() };
  expect(saveDraft(draft, full)).toBe(false);
  localStorage.clear();
  expect(saveDraft(draft)).toBe(true);
});
