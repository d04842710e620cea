import '@chatforms/react/styles.css';

import { InteractiveForm } from '@chatforms/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { exposeBenchPage } from './bench-page.js';

/** chatforms' own markup for a message, rendered once, untimed, outside the page. */
function renderChatformsMarkup(message: unknown): string {
  const holder = document.createElement('div');
  const root = createRoot(holder);
  flushSync(() => root.render(<InteractiveForm message={message} />));
  const markup = holder.innerHTML;
  root.unmount();
  return markup;
}

// The floor: the same markup set as one string, with no JavaScript behind it.
exposeBenchPage<string>({
  prepare: renderChatformsMarkup,
  mountChat(container, markups) {
    container.innerHTML = markups
      .map((markup) => `<div class="bench-bubble">${markup}</div>`)
      .join('');
    return () => container.replaceChildren();
  },
  mount(container, markup) {
    container.innerHTML = markup;
    return {
      unmount: () => container.replaceChildren(),
      findTextInput: (elementId) =>
        container.querySelector<HTMLInputElement>(`[name="${elementId}"]`) as HTMLInputElement,
      pressSubmit: () =>
        container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click(),
      countFieldErrors: () => 0,
    };
  },
});
