import { useEffect, useRef } from 'react';

/** Export's shortcut, as `aria-keyshortcuts` writes it. */
export const exportShortcut = 'Control+Shift+E Meta+Shift+E';

/**
 * Ctrl/Cmd+Shift+E exports from anywhere, a text box included (the chord types nothing), so the
 * file is one key press from the field an author just finished instead of a dozen Tabs.
 */
export function useExportShortcut(onExport: () => void): void {
  const latest = useRef(onExport);
  useEffect(() => {
    latest.current = onExport;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.altKey) return;
      if (event.key.toLowerCase() !== 'e') return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
