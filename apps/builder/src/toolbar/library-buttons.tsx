import type { LibraryPanelName } from './library-panel.js';

/** New form, then Templates and Drafts, each opening its library panel or closing it when already open. */
export function LibraryButtons({
  panel,
  onPanelChange,
  onNewForm,
}: {
  panel: LibraryPanelName;
  onPanelChange: (panel: LibraryPanelName) => void;
  /** Starts an empty form as a new draft; the one being edited stays in Drafts. */
  onNewForm: () => void;
}) {
  const toggle = (target: LibraryPanelName) => onPanelChange(panel === target ? 'none' : target);
  return (
    <>
      <button type="button" onClick={onNewForm}>
        New form
      </button>
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
