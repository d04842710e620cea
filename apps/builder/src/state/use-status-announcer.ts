import { useState } from 'react';

import type { InitialSession } from './load-initial-session.js';

const openingStatus: Record<InitialSession['source'], string> = {
  'share-link': 'Opened the shared form as a new draft; your other drafts are kept.',
  'broken-share-link':
    'The shared link does not hold a form the builder can open; your drafts are unchanged.',
  draft: 'Reopened your last draft.',
  new: '',
};

/** The builder's one status line, first saying where the opening draft came from. */
export function useStatusAnnouncer(
  source: InitialSession['source'],
): [string, (text: string) => void] {
  return useState(openingStatus[source]);
}
