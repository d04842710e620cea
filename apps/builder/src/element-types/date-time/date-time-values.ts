import type { DateTimeMode } from '@chatforms/core';
import {
  describeWallTime,
  findWallTimeInstant,
  readDateTimeValue,
  resolveTimeZone,
  type WallTimeDescription,
} from '@chatforms/core/date-time';

/** The element's mode, `date` when unset as core reads it. */
export function readMode(element: Record<string, unknown>): DateTimeMode {
  const mode = element.mode;
  return mode === 'time' || mode === 'dateTime' ? mode : 'date';
}

/** The element's zone when it names one, else undefined (readers then see their own). */
export function readZone(element: Record<string, unknown>): string | undefined {
  const zone = element.timezoneCode;
  return typeof zone === 'string' && zone !== '' ? zone : undefined;
}

/** What a stored value is to the pickers: the wall value they show, and where it falls in the zone. */
export interface StoredDateTime {
  /** The text as stored; '' when unset. */
  text: string;
  /** The wall value a date, time or datetime-local input holds; '' when the text cannot be read. */
  wall: string;
  /** For dates and date-times: one instant, two (a fall-back hour) or none (a gap). */
  description: WallTimeDescription | undefined;
}

function tryDescribe(text: string, zone: string): WallTimeDescription | undefined {
  try {
    return describeWallTime(text, zone);
  } catch {
    return undefined;
  }
}

/** Reads a stored defaultValue, from or to the way the pickers show it, in the element's zone. */
export function readStoredDateTime(element: Record<string, unknown>, key: string): StoredDateTime {
  const stored = element[key];
  const text = typeof stored === 'string' ? stored : '';
  const mode = readMode(element);
  const zone = resolveTimeZone(readZone(element));
  if (text === '') return { text, wall: '', description: undefined };
  const reading = readDateTimeValue(text, {
    mode,
    timeZone: zone,
    format: typeof element.dateTimeFormat === 'string' ? element.dateTimeFormat : undefined,
  });
  // Core refuses a time the clocks skip, which the picker still shows so it can be explained.
  const wall = reading.success
    ? reading.value
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)
      ? text
      : '';
  const withOffset = text.length > wall.length && text.startsWith(wall) ? text : wall;
  const description = mode === 'time' || wall === '' ? undefined : tryDescribe(withOffset, zone);
  return { text, wall, description };
}

/** The instant a stored value names (the chosen one of a repeated hour), for offsets shown beside it. */
function findStoredInstant(
  element: Record<string, unknown>,
  stored: StoredDateTime,
): Date | undefined {
  if (stored.description === undefined) return undefined;
  const text = stored.text.startsWith(stored.wall) ? stored.text : stored.wall;
  return findWallTimeInstant(text, resolveTimeZone(readZone(element)));
}

/** The instant offsets are shown for: the default, else from, else to, else now. */
export function findReferenceInstant(element: Record<string, unknown>): Date {
  for (const key of ['defaultValue', 'from', 'to']) {
    const instant = findStoredInstant(element, readStoredDateTime(element, key));
    if (instant !== undefined) return instant;
  }
  // To the minute, so the zone list is not recomputed on every render.
  return new Date(Math.floor(Date.now() / 60_000) * 60_000);
}

/** A canonical wall value cut or extended to another mode, or the text unchanged when it cannot be. */
export function convertWallValue(text: string, to: DateTimeMode): string {
  const [, date, time] = /^(\d{4}-\d{2}-\d{2})?T?(\d{2}:\d{2}(?::\d{2})?)?$/.exec(text) ?? [];
  if (to === 'date' && date !== undefined) return date;
  if (to === 'time' && time !== undefined) return time;
  if (to === 'dateTime' && date !== undefined) return `${date}T${time ?? '00:00'}`;
  return text;
}
