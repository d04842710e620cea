import { useSyncExternalStore } from 'react';

import type * as ReplayChunk from './replay-early-input.js';
import type { Control } from './replay-early-input.js';
import { subscribeToNothing } from './static-field-binding.js';

// One wait per loader for the page, so that every form suspends on the same promise and React
// retries them together once it settles; a loader whose wait failed (null) suspends no form again.
const waits = new Map<() => Promise<void>, Promise<void> | null>();

// The replay of what a reader typed before a form hydrated (replay-early-input.ts): a chunk that
// only a page rendered on a server loads, and one that waited for code loads with that code.
let replayChunk: Promise<typeof ReplayChunk> | undefined;
const loadReplay = () => (replayChunk ??= import('./replay-early-input.js'));

/**
 * True in a render that hydrates the server's markup, in which React reads a store's server
 * snapshot; React renders again at once with the client's.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Hands to the hydrated form in `root` what the reader typed, chose and checked in the server's
 * markup before its script ran or while it waited for code: React keeps it on screen but told no
 * handler. Read at once, in the effect that hydration runs: the render React makes next, with the
 * client's snapshots (the page's language), sets each control back to what the form holds.
 */
export function replayEarlyInput(root: HTMLElement): void {
  const left = [...root.querySelectorAll<Control>('input, textarea, select')].map((control) => ({
    control,
    value: control.value,
    checked: control instanceof HTMLInputElement && control.checked,
  }));
  void loadReplay().then((chunk) => chunk.replayEarlyInput(left));
}

function startWait(load: () => Promise<void>): Promise<void> {
  // Loaded with the code: a wait for it is when a reader is likeliest to type unheard.
  const replay = loadReplay();
  const wait = Promise.all([load(), replay]).then(
    () => undefined,
    () => {
      waits.set(load, null);
    },
  );
  waits.set(load, wait);
  return wait;
}

/**
 * Suspends the form, inside its Suspense boundary, while code its message needs loads (the
 * dateTime element's, date-fns for a custom format, the JSON syntax locator: listOnDemandLoads).
 * Hydrating, React keeps the server's markup until then instead of rendering a loading line that
 * differs from it; rendering on the client, the boundary shows the loading line. After a failed
 * load it no longer suspends: the live form retries and shows the failure.
 */
export function suspendWhileCodeLoads(loads: (() => Promise<void>)[]): void {
  // A load still listed has not resolved: the loader installs its code before it does.
  const load = loads.find((candidate) => waits.get(candidate) !== null);
  // A React 18 boundary takes a thrown promise, as React.lazy throws one; `use` is React 19's.
  if (load !== undefined) throw waits.get(load) ?? startWait(load);
}
