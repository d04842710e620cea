import { createBoundedCache } from '../../bounded-cache.js';
import type {
  DateTimeFormatOptions,
  DateTimeMode,
  DateTimeOptions,
  ReadDateTimeResult,
  Reading,
  WallReading,
} from './date-time-pattern.js';
import {
  buildWallClock,
  checkDateTimeFormat,
  compareCodeUnits,
  dateTimeModes,
  fail,
  hasDateTimePatterns,
  isDefaultPattern,
  modeDetails,
  patternsNotLoaded,
  readWithPattern,
  writeWallDate,
  writeWallTime,
  writeWallValue,
  writeWithPattern,
} from './date-time-pattern.js';
import {
  describeWallTime,
  formatTimeZoneOffset,
  type WallTimeDescription,
} from './date-time-wall-time.js';
import {
  assertTimeZone,
  describeUnknownZone,
  findInstants,
  getZoneOffset,
  isValidTimeZone,
  resolveTimeZone,
  startOfWallDay,
  toInstant,
  toWallClock,
  WallClock,
  writeZoneOffset,
} from './time-zone.js';

export type { DateTimeMode, ReadDateTimeResult } from './date-time-pattern.js';
export { checkDateTimeFormat, dateTimeModes } from './date-time-pattern.js';
export { getTimeZoneLabel, isValidTimeZone, resolveTimeZone } from './time-zone.js';

