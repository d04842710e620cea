import '@chatforms/react/styles.css';

import {
  createSubmissionSchema,
  getDefaultValues,
  parseFormMessage,
  parseInteractiveData,
} from '@chatforms/core';
import { createLargeFormMessage } from '@chatforms/fixtures';
import { InteractiveForm } from '@chatforms/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { exposeBenchPage } from './bench-page.js';

// onSubmit replaces the network request, so a valid submit would stop here; these runs fail validation.
const ignoreSubmission = () => undefined;

function readInteractiveData(input: unknown) {
  const parsed = parseInteractiveData(input, { mode: 'lenient' });
  return parsed.success ? parsed.data : undefined;
}

// What <InteractiveForm> asks of core when it mounts: a lenient parse (repeated on the interactive
// data alone when only the 10 KB limit fails), the submission schema and the default values.
window.__measureCoreWork = (fieldCount) => {
  const message = createLargeFormMessage(fieldCount);
  const start = performance.now();
  const parsed = parseFormMessage(message, { mode: 'lenient' });
  const form = parsed.success ? parsed.data : readInteractiveData(message.data.interactiveData);
  if (form !== undefined) {
    createSubmissionSchema(form);
    getDefaultValues(form);
  }
  return performance.now() - start;
};

exposeBenchPage({
  prepare: (fieldCount) => createLargeFormMessage(fieldCount),
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
