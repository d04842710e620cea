import type { FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';

import { createDraftId, readCurrentDraft } from '../drafts/draft-store.js';
import { readShareLink } from '../drafts/share-link.js';
import { readJsonDraft } from '../json/read-json-draft.js';

/** The draft the builder opens with and where it came from. */
export interface InitialSession {
  draftId: string;
  message: FormMessageInput;
  source: 'share-link' | 'broken-share-link' | 'draft' | 'new';
}

/** Opens a shared message from the URL, else the last draft, else a new empty form. */
export function loadInitialSession(hash: string, storage: Storage = localStorage): InitialSession {
  const shared = readShareLink(hash);
  if (shared !== undefined) {
    const message = readSharedMessage(shared);
    if (message !== undefined) return { draftId: createDraftId(), message, source: 'share-link' };
  }
  const draft = readCurrentDraft(storage);
  const brokenLink = shared !== undefined;
  if (draft !== undefined) {
    return {
      draftId: draft.id,
      message: draft.message,
      source: brokenLink ? 'broken-share-link' : 'draft',
    };
  }
  const source = brokenLink ? 'broken-share-link' : 'new';
  return { draftId: createDraftId(), message: createEmptyFormMessage(), source };
}

/** The shared message as a draft, or undefined when it cannot be one (or reading it throws). */
function readSharedMessage(shared: unknown): FormMessageInput | undefined {
  try {
    const result = readJsonDraft(JSON.stringify(shared));
    return result.kind === 'draft' ? result.message : undefined;
  } catch {
    // Anyone can write a link: one that breaks the reader must not keep the builder from opening.
    return undefined;
  }
}
