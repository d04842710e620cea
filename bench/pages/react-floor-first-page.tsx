import '@chatforms/react/styles.css';

import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { startFirstForm } from './bench-page.js';
import { markupToReact } from './markup-to-react.js';

// The first form of a fresh page at React's floor: React loads, and renders the markup, which is
// already at hand, as elements with no component behind them.
const container = document.getElementById('root') as HTMLElement;
startFirstForm(
  container,
  () => {
    const form = markupToReact(window.__floorMarkup ?? '');
    flushSync(() => createRoot(container).render(form));
  },
  () => true,
);
