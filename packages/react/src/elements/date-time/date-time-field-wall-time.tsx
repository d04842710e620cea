import {
  findWallTimeInstant,
  formatTimeZoneAbbreviation,
  formatWallTime,
  resolveTimeZone,
  type WallTimeDescription,
} from '@chatforms/core/renderer';
import { useId } from 'react';

import type { FormMessages } from '../../messages.js';

type Repeated = Extract<WallTimeDescription, { status: 'repeated' }>;
type Skipped = Extract<WallTimeDescription, { status: 'skipped' }>;

/** The time of day of a wall value `yyyy-MM-ddTHH:mm[:ss]`, as readers of `locale` write it. */
function formatClockTime(wall: string, locale: string): string {
  return formatWallTime(wall.slice(11, 16), locale);
}

/**
 * Under a date-and-time picker on a time the clocks pass twice: asks which of the two moments is
 * meant, the earlier chosen unless the value names the later one by its offset.
 */
export function RepeatedTimeChoice({
  wall,
  description,
  timeZone,
  readOnly,
  messages,
  onChoose,
}: {
  wall: string;
  description: Repeated;
  timeZone: string | undefined;
  readOnly: boolean;
  messages: FormMessages;
  onChoose: (value: string) => void;
}) {
  const id = useId();
  const time = formatClockTime(wall, messages.locale);
  const zone = resolveTimeZone(timeZone);
  // The bare wall value names the earlier moment, so only the later one carries its offset.
  const choices = description.offsets.map((offset, index) => {
    const value = index === 0 ? wall : `${wall}${offset}`;
    const instant = findWallTimeInstant(value, zone);
    const abbreviation = instant && formatTimeZoneAbbreviation(zone, instant, messages.locale);
    const label = messages.repeatedTimeOption(time, offset, abbreviation);
    return { value, label, isChosen: (description.chosen === 'later') === (index === 1) };
  });
  return (
    <fieldset
      className="chatforms-date-time-note chatforms-options"
      role="radiogroup"
      aria-labelledby={`${id}legend`}
    >
      <legend id={`${id}legend`} className="chatforms-hint">
        {messages.repeatedTime(time)}
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="chatforms-option">
          <input
            type="radio"
            name={`${id}choice`}
            value={choice.value}
            checked={choice.isChosen}
            onChange={() => onChoose(choice.value)}
            disabled={readOnly}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Under a date-and-time picker on a time the clocks skip: says so, and names the first time after. */
export function SkippedTimeNote({
  id,
  wall,
  description,
  messages,
}: {
  id: string;
  wall: string;
  description: Skipped;
  messages: FormMessages;
}) {
  return (
    <p id={id} className="chatforms-date-time-note chatforms-hint" role="status">
      {messages.skippedTime(
        formatClockTime(wall, messages.locale),
        formatClockTime(description.nextValue, messages.locale),
      )}
    </p>
  );
}
