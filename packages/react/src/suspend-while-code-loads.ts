import { useMemo } from 'react';

import { listDateTimeLoads, readFormMessage } from './read-form-message.js';

/** One wait of every form for one piece of code loaded on demand. */
interface CodeWait {
  promise: Promise<void>;
  status: 'loading' | 'loaded' | 'failed';
}

// One wait per loader for the page, so that every form suspends on the same promise and React
// retries them together once it settles.
const waits = new Map<() => Promise<void>, CodeWait>();

function startWait(load: () => Promise<void>): CodeWait {
  const wait: CodeWait = { promise: Promise.resolve(), status: 'loading' };
  wait.promise = load().then(
    () => {
      wait.status = 'loaded';
    },
    () => {
      wait.status = 'failed';
    },
  );
  waits.set(load, wait);
  return wait;
}

/**
 * Suspends the form, inside its Suspense boundary, while code its message needs loads (the
 * dateTime element's, date-fns for a custom format, the JSON syntax locator). Hydrating, React
 * keeps the server's markup until then instead of rendering a loading line that differs from it;
 * rendering on the client, the boundary shows the loading line. After a failed load it no longer
 * suspends: the live form retries and shows the failure, as useInteractiveForm reports it.
 */
export function useSuspendWhileCodeLoads(message: unknown): void {
  const loads = useMemo(() => listDateTimeLoads(readFormMessage(message)), [message]);
  for (const load of loads) {
    const wait = waits.get(load) ?? startWait(load);
    // A React 18 boundary takes a thrown promise, as React.lazy throws one; `use` is React 19's.
    if (wait.status === 'loading') throw wait.promise;
  }
}
