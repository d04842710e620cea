import '@testing-library/jest-dom/vitest';

import nodeConsole from 'node:console';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

import { whenJsonPanelLoaded } from './src/json/lazy-json-panel.js';

// findBy* and waitFor give up after one second by default; CI runs every suite side by side on
// two cores, where a render can take longer than that. A wait that succeeds returns at once.
configure({ asyncUtilTimeout: 5_000 });

// Component tests have no server behind them: a fetch nobody stubbed fails at once, as offline,
// instead of reaching for happy-dom's localhost:3000. Server tests run in node and keep real fetch.
if (typeof window !== 'undefined') {
  globalThis.fetch = () =>
    Promise.reject(new TypeError('Failed to fetch (no server in unit tests)'));
}

afterEach(() => cleanup());

// The app preloads the JSON editor after first paint; on a busy machine that import can outlast a
// test file, and an import landing after the environment is torn down fails the whole run.
afterAll(() => whenJsonPanelLoaded());

// happy-dom prints what a browser's console would (a 4xx answer, a refused connection) to the
// console it was created with: Node's own, which vitest's console and test spies never see. Sent
// through the test's console, such a line is labelled with its test and can be asserted there.
if (nodeConsole !== console) {
  nodeConsole.error = (...data: unknown[]) => console.error(...data);
  nodeConsole.warn = (...data: unknown[]) => console.warn(...data);
}
