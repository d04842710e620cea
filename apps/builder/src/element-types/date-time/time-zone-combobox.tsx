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
 * The text in the box and what it commits to: a listed zone, no zone, or a refusal that says why
 * the text is neither. It follows the value when something else changes it.
 */
function useTypedZone(
  value: string | undefined,
  onChange: (zone: string | undefined) => void,
  entries: readonly TimeZoneEntry[],
) {
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  if (value !== shownValue) {
    // Undo, the JSON view or another element changed the zone under the author.
    setShownValue(value);
    setText(value ?? '');
  }
  const pick = (zone: string) => {
    setText(zone);
    setRefusal(undefined);
    // A blur on the zone already chosen changes nothing, so it adds no undo step.
    if (zone !== value) onChange(zone);
  };
  const commit = () => {
    const typed = text.trim();
    const exact = entries.find((entry) => entry.zone.toLowerCase() === typed.toLowerCase());
    if (exact !== undefined) return pick(exact.zone);
    if (typed === '') {
      setRefusal(undefined);
      if (value !== undefined) onChange(undefined);
      return;
    }
    if (text !== value) setRefusal(`“${typed}” is not a time zone: pick one from the list.`);
  };
  const type = (typed: string) => {
    setText(typed);
    setRefusal(undefined);
  };
  const revert = () => type(value ?? '');
  return { text, refusal, pick, commit, type, revert };
}

/**
 * Whether the list shows and which of its `count` options the arrows point at: they wrap, and the
 * first press opens the list at its first (down) or last (up) option.
 */
function useOptionCursor(count: number) {
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const open = (index: number) => {
    setIsOpen(true);
    setActive(index);
  };
  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };
  const move = (step: 1 | -1) => {
    if (count === 0) open(-1);
    else if (isOpen) open((active + step + count) % count);
    else open(step === 1 ? 0 : count - 1);
  };
  return { isOpen, active, open, close, move };
}

/** The listbox of matching zones with their offsets; a click picks one. */
function TimeZoneOptions({
  id,
  matches,
  active,
  hidden,
  onPick,
}: {
  id: string;
  matches: readonly TimeZoneEntry[];
  active: number;
  hidden: boolean;
  onPick: (entry: TimeZoneEntry) => void;
}) {
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);
  return (
    <ul id={`${id}-list`} role="listbox" aria-label="Time zones" hidden={hidden}>
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
          onClick={() => onPick(entry)}
        >
          <span>{entry.zone}</span>
          <span>GMT{entry.offset}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A combobox over every IANA zone (ARIA 1.2 list autocomplete): typing a city, an id or an offset
 * filters the list; arrows move, Enter picks, Escape closes. Only a listed zone or nothing is kept.
 */
export function TimeZoneCombobox(props: TimeZoneComboboxProps) {
  const { value } = props;
  const id = useId();
  const atTime = props.at.getTime();
  const entries = useMemo(() => listTimeZoneEntries(new Date(atTime)), [atTime]);
  const typed = useTypedZone(value, props.onChange, entries);
  const matches = useMemo(
    () => findTimeZones(typed.text === value ? '' : typed.text, entries).slice(0, shownMatches),
    [typed.text, value, entries],
  );
  const cursor = useOptionCursor(matches.length);
  const pick = (entry: TimeZoneEntry) => {
    cursor.close();
    typed.pick(entry.zone);
  };
  const commit = () => {
    cursor.close();
    typed.commit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      cursor.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const entry = cursor.isOpen ? matches[cursor.active] : undefined;
      if (entry === undefined) commit();
      else pick(entry);
    } else if (event.key === 'Escape' && cursor.isOpen) {
      event.preventDefault();
      cursor.close();
    } else if (event.key === 'Escape') {
      typed.revert();
    }
  };
  const error = typed.refusal ?? props.error;
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
          value={typed.text}
          aria-autocomplete="list"
          aria-expanded={cursor.isOpen}
          aria-controls={`${id}-list`}
          aria-activedescendant={
            cursor.isOpen && cursor.active >= 0 ? `${id}-option-${cursor.active}` : undefined
          }
          aria-invalid={error !== undefined}
          aria-describedby={describedBy(id, { wireName: props.wireName, hint: props.hint, error })}
          onChange={(event) => {
            typed.type(event.target.value);
            cursor.open(event.target.value.trim() === '' ? -1 : 0);
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
        <TimeZoneOptions
          id={id}
          matches={matches}
          active={cursor.active}
          hidden={!cursor.isOpen || matches.length === 0}
          onPick={pick}
        />
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
