import type { FormMessageInput } from '@chatforms/core';

/** A saved draft: the message and when it last changed. */
export interface Draft {
  id: string;
  title: string;
  updatedAt: number;
  message: FormMessageInput;
}

const draftsKey = 'chatforms-builder:drafts';
const currentKey = 'chatforms-builder:current-draft';

/** Lists saved drafts, newest first; broken storage reads as none. */
export function listDrafts(storage: Storage = localStorage): Draft[] {
  try {
    const drafts = JSON.parse(storage.getItem(draftsKey) ?? '[]') as Draft[];
    return Array.isArray(drafts) ? [...drafts].sort((a, b) => b.updatedAt - a.updatedAt) : [];
  } catch {
    return [];
  }
}

/**
 * Saves (or replaces) one draft and remembers it as the one to reopen; false when the browser
 * refuses (storage full or turned off), so the caller can say the draft is not being kept.
 */
export function saveDraft(draft: Draft, storage: Storage = localStorage): boolean {
  const others = listDrafts(storage).filter((saved) => saved.id !== draft.id);
  try {
    storage.setItem(draftsKey, JSON.stringify([draft, ...others].slice(0, 50)));
    storage.setItem(currentKey, draft.id);
    return true;
  } catch {
    return false;
  }
}

/** Deletes a draft. */
export function deleteDraft(id: string, storage: Storage = localStorage): void {
  const drafts = listDrafts(storage).filter((saved) => saved.id !== id);
  storage.setItem(draftsKey, JSON.stringify(drafts));
  if (storage.getItem(currentKey) === id) storage.removeItem(currentKey);
}

/** The draft that was open last, if it still exists. */
export function readCurrentDraft(storage: Storage = localStorage): Draft | undefined {
  const id = storage.getItem(currentKey);
  return listDrafts(storage).find((draft) => draft.id === id);
}

/** Creates a new draft id. */
export function createDraftId(): string {
  return `draft-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The title a draft is listed under. */
export function getDraftTitle(message: FormMessageInput): string {
  const title = message.data?.interactiveData?.title;
  return typeof title === 'string' && title.trim() !== '' ? title : 'Untitled form';
}
