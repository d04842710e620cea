import type { DateTimeMode } from '@chatforms/core';
import { formatTimeZoneOffset, isValidTimeZone, resolveTimeZone } from '@chatforms/core/date-time';

import { SelectControl } from '../../components/form-controls.js';
import type { FieldEditor, FieldEditorProps } from '../../inspector/field-editor.js';
import {
  convertWallValue,
  findReferenceInstant,
  readMode,
  readStoredDateTime,
  readZone,
} from './date-time-values.js';
import { TimeZoneCombobox } from './time-zone-combobox.js';

const modeChoices: readonly { value: DateTimeMode; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'time', label: 'Time of day' },
  { value: 'dateTime', label: 'Date and time' },
];

function ModeField({ element, update, issueAt }: FieldEditorProps) {
  const switchTo = (mode: string) => {
    const patch: Record<string, unknown> = { mode };
    // The pickers keep what still fits: a date-and-time becomes its date, a date its midnight.
    for (const key of ['defaultValue', 'from', 'to']) {
      const { wall } = readStoredDateTime(element, key);
      if (wall !== '') patch[key] = convertWallValue(wall, mode as DateTimeMode);
    }
    update(patch);
  };
  return (
    <SelectControl
      label="Asks for"
      wireName="mode"
      hint="What the reader picks: a day, a time of day, or both."
      value={readMode(element)}
      choices={modeChoices}
      error={issueAt('mode')}
      onChange={switchTo}
    />
  );
}

function describeZone(element: Record<string, unknown>, zone: string | undefined): string {
  if (zone === undefined) {
    return `Empty: each reader sees and answers in their own zone, so 20:00 is a different moment for each. Your zone is ${resolveTimeZone()}.`;
  }
  if (!isValidTimeZone(zone)) return 'Pick a zone from the list.';
  const key = ['defaultValue', 'from', 'to'].find(
    (name) => readStoredDateTime(element, name).description,
  );
  const when =
    key === undefined
      ? 'today'
      : `on ${readStoredDateTime(element, key).wall.replace('T', ' ')} (${key})`;
  return `Readers see and answer in this zone: GMT${formatTimeZoneOffset(zone, findReferenceInstant(element))} ${when}.`;
}

function TimeZoneField({ element, update, issueAt }: FieldEditorProps) {
  const zone = readZone(element);
  const ownZone = resolveTimeZone();
  return (
    <>
      <TimeZoneCombobox
        label="Time zone"
        wireName="timezoneCode"
        value={zone}
        at={findReferenceInstant(element)}
        hint={describeZone(element, zone)}
        error={issueAt('timezoneCode')}
        onChange={(next) => update({ timezoneCode: next }, 'timezoneCode')}
      />
      {zone === ownZone ? null : (
        <button
          type="button"
          className="inline-action"
          onClick={() => update({ timezoneCode: ownZone })}
        >
          Use my zone ({ownZone})
        </button>
      )}
    </>
  );
}

/** The mode picker; switching mode keeps the default and bounds that still fit. */
export const modeField: FieldEditor<'mode'> = { key: 'mode', Editor: ModeField };

/** The time zone combobox, with the offset of the chosen date beside it. */
export const timeZoneField: FieldEditor<'timezoneCode'> = {
  key: 'timezoneCode',
  Editor: TimeZoneField,
};
