import { createContext, useContext } from 'react';

import type { WorkspacePane } from './workspace-pane.js';

/** Shows a workspace pane: on a narrow screen, the one pane on the page. */
export const ShowPaneContext = createContext<(pane: WorkspacePane) => void>(() => undefined);

/**
 * Shows the inspector when it is off the page (a narrow screen shows one pane at a time), so a tap
 * on the message lands where the tapped element is edited; on a wide screen it changes nothing.
 */
export function useShowInspector(): () => void {
  const showPane = useContext(ShowPaneContext);
  return () => {
    const inspector = document.getElementById('inspector');
    if (inspector !== null && inspector.getClientRects().length > 0) return;
    showPane('inspector');
    // The page keeps the preview's scroll: bring the inspector's heading into view instead.
    requestAnimationFrame(() => document.getElementById('inspector')?.scrollIntoView());
  };
}
