import type { DraftOption } from '@chatforms/core/editing';
import { useEffect, useId, useRef, useState } from 'react';

import { formatOptionList, optionPresets, parseOptionList } from './option-list.js';

const statusMilliseconds = 8000;

interface OptionsShortcutsProps {
  options: readonly DraftOption[];
  setOptions: (options: DraftOption[]) => void;
}

/** "Paste a list" and the presets: ways to write many options at once; each replaces the list. */
export function OptionsShortcuts({ options, setOptions }: OptionsShortcutsProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const pasteButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (status === '') return;
    // Said once, then gone: a stale "replaced" would describe a later list it did not make.
    const timer = setTimeout(() => setStatus(''), statusMilliseconds);
    return () => clearTimeout(timer);
  }, [status]);
  const close = () => {
    setDraft(null);
    pasteButton.current?.focus();
  };
  const replace = (next: DraftOption[], what: string) => {
    setOptions(next);
    setStatus(`Options replaced by ${what}. Undo (Ctrl+Z) brings the old ones back.`);
  };
  return (
    <div className="options-shortcuts">
      <button
        ref={pasteButton}
        type="button"
        aria-expanded={draft !== null}
        aria-controls={`${id}-paste`}
        onClick={() => setDraft(draft === null ? formatOptionList(options) : null)}
      >
        Paste a list
      </button>
      {draft === null ? null : (
        <div id={`${id}-paste`} className="options-paste">
          <label htmlFor={`${id}-text`}>Options, one a line</label>
          <textarea
            id={`${id}-text`}
            rows={6}
            value={draft}
            aria-describedby={`${id}-paste-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          />
          <p id={`${id}-paste-hint`} className="control-hint">
            One option a line, as <code>Label</code> or <code>Label | value</code> (a tab works like{' '}
            <code>|</code>); blank lines are skipped. Replaces the options below.
          </p>
          <button
            type="button"
            onClick={() => {
              const next = parseOptionList(draft);
              replace(next, `${next.length} pasted ${next.length === 1 ? 'line' : 'lines'}`);
              close();
            }}
          >
            Use these options
          </button>
          <button type="button" onClick={close}>
            Cancel
          </button>
        </div>
      )}
      <div role="group" aria-labelledby={`${id}-presets`} className="options-presets">
        <span id={`${id}-presets`}>Start from a preset:</span>
        {optionPresets.map((preset) => (
          <button
            key={preset.name}
            type="button"
            onClick={() => replace([...preset.options], `the ${preset.name}`)}
          >
            {preset.name}
          </button>
        ))}
      </div>
      <p role="status" className="control-hint">
        {status}
      </p>
    </div>
  );
}
