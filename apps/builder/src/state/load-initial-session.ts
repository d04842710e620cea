import type { FormMessageInput } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';

import { createDraftId, readCurrentDraft } from '../drafts/draft-store.js';
import { readShareLink } from '../drafts/share-link.js';
import { readJsonDraft } from '../json/read-json-draft.js';

/** The draft the builder opens with and where it came from. */
export interface InitialSession {
  draftId: string;
  message: FormMessageInput;
  source: 'share-link' | 'draft' | 'new';
}

/** Opens a shared message from the URL, else the last draft, else a new empty form. */
export function loadInitialSession(hash: string, storage: Storage = localStorage): InitialSession {
  const shared = readShareLink(hash);
  if (shared !== undefined) {
    const result = readJsonDraft(JSON.stringify(shared));
    if (result.kind === 'draft') {
      return { draftId: createDraftId(), message: result.message, source: 'share-link' };
    }
  }
  const draft = readCurrentDraft(storage);
  if (draft !== undefined) return { draftId: draft.id, message: draft.message, source: 'draft' };
  return { draftId: createDraftId(), message: createEmptyFormMessage(), source: 'new' };
}
