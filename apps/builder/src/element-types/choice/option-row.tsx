import type { DraftOption } from '@chatforms/core/editing';

import { IconButton } from '../../components/icon-button.js';

/** What one row of the options editor shows and reports. */
export interface OptionRowProps {
  option: DraftOption;
  index: number;
  count: number;
  setLabelInput: (input: HTMLInputElement | null) => void;
  onLabel: (label: string) => void;
  onValue: (value: string) => void;
  /** Enter in the label: the editor adds an option below and moves there. */
  onEnter: () => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

/** One option: its label with move and remove buttons, and its value on a line of its own below. */
export function OptionRow({
  option,
  index,
  count,
  setLabelInput,
  onLabel,
  onValue,
  onEnter,
  onMove,
  onRemove,
}: OptionRowProps) {
  return (
    <li className="option-row">
      <input
        ref={setLabelInput}
        className="option-label"
        aria-label={`Option ${index + 1} label`}
        placeholder="Label"
        value={option.label}
        onChange={(event) => onLabel(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onEnter();
        }}
      />
      {/* The input's own name says the same; this is for the eye, once the placeholder is gone. */}
      <span className="option-value-caption" aria-hidden="true">
        Value
      </span>
      <input
        className="option-value"
        aria-label={`Option ${index + 1} value`}
        placeholder="Value"
        value={option.value}
        onChange={(event) => onValue(event.target.value)}
      />
      <IconButton
        label={`Move option ${index + 1} up`}
        tooltip="Move up"
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </IconButton>
      <IconButton
        label={`Move option ${index + 1} down`}
        tooltip="Move down"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </IconButton>
      <IconButton label={`Remove option ${index + 1}`} tooltip="Remove" onClick={onRemove}>
        <span aria-hidden="true">✕</span>
      </IconButton>
    </li>
  );
}
