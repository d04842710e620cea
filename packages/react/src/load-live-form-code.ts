// What the chunk must export, written where it is loaded.
const importLiveFormCode = () =>
  import('./live-form.js').then(({ LiveController, LiveForm }) => ({ LiveController, LiveForm }));

/** The live form's components: react-hook-form and the controller behind them. */
export type LiveFormCode = Awaited<ReturnType<typeof importLiveFormCode>>;

let liveFormCode: LiveFormCode | undefined;
let loading: Promise<LiveFormCode> | undefined;
// What a form that must be live at its first render suspends on: settles whether or not it loads.
let wait: Promise<void> | undefined;
let hasFailed = false;

const ignore = () => undefined;

/**
 * Loads the live form's code, once: a form turns live when it has arrived. After a failed load,
 * the next call asks again.
 */
export function loadLiveFormCode(): Promise<LiveFormCode> {
  loading ??= importLiveFormCode().then(
    (code) => {
      liveFormCode = code;
      return code;
    },
    (error: unknown) => {
      loading = undefined;
      wait = undefined;
      hasFailed = true;
      throw error;
    },
  );
  return loading;
}

/** The live form's code once it has arrived, else undefined. */
export function readLiveFormCode(): LiveFormCode | undefined {
  return liveFormCode;
}

let isPreloading = false;

/**
 * Asks for the live form's code once a form is on screen, so that the reader's first focus,
 * pointer or key in a static form does not wait for it.
 */
export function preloadLiveFormCode(): void {
  if (isPreloading) return;
  isPreloading = true;
  loadLiveFormCode().catch(ignore);
}

/**
 * The live form's code, for a form that is live from its first render: suspends, inside the
 * form's Suspense boundary, while it loads. Undefined after a failed load, which a render does not
 * ask again: the form shows its static view, and its next interaction does.
 */
export function waitForLiveFormCode(): LiveFormCode | undefined {
  if (liveFormCode !== undefined) return liveFormCode;
  if (loading === undefined && hasFailed) return undefined;
  // A React 18 boundary takes a thrown promise, as React.lazy throws one; `use` is React 19's.
  throw (wait ??= loadLiveFormCode().then(ignore, ignore));
}
