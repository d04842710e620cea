import '@chatforms/react/styles.css';

import { getDefaultValues, parseFormMessage, parseInteractiveData } from '@chatforms/core';
import { createLargeFormMessage } from '@chatforms/fixtures';
import { InteractiveForm } from '@chatforms/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { type BenchMessage, exposeBenchPage } from './bench-page.js';

// A history renders its forms static until they come near view; one form (a message arriving in
// view) renders as the README shows it, live. `?offscreen=live` renders the history live too.
const historyOffscreen =
  new URLSearchParams(window.location.search).get('offscreen') === 'live' ? 'live' : 'static';

// onSubmit replaces the network request, so a valid submit would stop here; these runs fail validation.
const ignoreSubmission = () => undefined;

function readInteractiveData(input: unknown) {
  const parsed = parseInteractiveData(input, { mode: 'lenient' });
  return parsed.success ? parsed.data : undefined;
}

// What <InteractiveForm> asks of core when it mounts: a lenient parse (repeated on the interactive
// data alone when only the 10 KB limit fails) and the default values; the submission schema waits
// for the first validation.
window.__measureCoreWork = (fieldCount) => {
  const message = createLargeFormMessage(fieldCount);
  const start = performance.now();
  const parsed = parseFormMessage(message, { mode: 'lenient' });
  const form = parsed.success ? parsed.data : readInteractiveData(message.data.interactiveData);
  if (form !== undefined) getDefaultValues(form);
  return performance.now() - start;
};

exposeBenchPage<BenchMessage>({
  prepare: (message) => message,
  mountChat(container, messages) {
    const root = createRoot(container);
    const offscreen = messages.length === 1 ? 'live' : historyOffscreen;
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
  // Ready once every form near the viewport (where IntersectionObserver's margin reaches) is live.
  isChatReady: (container) =>
    [...container.querySelectorAll('.chatforms[data-static]')].every((form) => {
      const box = form.getBoundingClientRect();
      return box.top >= 2 * window.innerHeight - 1 || box.bottom <= 1 - window.innerHeight;
    }),
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
