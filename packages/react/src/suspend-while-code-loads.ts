// One wait per loader for the page, so that every form suspends on the same promise and React
// retries them together once it settles; a loader whose wait failed (null) suspends no form again.
const waits = new Map<() => Promise<void>, Promise<void> | null>();

/** Replays what a reader typed into a form before it hydrated (replay-early-input.ts), once a form on the page has waited for code. */
export let replayEarlyInput: ((root: HTMLElement) => void) | undefined;

function startWait(load: () => Promise<void>): Promise<void> {
  // The replay of what a reader typed meanwhile comes with the code: only a form that waited needs it.
  const replay = import('./replay-early-input.js').then((chunk) => {
    replayEarlyInput = chunk.replayEarlyInput;
  });
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
