import { lazy, Suspense } from 'react';

// CodeMirror is most of the bundle and only the JSON tab needs it: it loads apart, after first paint.
let loading: Promise<unknown> | undefined;
const loadJsonPanel = () => import('./json-panel.js');
const JsonPanel = lazy(() => loadJsonPanel().then((module) => ({ default: module.JsonPanel })));

/** Starts loading the JSON editor's code so the JSON tab opens without waiting. */
export function preloadJsonPanel(): void {
  loading ??= loadJsonPanel();
}

/** Settles once the JSON editor's code, if anything asked for it, has loaded (tests wait for it). */
export function whenJsonPanelLoaded(): Promise<unknown> {
  return loading ?? Promise.resolve();
}

/** The JSON view, saying it is loading until its code has arrived. */
export function LazyJsonPanel() {
  return (
    <Suspense
      fallback={
        <p role="status" className="hint">
          Loading the JSON editor…
        </p>
      }
    >
      <JsonPanel />
    </Suspense>
  );
}
