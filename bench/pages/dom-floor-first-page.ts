import '@chatforms/react/styles.css';

import { startFirstForm } from './bench-page.js';

// The first form of a fresh page at the floor: the markup is already at hand, no library loads.
const container = document.getElementById('root') as HTMLElement;
startFirstForm(
  container,
  () => (container.innerHTML = window.__floorMarkup ?? ''),
  () => true,
);
