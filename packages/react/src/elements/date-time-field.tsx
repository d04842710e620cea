import { type DateTimeElement } from '@chatforms/core';
import {
  findWallTimeInstant,
  getDateTimeBounds,
  getTimeZoneLabel,
} from '@chatforms/core/date-time';
import { memo, useMemo } from 'react';

import type { ElementProps } from '../element-props.js';
import { FieldFrame } from '../field-frame.js';
import { useElementField } from '../use-element-field.js';

// Native inputs produce exactly the wall-clock texts core reads, and are keyboard-usable everywhere.
const inputTypes: Record<DateTimeElement['mode'], string> = {
  date: 'date',
  time: 'time',
  dateTime: 'datetime-local',
};

/** A dateTime: a native date, time or datetime-local input bounded by `from`/`to`, its zone named beside it. */
export const DateTimeField = memo(function DateTimeField({
  element,
  readOnly,
}: ElementProps<DateTimeElement>) {
  const zone = element.timezoneCode;
  const bounds = useMemo(() => getDateTimeBounds(element), [element]);
  const field = useElementField(element, { hasHint: zone !== undefined });
  const { value, ...handlers } = field.field;
  // The offset of the chosen date, not today's: a July New York time is at GMT-04:00 all year.
  const chosen = element.mode === 'time' || typeof value !== 'string' ? '' : value;
  const hint = useMemo(
    () =>
      zone === undefined ? undefined : getTimeZoneLabel(zone, findWallTimeInstant(chosen, zone)),
    [zone, chosen],
  );
  return (
    <FieldFrame field={field} hint={hint === undefined ? undefined : field.messages.timeZone(hint)}>
      <input
        {...handlers}
        type={inputTypes[element.mode]}
        value={typeof value === 'string' ? value : ''}
        id={field.ids.control}
        className="chatforms-input chatforms-date-time"
        min={bounds.from}
        max={bounds.to}
        readOnly={readOnly}
        aria-required={field.isRequired || undefined}
        aria-invalid={field.error !== undefined || undefined}
        aria-describedby={field.describedBy}
      />
    </FieldFrame>
  );
});
