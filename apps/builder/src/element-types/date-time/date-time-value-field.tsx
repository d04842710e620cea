import type { DateTimeMode } from '@chatforms/core';
import { resolveTimeZone } from '@chatforms/core/date-time';
import { useId } from 'react';

import { describedBy } from '../../components/form-controls.js';
import type { FieldEditor, FieldEditorProps } from '../../inspector/field-editor.js';
import { readMode, readStoredDateTime, readZone, type StoredDateTime } from './date-time-values.js';
import { WallTimeQuestion } from './wall-time-question.js';

const inputTypes = { date: 'date', time: 'time', dateTime: 'datetime-local' } as const;
const nouns: Record<DateTimeMode, string> = {
  date: 'date',
  time: 'time',
  dateTime: 'date and time',
};

function describeOffset(
  stored: StoredDateTime,
  zone: string,
  isOwnZone: boolean,
): string | undefined {
  const { description } = stored;
  if (description?.status !== 'unique') return undefined;
  const where = isOwnZone ? `your zone (${zone}); each reader sees it in their own` : zone;
  return `GMT${description.offset} on that date in ${where}.`;
}

/** Creates the picker of a wall-clock value (defaultValue, from, to), shaped by the element's mode. */
export function createDateTimeValueField<K extends string>(
  key: K,
  label: string,
  help: string,
): FieldEditor<K> {
  function DateTimeValueField({ element, update, issueAt }: FieldEditorProps) {
    const id = useId();
    const mode = readMode(element);
    const chosenZone = readZone(element);
    const zone = resolveTimeZone(chosenZone);
    const stored = readStoredDateTime(element, key);
    const unreadable =
      stored.text !== '' && stored.wall === ''
        ? `“${stored.text}” is not a ${nouns[mode]} the picker can show; pick one to replace it.`
        : undefined;
    const hint = [help, describeOffset(stored, zone, chosenZone === undefined), unreadable]
      .filter(Boolean)
      .join(' ');
    const error = issueAt(key);
    const set = (text: string) => update({ [key]: text === '' ? undefined : text }, key);
    const questionId = `${id}-question`;
    // A date has no hour to ask about; its offset is that of its midnight.
    const question = mode === 'dateTime' ? stored.description : undefined;
    const describedIds = [
      describedBy(id, { wireName: key, hint, error }),
      question === undefined || question.status === 'unique' ? '' : questionId,
    ];
    return (
      <div className="control">
        <span className="control-label">
          <label htmlFor={id}>{label}</label>
          <code id={`${id}-wire`} className="wire-name">
            {key}
          </code>
        </span>
        <div className="date-time-inputs">
          <input
            id={id}
            type={inputTypes[mode]}
            value={stored.wall}
            step={/:\d{2}:\d{2}$/.test(stored.wall) ? 1 : undefined}
            aria-invalid={error !== undefined}
            aria-describedby={describedIds.filter(Boolean).join(' ') || undefined}
            onChange={(event) => set(event.target.value)}
          />
          {stored.text === '' ? null : (
            <button type="button" aria-label={`Clear ${label}`} onClick={() => set('')}>
              Clear
            </button>
          )}
        </div>
        <p id={`${id}-hint`} className="control-hint">
          {hint}
        </p>
        {question === undefined ? null : (
          <WallTimeQuestion
            id={questionId}
            wall={stored.wall}
            zone={zone}
            description={question}
            onChoose={set}
          />
        )}
        {error === undefined ? null : (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  }
  return { key, Editor: DateTimeValueField };
}
