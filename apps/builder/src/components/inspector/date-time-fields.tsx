import type { DateTimeMode } from '@chatforms/core';
import { getDefaultDateTimeFormat } from '@chatforms/core/date-time';

import { TextControl } from '../form-controls.js';
import { readText } from '../read-value.js';
import type { FieldEditor, FieldEditorProps } from './field-editor.js';

const valueShapes: Record<DateTimeMode, string> = {
  date: '2025-06-30',
  time: '14:30',
  dateTime: '2025-06-30T14:30',
};

// Intl leaves out UTC on some runtimes (Node 20 among them), yet it is the zone authors reach for first.
const timeZones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

function readMode(element: Record<string, unknown>): DateTimeMode {
  const mode = element.mode;
  return mode === 'time' || mode === 'dateTime' ? mode : 'date';
}

/** Creates an editor for a wall-clock value (defaultValue, from, to) in the shape the mode reads. */
export function createDateTimeValueField(key: string, label: string): FieldEditor {
  function DateTimeValueField({ element, update, issueAt }: FieldEditorProps) {
    const shape = valueShapes[readMode(element)];
    return (
      <TextControl
        label={label}
        value={readText(element[key])}
        placeholder={shape}
        hint={
          key === 'defaultValue'
            ? `This and the bounds are wall-clock times in the time zone below, like ${shape}.`
            : undefined
        }
        error={issueAt(key)}
        onChange={(text) => update({ [key]: text === '' ? undefined : text }, key)}
      />
    );
  }
  return { key, Editor: DateTimeValueField };
}

function TimeZoneField({ element, update, issueAt }: FieldEditorProps) {
  return (
    <TextControl
      label="Time zone (IANA)"
      value={readText(element.timezoneCode)}
      placeholder="The reader's own zone"
      suggestions={timeZones}
      error={issueAt('timezoneCode')}
      onChange={(text) => update({ timezoneCode: text === '' ? undefined : text }, 'timezoneCode')}
    />
  );
}

function SubmittedFormatField({ element, update, issueAt }: FieldEditorProps) {
  const standard = getDefaultDateTimeFormat(readMode(element));
  return (
    <TextControl
      label="Submitted format"
      value={readText(element.dateTimeFormat)}
      placeholder={standard}
      hint={`A date-fns pattern; empty submits ${standard}.`}
      error={issueAt('dateTimeFormat')}
      onChange={(text) =>
        update({ dateTimeFormat: text === '' ? undefined : text }, 'dateTimeFormat')
      }
    />
  );
}

/** The time zone field, offering every IANA zone the browser knows as the author types. */
export const timeZoneField: FieldEditor = { key: 'timezoneCode', Editor: TimeZoneField };

/** The submitted-format field, showing the mode's standard pattern when empty. */
export const submittedFormatField: FieldEditor = {
  key: 'dateTimeFormat',
  Editor: SubmittedFormatField,
};
