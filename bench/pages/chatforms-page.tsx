import '@chatforms/react/styles.css';

import { getDefaultValues, parseFormMessage } from '@chatforms/core/renderer';
import { createLargeFormMessage } from '@chatforms/fixtures';
import { InteractiveForm } from '@chatforms/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { type BenchMessage, exposeBenchPage } from './bench-page.js';

// The page imports what a consumer's app does: @chatforms/react and core's renderer entry, so its
// first load is a consumer's, and the dateTime code comes in its own chunk with the first form
// that has a date (the chat form has three).

// Every form renders with default props (static until the reader interacts with it), one form as
// a history; `?offscreen=live` renders every form live from its first render.
const query = new URLSearchParams(window.location.search);
const offscreen = query.get('offscreen') === 'live' ? 'live' : undefined;

// `?message=parsed` hands the forms messages core has already parsed, as an app that reads its
// messages with core to list or filter them does: that parse is the app's, made before the timer
// as the other renderers' inputs are converted.
const isParsedInput = query.get('message') === 'parsed';

function prepareMessage(message: BenchMessage): unknown {
  if (!isParsedInput) return message;
  const parsed = parseFormMessage(message, { mode: 'lenient' });
  return parsed.success ? parsed.data : message;
}

// onSubmit replaces the network request, so a valid submit would stop here; these runs fail validation.
const ignoreSubmission = () => undefined;

// What <InteractiveForm> asks of core when it mounts: a lenient parse and the default values; the
// submission schema waits for the first validation.
window.__measureCoreWork = (fieldCount) => {
  const message = createLargeFormMessage(fieldCount);
  const start = performance.now();
  const parsed = parseFormMessage(message, { mode: 'lenient' });
  if (parsed.success) getDefaultValues(parsed.data);
  return performance.now() - start;
};

function isPastLoading(container: HTMLElement): boolean {
  return container.querySelector('.chatforms[data-view="loading"]') === null;
}

exposeBenchPage<unknown>({
  prepare: prepareMessage,
  mountChat(container, messages) {
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        messages.map((message, index) => (
          <div className="bench-bubble" key={index}>
            <InteractiveForm message={message} onSubmit={ignoreSubmission} offscreen={offscreen} />
          </div>
        )),
      ),
    );
    return () => root.unmount();
  },
  // Mounted once the form shows, past the loading line of a form waiting for its dateTime code.
  isMounted: isPastLoading,
  isChatReady: isPastLoading,
  mount(container, message) {
    const root = createRoot(container);
    flushSync(() => root.render(<InteractiveForm message={message} onSubmit={ignoreSubmission} />));
    return {
      unmount: () => root.unmount(),
      findTextInput: (elementId) =>
        container.querySelector<HTMLInputElement>(`input[name="${elementId}"]`) as HTMLInputElement,
      pressSubmit: () =>
        container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click(),
      countFieldErrors: () => container.querySelectorAll('.chatforms-error').length,
    };
  },
});
