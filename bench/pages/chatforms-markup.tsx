import { InteractiveForm } from '@chatforms/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** chatforms' own markup for a message, rendered once, untimed, outside the page. */
export function renderChatformsMarkup(message: unknown): string {
  const holder = document.createElement('div');
  const root = createRoot(holder);
  flushSync(() => root.render(<InteractiveForm message={message} />));
  const markup = holder.innerHTML;
  root.unmount();
  return markup;
}
