'use client';

import {
  type DateTimeElement,
  describeDateTimeValue,
  findWallTimeInstant,
  getDateTimeBounds,
  getTimeZoneLabel,
} from '@chatforms/core/renderer';
import { memo, useMemo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderFieldFrame } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';
import { RepeatedTimeChoice, SkippedTimeNote } from './date-time-field-wall-time.js';

// Native inputs produce exactly the wall-clock texts core reads, and are keyboard-usable everywhere.
const inputTypes: Record<DateTimeElement['mode'], string> = {
  date: 'date',
  time: 'time',
  dateTime: 'datetime-local',
};

/** What the input shows for a value: a date-and-time's wall time, and where that falls in the zone. */
function describeInputValue(text: string, element: DateTimeElement) {
  return element.mode === 'dateTime' && text !== ''
    ? describeDateTimeValue(text, element.timezoneCode)
    : { wall: text, description: undefined };
}

/**
 * A dateTime: a native date, time or datetime-local input bounded by `from`/`to`, its zone named
 * beside it; a time the clocks pass twice asks which is meant, and one they skip is explained.
 */
export const DateTimeField = memo(function DateTimeField({
  element,
  readOnly,
}: ElementProps<DateTimeElement>) {
  const zone = element.timezoneCode;
  const bounds = useMemo(() => {
    const { from, to } = getDateTimeBounds(element);
    const toWall = (bound: string | undefined) =>
      bound === undefined ? undefined : describeInputValue(bound, element).wall;
    return { min: toWall(from), max: toWall(to) };
  }, [element]);
  const field = useElementField(element, { hasHint: zone !== undefined });
  const { value, ...handlers } = field.field;
  const text = typeof value === 'string' ? value : '';
  const { wall, description } = useMemo(() => describeInputValue(text, element), [text, element]);
  // The offset of the chosen date and moment, not today's: a July New York time is at GMT-04:00.
  const chosen = element.mode === 'time' ? '' : text;
  const hint = useMemo(
    () =>
      zone === undefined ? undefined : getTimeZoneLabel(zone, findWallTimeInstant(chosen, zone)),
    [zone, chosen],
  );
  const noteId = `${field.ids.hint}skipped`;
  const isSkipped = description?.status === 'skipped';
  const describedBy = [field.describedBy, isSkipped ? noteId : ''].filter(Boolean).join(' ');
  return renderFieldFrame(
    field,
    <>
      <input
        {...handlers}
        type={inputTypes[element.mode]}
        value={wall}
        id={field.ids.control}
        className="chatforms-input chatforms-date-time"
        min={bounds.min}
        max={bounds.max}
        readOnly={readOnly}
        aria-required={field.isRequired || undefined}
        aria-invalid={field.error !== undefined || undefined}
        aria-describedby={describedBy || undefined}
      />
      {description?.status === 'repeated' && (
        <RepeatedTimeChoice
          wall={wall}
          description={description}
          timeZone={zone}
          readOnly={readOnly}
          messages={field.messages}
          onChoose={handlers.onChange}
        />
      )}
      {description?.status === 'skipped' && (
        <SkippedTimeNote
          id={noteId}
          wall={wall}
          description={description}
          messages={field.messages}
        />
      )}
    </>,
    hint === undefined ? undefined : field.messages.timeZone(hint),
  );
});
