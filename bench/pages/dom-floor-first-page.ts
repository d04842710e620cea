import '@chatforms/react/styles.css';

import { startFirstForm } from './bench-page.js';

declare global {
  interface Window {
    /** chatforms' markup of the first chat form, put in place by the driver before the page loads. */
    __floorMarkup?: string;
  }
}

// The first form of a fresh page at the floor: the markup is already at hand, no library loads.
const container = document.getElementById('root') as HTMLElement;
startFirstForm(
  container,
  () => (container.innerHTML = window.__floorMarkup ?? ''),
  () => true,
);
