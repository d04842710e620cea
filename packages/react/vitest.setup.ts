import '@testing-library/jest-dom/vitest';

import nodeConsole from 'node:console';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy* and waitFor give up after one second by default; CI runs every suite side by side on
// two cores, where a render can take longer than that. A wait that succeeds returns at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// happy-dom prints what a browser's console would (a 4xx answer, a refused connection) to the
// console it was created with: Node's own, which vitest's console and test spies never see. Sent
// through the test's console, such a line is labelled with its test and can be asserted there.
if (nodeConsole !== console) {
  nodeConsole.error = (...data: unknown[]) => console.error(...data);
  nodeConsole.warn = (...data: unknown[]) => console.warn(...data);
}

// Code loads on demand in an app (dates, a broken text's position, what a press or a check runs,
// the number's and the rating's components, the live form);
// tests render forms ready, as Storybook does. Imported here,
// after a test file's own imports and mocks, so that it loads into the modules the test uses;
// interactive-form.date-time-patterns.test.tsx and load-interaction-code.test.tsx reset modules to
// test the loading itself.
beforeAll(async () => {
  const { loadDateTimePatterns, loadDateTimeSupport, loadElementComponents } =
    await import('./src/index.js');
  const { loadJsonSyntaxLocator } = await import('@chatforms/core/renderer');
  const { loadInteractionCode } = await import('./src/load-interaction-code.js');
  const { loadLiveFormCode } = await import('./src/load-live-form-code.js');
  await Promise.all([
    loadDateTimeSupport(),
    loadDateTimePatterns(),
    loadJsonSyntaxLocator(),
    loadInteractionCode(),
    loadElementComponents(),
    loadLiveFormCode(),
  ]);
});
