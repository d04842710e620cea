import {
  Combobox,
  ComboboxItem,
  ComboboxPopover,
  ComboboxProvider,
  useComboboxStore,
  useStoreState,
} from '@ariakit/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';

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

/** The popup of matching zones with their offsets; a click or Enter on one picks it. */
function TimeZoneOptions({
  matches,
  onPick,
}: {
  matches: readonly TimeZoneEntry[];
  onPick: (zone: string) => void;
}) {
  return (
    <ComboboxPopover
      aria-label="Time zones"
      className="time-zone-list"
      sameWidth
      gutter={2}
      // In the inspector's flow, not a portal: the list scrolls with the field it belongs to.
      portal={false}
    >
      {matches.map((entry) => (
        <ComboboxItem
          key={entry.zone}
          value={entry.zone}
          className="time-zone-option"
          onClick={() => onPick(entry.zone)}
        >
          <span>{entry.zone}</span>
          <span>GMT{entry.offset}</span>
        </ComboboxItem>
      ))}
    </ComboboxPopover>
  );
}

/**
 * A combobox over every IANA zone (Ariakit's, ARIA 1.2 list autocomplete): typing a city, an id or
 * an offset filters the list; arrows move, Enter picks, Escape closes, a second Escape restores the
 * zone. Only a listed zone or nothing is kept.
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
  const combobox = useComboboxStore({ value: typed.text, setValue: typed.type });
  const isOpen = useStoreState(combobox, 'open');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter on an option is Ariakit's (it clicks it); with none active, it commits the text typed.
    if (event.key === 'Enter' && (!isOpen || combobox.getState().activeId === null)) {
      event.preventDefault();
      combobox.hide();
      typed.commit();
    } else if (event.key === 'Escape' && !isOpen) {
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
        <ComboboxProvider store={combobox}>
          <Combobox
            id={id}
            autoSelect={typed.text.trim() !== ''}
            spellCheck={false}
            placeholder="A city, a zone id or an offset (GMT+9)"
            aria-invalid={error !== undefined}
            aria-describedby={describedBy(id, {
              wireName: props.wireName,
              hint: props.hint,
              error,
            })}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // A click on an option keeps focus here; a blur elsewhere commits what was typed.
              combobox.hide();
              typed.commit();
            }}
          />
          {matches.length === 0 ? null : (
            <TimeZoneOptions
              matches={matches}
              onPick={(zone) => {
                combobox.hide();
                typed.pick(zone);
              }}
            />
          )}
        </ComboboxProvider>
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
