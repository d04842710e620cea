import type { LibraryPanelName } from './library-panel.js';

/** Templates and Drafts, each opening its library panel or closing it when already open. */
export function LibraryButtons({
  panel,
  onPanelChange,
}: {
  panel: LibraryPanelName;
  onPanelChange: (panel: LibraryPanelName) => void;
}) {
  const toggle = (target: LibraryPanelName) => onPanelChange(panel === target ? 'none' : target);
  return (
    <>
      <button
        type="button"
        aria-expanded={panel === 'templates'}
        onClick={() => toggle('templates')}
      >
        Templates
      </button>
      <button type="button" aria-expanded={panel === 'drafts'} onClick={() => toggle('drafts')}>
        Drafts
      </button>
    </>
  );
}
