import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Renders a React page's chat history as one list in one root, a bubble a form, before returning;
 * returns what unmounts it.
 */
export function renderReactChat(container: HTMLElement, forms: readonly ReactNode[]): () => void {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      forms.map((form, index) => (
        <div className="bench-bubble" key={index}>
          {form}
        </div>
      )),
    ),
  );
  return () => root.unmount();
}
