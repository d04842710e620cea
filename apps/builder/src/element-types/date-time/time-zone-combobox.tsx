import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useMemo, useState } from 'react';

import { describedBy } from '../../components/form-controls.js';
import { findTimeZones, listTimeZoneEntries, type TimeZoneEntry } from './find-time-zones.js';

const shownMatches = 60;

interface TimeZoneComboboxProps {
  label: string;
  wireName: string;
  hint: ReactNode;
  error: string | undefined;
  /** The zone chosen, or undefined for none. */
  value: string | undefined;
  /** The instant whose offsets the list shows. */
  at: Date;
  onChange: (zone: string | undefined) => void;
}

/**
 * A combobox over every IANA zone (ARIA 1.2 list autocomplete): typing a city, an id or an offset
 * filters the list; arrows move, Enter picks, Escape closes. Only a listed zone or nothing is kept.
 */
export function TimeZoneCombobox(props: TimeZoneComboboxProps) {
  const { value, onChange } = props;
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  if (value !== shownValue) {
    // Undo, the JSON view or another element changed the zone under the author.
    setShownValue(value);
    setText(value ?? '');
  }
  const atTime = props.at.getTime();
  const entries = useMemo(() => listTimeZoneEntries(new Date(atTime)), [atTime]);
  const matches = useMemo(
    () => findTimeZones(text === value ? '' : text, entries).slice(0, shownMatches),
    [text, value, entries],
  );
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);
  const pick = (entry: TimeZoneEntry) => {
    setText(entry.zone);
    setIsOpen(false);
    setActive(-1);
    setRefusal(undefined);
    // A blur on the zone already chosen changes nothing, so it adds no undo step.
    if (entry.zone !== value) onChange(entry.zone);
  };
  const commitText = () => {
    setIsOpen(false);
    const typed = text.trim();
    const exact = entries.find((entry) => entry.zone.toLowerCase() === typed.toLowerCase());
    if (exact !== undefined) return pick(exact);
    if (typed === '') {
      setRefusal(undefined);
      if (value !== undefined) onChange(undefined);
      return;
    }
    if (text !== value) setRefusal(`“${typed}” is not a time zone: pick one from the list.`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setIsOpen(true);
      if (matches.length === 0) setActive(-1);
      else if (isOpen) setActive((active + step + matches.length) % matches.length);
      else setActive(step === 1 ? 0 : last);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = isOpen ? matches[active] : undefined;
      if (entry === undefined) commitText();
      else pick(entry);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      setActive(-1);
    } else if (event.key === 'Escape') {
      setText(value ?? '');
      setRefusal(undefined);
    }
  };
  const error = refusal ?? props.error;
  const listId = `${id}-list`;
  return (
    <div className="control time-zone-combobox">
      <span className="control-label">
        <label htmlFor={id}>{props.label}</label>
        <code id={`${id}-wire`} className="wire-name">
          {props.wireName}
        </code>
      </span>
      <div className="combobox-anchor">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="A city, a zone id or an offset (GMT+9)"
          value={text}
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-activedescendant={isOpen && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, { wireName: props.wireName, hint: props.hint, error })}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActive(event.target.value.trim() === '' ? -1 : 0);
            setRefusal(undefined);
          }}
          onKeyDown={onKeyDown}
          onBlur={commitText}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Time zones"
          hidden={!isOpen || matches.length === 0}
        >
          {matches.map((entry, index) => (
            // Keys reach options through the combobox input (aria-activedescendant), as ARIA's pattern has it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={entry.zone}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the blur does not commit the typed text first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(entry)}
            >
              <span>{entry.zone}</span>
              <span>GMT{entry.offset}</span>
            </li>
          ))}
        </ul>
      </div>
      {props.hint === undefined ? null : (
        <p id={`${id}-hint`} className="control-hint">
          {props.hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
