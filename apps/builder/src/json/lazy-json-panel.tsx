import { lazy, Suspense } from 'react';

// CodeMirror is most of the bundle and only the JSON tab needs it: it loads apart, after first paint.
const loadJsonPanel = () => import('./json-panel.js');
const JsonPanel = lazy(() => loadJsonPanel().then((module) => ({ default: module.JsonPanel })));

/** Starts loading the JSON editor's code so the JSON tab opens without waiting. */
export function preloadJsonPanel(): void {
  void loadJsonPanel();
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