/** The wall-clock shapes docs/design.md allows, with the modes each may be cut to. */
const wallShapes: { shape: RegExp; modes: readonly DateTimeMode[] }[] = [
  { shape: /^\d{4}-\d{2}-\d{2}$/, modes: ['date'] },
  { shape: /^\d{2}:\d{2}(:\d{2})?$/, modes: ['time'] },
  { shape: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, modes: dateTimeModes },
];
const isoInstantShape =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?:(:\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Reads a dateTime text (wall-clock text, an ISO instant with offset, or text in `format`) into the canonical wall value for the mode; never throws. */
export function readDateTimeValue(
  text: string,
  options: DateTimeFormatOptions,
): ReadDateTimeResult {
  const reading = readWallClock(text, options);
  return reading.success
    ? { success: true, value: writeWallValue(reading, options.mode) }
    : reading;
}

/**
 * Like readDateTimeValue, but a dateTime text naming the later instant of a repeated wall time (the
 * fall-back hour) keeps that instant's offset, `2026-11-01T01:30-05:00`, since its wall value alone
 * names the earlier one. Every other value is the canonical wall value.
 */
export function readExactDateTimeValue(
  text: string,
  options: DateTimeFormatOptions,
): ReadDateTimeResult {
  const reading = readWallClock(text, options);
  if (!reading.success) return reading;
  const value = writeWallValue(reading, options.mode);
  if (options.mode !== 'dateTime') return { success: true, value };
  return {
    success: true,
    value: value + findLaterOffset(reading, resolveTimeZone(options.timeZone)),
  };
}

/** The offset a reading wrote when it names the later instant of a repeated wall time, else ''. */
function findLaterOffset({ wall, instant }: WallReading, zone: string): string {
  if (instant === undefined || toInstant(wall, zone).getTime() === instant.getTime()) return '';
  return formatTimeZoneOffset(zone, instant);
}

/**
 * What a date-and-time picker shows for a control value in a zone: the wall value its input holds
 * (the text itself when unreadable, such as a time the clocks skip), and what describeWallTime says
 * of the instant the value names (for a repeated hour, which one it chose). Never throws.
 */
export function describeDateTimeValue(
  text: string,
  timeZone?: string | undefined,
): { wall: string; description: WallTimeDescription | undefined } {
  // Forms of one chat show the same bounds and defaults: a named zone's answers are kept (without
  // one the answer follows the runtime's zone, which may change), for short texts only.
  if (timeZone === undefined || text.length > 40) return describeUncachedValue(text, timeZone);
  return descriptions.read(`${timeZone} ${text}`, () =>
    Object.freeze(describeUncachedValue(text, timeZone)),
  );
}

const descriptions = createBoundedCache<
  string,
  { wall: string; description: WallTimeDescription | undefined }
>(512);

function describeUncachedValue(
  text: string,
  timeZone: string | undefined,
): { wall: string; description: WallTimeDescription | undefined } {
  const zone = resolveTimeZone(timeZone);
  if (!isValidTimeZone(zone)) return { wall: text, description: undefined };
  const reading = readWallClock(text, { mode: 'dateTime', timeZone: zone });
  if (!reading.success) return { wall: text, description: describeWallTime(text, zone) };
  const wall = writeWallValue(reading, 'dateTime');
  return { wall, description: describeWallTime(wall + findLaterOffset(reading, zone), zone) };
}

/** Compares two canonical wall values of the same mode in a zone: negative, 0 or positive; dateTime compares instants, so the repeated fall-back hour orders correctly. */
export function compareDateTimeValues(a: string, b: string, options: DateTimeOptions): number {
  const zone = resolveTimeZone(options.timeZone);
  if (options.mode === 'dateTime') return Math.sign(readInstant(a, zone) - readInstant(b, zone));
  const first = readWallClockOrThrow(a, { mode: options.mode, timeZone: zone });
  const second = readWallClockOrThrow(b, { mode: options.mode, timeZone: zone });
  const write = (wall: WallClock) =>
    options.mode === 'date' ? writeWallDate(wall) : writeWallTime(wall, true);
  return compareCodeUnits(write(first.wall), write(second.wall));
}

// A form's bounds are compared with every value checked against them: their instants are kept.
const instants = createBoundedCache<string, number>(1024);

/** The instant a dateTime text names in a zone (the first of a repeated hour unless it writes an offset); throws a RangeError for a value it cannot read. */
function readInstant(text: string, zone: string): number {
  const read = () => {
    const reading = readWallClockOrThrow(text, { mode: 'dateTime', timeZone: zone });
    return (reading.instant ?? toInstant(reading.wall, zone)).getTime();
  };
  // Only short texts are kept, so hostile input cannot fill memory through the keys.
  return text.length > 40 ? read() : instants.read(`${zone} ${text}`, read);
}

/**
 * Formats a canonical wall value for submission with `format` (date-fns tokens, offsets taken from
 * the zone at that instant: the first of a repeated hour, unless the value writes the offset of the
 * other); throws a RangeError for a value it cannot read.
 */
export function formatDateTimeValue(value: string, options: DateTimeFormatOptions): string {
  const zone = resolveTimeZone(options.timeZone);
  const { wall, instant } = readWallClockOrThrow(value, { mode: options.mode, timeZone: zone });
  const pattern = options.format;
  // A written default pattern without date-fns is written by hand below: the same text.
  const isByHand =
    pattern === undefined || (!hasDateTimePatterns() && isDefaultPattern(pattern, options.mode));
  if (!isByHand) return writeWithPattern(wall, pattern, zone, instant ?? toInstant(wall, zone));
  if (options.mode !== 'dateTime') return writeMinuteValue(wall, options.mode);
  // The default pattern, yyyy-MM-dd'T'HH:mmXXX, written by hand so that it needs no pattern engine.
  const written = instant ?? toInstant(wall, zone);
  const offset = getZoneOffset(written, zone);
  return `${writeMinuteValue(toWallClock(written, zone), 'dateTime')}${offset === 0 ? 'Z' : writeZoneOffset(offset)}`;
}

/** A wall clock as a browser's input of the mode holds it: yyyy-MM-dd, HH:mm or yyyy-MM-ddTHH:mm. */
function writeMinuteValue(wall: WallClock, mode: DateTimeMode): string {
  if (mode === 'date') return writeWallDate(wall);
  if (mode === 'time') return writeWallTime(wall, false);
  return `${writeWallDate(wall)}T${writeWallTime(wall, false)}`;
}

/**
 * Rewrites a canonical wall value read in `timeZone` as the same instant's wall time in
 * `targetTimeZone`, shaped as a browser's input holds it (a date names its day's start, a time
 * today's); throws a RangeError for a value or zone it cannot read.
 */
export function convertDateTimeValue(
  value: string,
  options: DateTimeOptions,
  targetTimeZone: string,
): string {
  const zone = resolveTimeZone(options.timeZone);
  assertTimeZone(targetTimeZone);
  const { wall, instant } = readWallClockOrThrow(value, { mode: options.mode, timeZone: zone });
  const targetWall = toWallClock(instant ?? toInstant(wall, zone), targetTimeZone);
  return writeMinuteValue(targetWall, options.mode);
}

/** The pattern a mode submits with when the element gives no `dateTimeFormat`. */
export function getDefaultDateTimeFormat(mode: DateTimeMode): string {
  return modeDetails[mode].format;
}

/** The current wall value in a zone for a mode, to the minute (for 'today'/'now' buttons and defaults). */
export function getCurrentDateTimeValue(
  options: DateTimeOptions & { now?: Date | undefined },
): string {
  const zone = resolveTimeZone(options.timeZone);
  assertTimeZone(zone);
  const now = (options.now ?? new Date()).getTime();
  const wall = toWallClock(new Date(now - (((now % 60_000) + 60_000) % 60_000)), zone);
  return writeWallValue({ success: true, wall, hasSeconds: false }, options.mode);
}

function readWallClock(text: string, options: DateTimeFormatOptions): Reading {
  const { mode, format: pattern } = options;
  const zone = resolveTimeZone(options.timeZone);
  if (!isValidTimeZone(zone)) return fail(describeUnknownZone(zone));
  const trimmed = text.trim();
  const expected =
    pattern === undefined
      ? modeDetails[mode].expected
      : `${pattern}, or ${modeDetails[mode].expected}`;
  if (trimmed === '') return fail(`The ${modeDetails[mode].noun} is empty (expected ${expected})`);
  if (pattern !== undefined) {
    const check = checkDateTimeFormat(pattern, mode);
    if (!check.success) return check;
  }
  // Time values sit on today's date in the zone, so an offset written with a time means today's offset.
  // The current minute is enough (offsets change on whole minutes) and lets the zone's offset be reused.
  const reference = startOfWallDay(
    toWallClock(new Date(Math.floor(Date.now() / 60_000) * 60_000), zone),
  );
  const reading =
    (pattern === undefined ? undefined : readWithPattern(trimmed, pattern, zone, reference)) ??
    readIsoInstant(trimmed, zone) ??
    readWallShape(trimmed, mode, reference);
  if (reading === undefined || !isWithinFourDigitYears(reading.wall)) {
    // date-fns reads sloppier text ("2026-1-5") than the hand-written readers: until it has
    // loaded, a value they refuse is undecided, not invalid.
    if (pattern !== undefined && !hasDateTimePatterns()) return patternsNotLoaded;
    return fail(`"${trimmed}" is not a valid ${modeDetails[mode].noun} (expected ${expected})`);
  }
  if (mode === 'dateTime' && findInstants(reading.wall, zone).length === 0) {
    return fail(`"${trimmed}" does not exist in ${zone}: the clocks jump over it`);
  }
  return reading;
}

function isWithinFourDigitYears(wall: WallClock): boolean {
  return wall.getFullYear() >= 1 && wall.getFullYear() <= 9999;
}

function readWallClockOrThrow(text: string, options: DateTimeOptions) {
  const reading = readWallClock(text, options);
  if (!reading.success) throw new RangeError(reading.message);
  return reading;
}

function readWallShape(
  text: string,
  mode: DateTimeMode,
  reference: WallClock,
): WallReading | undefined {
  const normalized = text.replace(' ', 'T');
  const match = wallShapes.find(
    ({ shape, modes }) => shape.test(normalized) && modes.includes(mode),
  );
  if (match === undefined) return undefined;
  const wall = buildWallClock(normalized, reference);
  return wall === undefined
    ? undefined
    : { success: true, wall, hasSeconds: /:\d{2}:\d{2}$/.test(normalized) };
}

function readIsoInstant(text: string, zone: string): WallReading | undefined {
  const [, date, time, seconds = '', offset = ''] = isoInstantShape.exec(text) ?? [];
  if (date === undefined || time === undefined) return undefined;
  const wall = buildWallClock(`${date}T${time}${seconds}`, new WallClock(0));
  const [, sign, hours = '0', minutes = '0'] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset) ?? [];
  if (wall === undefined) return undefined;
  const offsetTime = (Number(hours) * 60 + Number(minutes)) * 60_000;
  const instant = new Date(wall.getTime() - (sign === '-' ? -offsetTime : offsetTime));
  return { success: true, wall: toWallClock(instant, zone), hasSeconds: seconds !== '', instant };
}
