import type { DateTimeMode } from '@chatforms/core';
import {
  checkDateTimeFormat,
  formatDateTimeValue,
  getCurrentDateTimeValue,
  getDefaultDateTimeFormat,
  isValidTimeZone,
} from '@chatforms/core/date-time';
import { useState } from 'react';

import { SelectControl, TextControl } from '../../components/form-controls.js';
import { readText } from '../../components/read-value.js';
import type { FieldEditor, FieldEditorProps } from '../../inspector/field-editor.js';
import { readMode, readZone } from './date-time-values.js';

const commonPatterns: Record<DateTimeMode, readonly string[]> = {
  date: ['dd/MM/yyyy', 'MM/dd/yyyy', 'dd.MM.yyyy', 'd MMMM yyyy', 'MMMM d, yyyy'],
  time: ['HH:mm:ss', 'h:mm a'],
  dateTime: [
    "yyyy-MM-dd'T'HH:mm:ssXXX",
    'yyyy-MM-dd HH:mm',
    'dd/MM/yyyy HH:mm',
    'MM/dd/yyyy h:mm a',
    'd MMMM yyyy, HH:mm',
  ],
};
const custom = 'custom';

/** Today (now, for times) written with `pattern` in the element's zone, or undefined if it cannot be. */
function previewPattern(
  pattern: string,
  mode: DateTimeMode,
  zone: string | undefined,
): string | undefined {
  const timeZone = zone !== undefined && isValidTimeZone(zone) ? zone : undefined;
  if (!checkDateTimeFormat(pattern, mode).success) return undefined;
  const now = getCurrentDateTimeValue({ mode, timeZone });
  return formatDateTimeValue(now, { mode, timeZone, format: pattern });
}

function SubmittedFormatField({ element, update, issueAt }: FieldEditorProps) {
  const mode = readMode(element);
  const zone = readZone(element);
  const standard = getDefaultDateTimeFormat(mode);
  const current = readText(element.dateTimeFormat);
  const [isCustom, setIsCustom] = useState(false);
  const patterns = [standard, ...commonPatterns[mode]];
  const selected = isCustom
    ? custom
    : current === ''
      ? standard
      : patterns.includes(current)
        ? current
        : custom;
  const choices = [
    ...patterns.map((pattern) => ({
      value: pattern,
      label: `${previewPattern(pattern, mode, zone) ?? pattern}${pattern === standard ? ' (standard)' : ''}`,
    })),
    { value: custom, label: 'Custom pattern…' },
  ];
  const error = issueAt('dateTimeFormat');
  const preview = current === '' ? undefined : previewPattern(current, mode, zone);
  return (
    <>
      <SelectControl
        label="Submitted format"
        wireName="dateTimeFormat"
        hint={`How the answer is written in what your server receives, shown with ${mode === 'time' ? 'the time now' : 'today'}.`}
        value={selected}
        choices={choices}
        error={selected === custom ? undefined : error}
        onChange={(choice) => {
          setIsCustom(choice === custom);
          if (choice !== custom)
            update({ dateTimeFormat: choice === standard ? undefined : choice });
        }}
      />
      {selected !== custom ? null : (
        <TextControl
          label="Custom pattern"
          wireName="dateTimeFormat"
          hint={
            preview === undefined
              ? 'date-fns tokens, e.g. yyyy for the year, MM the month, dd the day, HH:mm the time.'
              : `Written like: ${preview}`
          }
          value={current}
          placeholder={standard}
          error={error}
          onChange={(text) =>
            update({ dateTimeFormat: text === '' ? undefined : text }, 'dateTimeFormat')
          }
        />
      )}
    </>
  );
}

/** The submitted-format picker: common patterns shown with today's date, or a custom pattern. */
export const submittedFormatField: FieldEditor<'dateTimeFormat'> = {
  key: 'dateTimeFormat',
  Editor: SubmittedFormatField,
  // What the backend receives, not what the reader sees.
  section: 'advanced',
};
