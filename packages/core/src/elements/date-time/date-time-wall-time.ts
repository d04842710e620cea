import { createBoundedCache } from '../../bounded-cache.js';
import { buildWallClock, writeWallDate, writeWallTime } from './date-time-pattern.js';
import {
  addWallDays,
  assertTimeZone,
  findInstants,
  getZoneOffset,
  resolveTimeZone,
  toWallClock,
  WallClock,
  writeZoneOffset,
} from './time-zone.js';

/**
 * What a wall time is in a zone: one instant; two, on the repeated hour of a fall-back day (offsets
 * earliest first, and which one the text chose when it wrote an offset); or none, in a
 * spring-forward gap (with the first wall time after the gap).
 */
export type WallTimeDescription =
  | { status: 'unique'; offset: string }
  | {
      status: 'repeated';
      offsets: readonly [string, string];
      chosen: 'earlier' | 'later' | undefined;
    }
  | { status: 'skipped'; offset: string; nextValue: string };

const wallTimeShape = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?$/i;

/** The zone's offset at an instant as `+09:00` or `-04:00` (date-fns-tz's `xxx`). */
export function formatTimeZoneOffset(zone: string, at: Date): string {
  assertTimeZone(zone);
  return writeZoneOffset(getZoneOffset(at, zone));
}

const abbreviationFormats = createBoundedCache<string, Intl.DateTimeFormat>(64);

/**
 * The zone's abbreviation at an instant as readers of `locale` know it (`EDT`, `EST`, `UTC` in
 * American English); undefined where the runtime knows only an offset (`GMT+2`), which
 * formatTimeZoneOffset already writes.
 */
export function formatTimeZoneAbbreviation(
  zone: string,
  at: Date,
  locale = 'en-US',
): string | undefined {
  assertTimeZone(zone);
  const format = abbreviationFormats.read(
    `${locale} ${zone}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }),
  );
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined || /^(?:GMT|UTC)[+-]/.test(name) ? undefined : name;
}

/**
 * Tells whether a date (its midnight) or date-and-time in `timeZone` names one instant, two or none,
 * so an editor can ask which of two is meant and explain a skipped one; undefined for other text.
 * The text is `yyyy-MM-dd`, `yyyy-MM-ddTHH:mm[:ss]`, or that with an offset naming one of the two.
 */
export function describeWallTime(
  text: string,
  timeZone?: string | undefined,
): WallTimeDescription | undefined {
  const zone = resolveTimeZone(timeZone);
  assertTimeZone(zone);
  const [, date, time = '00:00', seconds = ':00', offset] = wallTimeShape.exec(text.trim()) ?? [];
  if (date === undefined) return undefined;
  const wall = buildWallClock(`${date}T${time}${seconds}`, new WallClock(0));
  if (wall === undefined) return undefined;
  const instants = findInstants(wall, zone);
  const [first, second] = instants.map((instant) => formatTimeZoneOffset(zone, instant));
  if (first !== undefined && second !== undefined) {
    const written = offset?.toUpperCase() === 'Z' ? '+00:00' : offset;
    const chosen = written === first ? 'earlier' : written === second ? 'later' : undefined;
    return { status: 'repeated', offsets: [first, second], chosen };
  }
  if (first !== undefined) return { status: 'unique', offset: first };
  const next = findGapEnd(wall, zone);
  const nextWall = toWallClock(next, zone);
  return {
    status: 'skipped',
    offset: formatTimeZoneOffset(zone, next),
    nextValue: `${writeWallDate(nextWall)}T${writeWallTime(nextWall, false)}`,
  };
}

/** The first instant after the gap that swallows `wall`, to the minute. */
function findGapEnd(wall: WallClock, zone: string): Date {
  const offsets = [-1, 1].map((days) => getZoneOffset(addWallDays(wall, days), zone));
  // Read with the later offset the wall time lands before the jump, with the earlier one after it.
  let before = new Date(wall.getTime() - Math.max(...offsets));
  let after = new Date(wall.getTime() - Math.min(...offsets));
  const beforeOffset = getZoneOffset(before, zone);
  while (after.getTime() - before.getTime() > 60_000) {
    const middle = new Date(
      before.getTime() + Math.floor((after.getTime() - before.getTime()) / 120_000) * 60_000,
    );
    if (getZoneOffset(middle, zone) === beforeOffset) before = middle;
    else after = middle;
  }
  return after;
}

/**
 * The instant a date (its midnight) or date-and-time names in `timeZone`: the earlier of a repeated
 * hour unless the text writes the later one's offset, the first instant after a skipped time;
 * undefined for other text.
 */
export function findWallTimeInstant(text: string, timeZone?: string | undefined): Date | undefined {
  const description = describeWallTime(text, timeZone);
  if (description === undefined) return undefined;
  const [, date = '', time = '00:00', seconds = ':00'] = wallTimeShape.exec(text.trim()) ?? [];
  if (description.status === 'skipped') {
    return new Date(`${description.nextValue}:00${description.offset}`);
  }
  const offset =
    description.status === 'unique'
      ? description.offset
      : description.offsets[description.chosen === 'later' ? 1 : 0];
  return new Date(`${date}T${time}${seconds}${offset}`);
}
