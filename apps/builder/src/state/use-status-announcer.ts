import { useCallback, useEffect, useState } from 'react';

import type { InitialSession } from './load-initial-session.js';

const openingStatus: Record<InitialSession['source'], string> = {
  'share-link': 'Opened the shared form as a new draft; your other drafts are kept.',
  'broken-share-link':
    'The shared link does not hold a form the builder can open; your drafts are unchanged.',
  draft: 'Reopened your last draft.',
  new: '',
};

/** How long a status stays on the line: long enough to read, short enough not to outlive its news. */
export const statusLifetimeMs = 6000;

/** The builder's one status line, first saying where the opening draft came from; each status clears after a while. */
export function useStatusAnnouncer(
  source: InitialSession['source'],
): [string, (text: string) => void] {
  // The count makes a repeated status a new one, so its clearing starts again.
  const [status, setStatus] = useState({ text: openingStatus[source], count: 0 });
  useEffect(() => {
    if (status.text === '') return;
    const timer = setTimeout(() => setStatus({ text: '', count: 0 }), statusLifetimeMs);
    return () => clearTimeout(timer);
  }, [status]);
  const announce = useCallback(
    (text: string) => setStatus((previous) => ({ text, count: previous.count + 1 })),
    [],
  );
  return [status.text, announce];
}
