import { addDays, format, isValid, parse, startOfDay, startOfMinute, subDays } from 'date-fns';
import { format as formatWithTimeZone } from 'date-fns-tz';

/** The kinds of value a dateTime element collects. */
export const dateTimeModes = ['date', 'time', 'dateTime'] as const;

/** One of `dateTimeModes`. */
export type DateTimeMode = (typeof dateTimeModes)[number];

/** Result of reading a dateTime text; `value` is the canonical wall-clock text for the mode (seconds kept only when given or non-zero). */
export type ReadDateTimeResult =
  { success: true; value: string } | { success: false; message: string };

type DateTimeOptions = { mode: DateTimeMode; timeZone?: string | undefined };
type DateTimeFormatOptions = DateTimeOptions & { format?: string | undefined };
type Failure = { success: false; message: string };
type FormatPart = {
  name: string;
  example: string;
  modes: readonly DateTimeMode[];
  letters: RegExp;
};
type WallReading = { success: true; wall: WallClock; hasSeconds: boolean };
type Reading = WallReading | Failure;

/**
 * A Date whose local fields are its UTC fields, so date-fns reads and writes wall-clock values the
 * same way on every host: a plain Date (and so toZonedTime/formatInTimeZone) moves wall times that
 * fall in the host's own daylight-saving gap.
 */
class WallClock extends Date {
  override getTimezoneOffset(): number {
    return 0;
  }
}
for (const unit of 'FullYear Month Date Day Hours Minutes Seconds Milliseconds'.split(' ')) {
  for (const access of ['get', 'set']) {
    const utcMethod: unknown = Reflect.get(Date.prototype, `${access}UTC${unit}`);
    if (utcMethod !== undefined) Reflect.set(WallClock.prototype, `${access}${unit}`, utcMethod);
  }
}

const modeDetails: Record<DateTimeMode, { noun: string; expected: string; format: string }> = {
  date: { noun: 'date', expected: 'yyyy-MM-dd', format: 'yyyy-MM-dd' },
  time: { noun: 'time', expected: 'HH:mm or HH:mm:ss', format: 'HH:mm' },
  dateTime: {
    noun: 'date and time',
    expected: 'yyyy-MM-ddTHH:mm or yyyy-MM-ddTHH:mm:ss',
    format: "yyyy-MM-dd'T'HH:mmXXX",
  },
};

/** The wall-clock shapes DESIGN.md allows, with the modes each may be cut to. */
const wallShapes: { shape: RegExp; pattern: string; modes: readonly DateTimeMode[] }[] = [
  { shape: /^\d{4}-\d{2}-\d{2}$/, pattern: 'yyyy-MM-dd', modes: ['date'] },
  { shape: /^\d{2}:\d{2}$/, pattern: 'HH:mm', modes: ['time'] },
  { shape: /^\d{2}:\d{2}:\d{2}$/, pattern: 'HH:mm:ss', modes: ['time'] },
  { shape: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, pattern: "yyyy-MM-dd'T'HH:mm", modes: dateTimeModes },
  {
    shape: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/,
    pattern: "yyyy-MM-dd'T'HH:mm:ss",
    modes: dateTimeModes,
  },
];
const isoInstantShape =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?:(:\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

const formatParts: readonly FormatPart[] = [
  { name: 'year', example: 'yyyy', modes: ['date', 'dateTime'], letters: /^y/ },
  { name: 'month', example: 'MM', modes: ['date', 'dateTime'], letters: /^[ML]/ },
  { name: 'day', example: 'dd', modes: ['date', 'dateTime'], letters: /^d/ },
  { name: 'hour', example: 'HH', modes: ['time', 'dateTime'], letters: /^[HhkK]/ },
  { name: 'minute', example: 'mm', modes: ['time', 'dateTime'], letters: /^m/ },
];

// Computed once: the list is long and fixed for the life of the runtime.
const supportedTimeZones = new Set(Intl.supportedValuesOf('timeZone'));

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

/** Compares two canonical wall values of the same mode in a zone: negative, 0 or positive; dateTime compares instants, so the repeated fall-back hour orders correctly. */
export function compareDateTimeValues(a: string, b: string, options: DateTimeOptions): number {
  const zone = resolveTimeZone(options.timeZone);
  const first = readWallClockOrThrow(a, { mode: options.mode, timeZone: zone });
  const second = readWallClockOrThrow(b, { mode: options.mode, timeZone: zone });
  if (options.mode === 'dateTime') {
    return Math.sign(
      toInstant(first.wall, zone).getTime() - toInstant(second.wall, zone).getTime(),
    );
  }
  const pattern = options.mode === 'date' ? 'yyyy-MM-dd' : 'HH:mm:ss';
  return format(first.wall, pattern).localeCompare(format(second.wall, pattern));
}

/** Formats a canonical wall value for submission with `format` (date-fns tokens, offsets taken from the zone at that instant); throws a RangeError for a value it cannot read. */
export function formatDateTimeValue(value: string, options: DateTimeFormatOptions): string {
  const zone = resolveTimeZone(options.timeZone);
  const { wall } = readWallClockOrThrow(value, { mode: options.mode, timeZone: zone });
  return writeWithPattern(wall, options.format ?? modeDetails[options.mode].format, zone);
}

/** The pattern a mode submits with when the element gives no `dateTimeFormat`. */
export function getDefaultDateTimeFormat(mode: DateTimeMode): string {
  return modeDetails[mode].format;
}

/** Checks a date-fns pattern writes the parts the mode needs, that date-fns accepts it, and that a value written with it reads back unchanged. */
export function checkDateTimeFormat(
  pattern: string,
  mode: DateTimeMode,
): { success: true } | { success: false; message: string } {
  const runs = readPatternLetterRuns(pattern);
  const missing = formatParts.filter(
    (part) => part.modes.includes(mode) && !runs.some((run) => part.letters.test(run)),
  );
  if (missing.length > 0) return fail(describeMissingParts(pattern, mode, missing, runs));
  // date-fns only warns on some Y and D tokens, so catch them all here rather than print warnings.
  const confusing = runs.find((run) => /^[YD]/.test(run));
  if (confusing !== undefined) return fail(`"${pattern}" uses ${confusing}: ${confusingTokenHint}`);
  return checkRoundTrip(pattern, mode);
}

/** True for an IANA zone name the runtime knows (e.g. 'Asia/Kolkata', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (supportedTimeZones.has(zone)) return true;
  // supportedValuesOf leaves out aliases such as UTC and Asia/Kolkata (Node 20 lists Asia/Calcutta),
  // while newer runtimes let DateTimeFormat take offsets such as +05:30, which are not zone names.
  if (!/^[A-Za-z]/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The given zone, or the runtime's own zone when none is given. */
export function resolveTimeZone(zone?: string | undefined): string {
  return zone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Human label for showing beside a control, e.g. 'Asia/Kolkata (GMT+05:30)', with the offset in force at `at`. */
export function getTimeZoneLabel(zone: string, at: Date = new Date()): string {
  assertTimeZone(zone);
  return `${zone} (GMT${formatWithTimeZone(at, 'xxx', { timeZone: zone })})`;
}

/** The current wall value in a zone for a mode, to the minute (for 'today'/'now' buttons and defaults). */
export function getCurrentDateTimeValue(
  options: DateTimeOptions & { now?: Date | undefined },
): string {
  const zone = resolveTimeZone(options.timeZone);
  assertTimeZone(zone);
  const wall = startOfMinute(toWallClock(options.now ?? new Date(), zone));
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
  const reference = startOfDay(toWallClock(new Date(), zone));
  const reading =
    (pattern === undefined ? undefined : readWithPattern(trimmed, pattern, zone, reference)) ??
    readIsoInstant(trimmed, zone) ??
    readWallShape(trimmed, mode, reference);
  if (reading === undefined || !isWithinFourDigitYears(reading.wall)) {
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
  const wall = parse(normalized, match.pattern, reference);
  return isValid(wall)
    ? { success: true, wall, hasSeconds: match.pattern.endsWith('ss') }
    : undefined;
}

function readIsoInstant(text: string, zone: string): WallReading | undefined {
  const [, date, time, seconds = '', offset = ''] = isoInstantShape.exec(text) ?? [];
  if (date === undefined || time === undefined) return undefined;
  const pattern = `yyyy-MM-dd'T'HH:mm${seconds === '' ? '' : ':ss'}${offset.includes(':') ? 'XXX' : 'XX'}`;
  const instant = parse(
    `${date}T${time}${seconds}${offset.toUpperCase()}`,
    pattern,
    new WallClock(0),
  );
  if (!isValid(instant)) return undefined;
  return { success: true, wall: toWallClock(instant, zone), hasSeconds: seconds !== '' };
}

function readWithPattern(
  text: string,
  pattern: string,
  zone: string,
  reference: WallClock,
): WallReading | undefined {
  const parsed = parse(text, pattern, reference);
  if (!isValid(parsed)) return undefined;
  const runs = readPatternLetterRuns(pattern);
  // WallClock parsing applies a written offset exactly, so `parsed` is then the true instant.
  const isInstant = runs.some((run) => /^[XxTt]/.test(run));
  const wall = isInstant ? toWallClock(parsed, zone) : parsed;
  return { success: true, wall, hasSeconds: runs.some((run) => run.startsWith('s')) };
}

function writeWallValue(reading: WallReading, mode: DateTimeMode): string {
  const seconds = reading.hasSeconds || reading.wall.getSeconds() !== 0 ? ':ss' : '';
  const patterns = {
    date: 'yyyy-MM-dd',
    time: `HH:mm${seconds}`,
    dateTime: `yyyy-MM-dd'T'HH:mm${seconds}`,
  };
  return format(reading.wall, patterns[mode]);
}

function writeWithPattern(wall: WallClock, pattern: string, zone: string): string {
  const instant = toInstant(wall, zone);
  // A skipped wall time (midnight on a Santiago spring-forward day) has no offset of its own, so
  // text that carries an offset names the instant's wall time, the first that exists.
  const writesOffset = readPatternLetterRuns(pattern).some((run) => /^[XxOz]/.test(run));
  const written = writesOffset ? toWallClock(instant, zone) : wall;
  // date-fns-tz fills offset and zone tokens from `originalDate`; date-fns writes the rest.
  return formatWithTimeZone(written, pattern, { timeZone: zone, originalDate: instant });
}

function toWallClock(instant: Date, zone: string): WallClock {
  return new WallClock(instant.getTime() + getZoneOffset(instant, zone));
}

/** The instants whose wall time in the zone is `wall`, earliest first: none in a gap, two in a repeated hour. */
function findInstants(wall: WallClock, zone: string): Date[] {
  // The offsets a day either side cover both sides of any transition near `wall` (Temporal's approach).
  const nearby = [subDays(wall, 1), addDays(wall, 1)];
  return [...new Set(nearby.map((date) => getZoneOffset(date, zone)))]
    .map((offset) => new Date(wall.getTime() - offset))
    .filter((instant) => toWallClock(instant, zone).getTime() === wall.getTime())
    .sort((first, second) => first.getTime() - second.getTime());
}

function toInstant(wall: WallClock, zone: string): Date {
  // Like Temporal's 'compatible': a repeated hour means its first instant; a skipped one is read
  // with the offset from before the gap, which lands after it.
  const [first] = findInstants(wall, zone);
  return first ?? new Date(wall.getTime() - getZoneOffset(subDays(wall, 1), zone));
}

function getZoneOffset(instant: Date, zone: string): number {
  // date-fns-tz's getTimezoneOffset and fromZonedTime read host-local Date fields, so near a
  // transition their answers change with the host's zone; offset tokens read the instant itself
  // (to the whole minute: local mean time before a zone adopted standard time loses its seconds).
  const offset = formatWithTimeZone(instant, 'xxx', { timeZone: zone });
  return -parse(offset, 'xxx', new WallClock(0)).getTime();
}

function checkRoundTrip(pattern: string, mode: DateTimeMode): { success: true } | Failure {
  // Every field differs from its neighbours and from its 12-hour form, so a lossy token shows.
  const sample = new WallClock(Date.UTC(2024, 10, 23, 19, 47));
  const zone = 'Asia/Kolkata';
  try {
    const text = writeWithPattern(sample, pattern, zone);
    const reading = readWithPattern(text, pattern, zone, startOfDay(sample));
    const expected = writeWallValue({ success: true, wall: sample, hasSeconds: false }, mode);
    const actual =
      reading === undefined ? 'nothing' : writeWallValue({ ...reading, hasSeconds: false }, mode);
    if (actual === expected) return { success: true };
    return fail(
      `"${pattern}" does not read back what it writes: ${expected} is written as "${text}", which reads as ${actual}`,
    );
  } catch (error) {
    return fail(
      `"${pattern}" cannot be both written and read by date-fns: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const confusingTokenHint =
  'in date-fns Y is the week-numbering year and D the day of the year; use y and d for the calendar year and day of the month';

function describeMissingParts(
  pattern: string,
  mode: DateTimeMode,
  missing: readonly FormatPart[],
  runs: readonly string[],
): string {
  const list = new Intl.ListFormat('en').format(
    missing.map((part) => `${part.example} (${part.name})`),
  );
  const looksLikePhp = runs.includes('Y') || runs.includes('i');
  const opening = looksLikePhp
    ? `"${pattern}" looks like a PHP date format and lacks`
    : `"${pattern}" lacks`;
  const hint = runs.some((run) => /^[YD]/.test(run)) ? `; ${confusingTokenHint}` : '';
  return `${opening} ${list}, which a ${modeDetails[mode].noun} needs${hint}`;
}

/** The runs of pattern letters outside quoted literals, e.g. ['yyyy', 'MM', 'dd'] for "yyyy-MM-dd'T'". */
function readPatternLetterRuns(pattern: string): string[] {
  return (pattern.match(/''|'(?:''|[^'])*(?:'|$)|([A-Za-z])\1*/g) ?? []).filter(
    (token) => !token.startsWith("'"),
  );
}

function describeUnknownZone(zone: string): string {
  return `"${zone}" is not a known IANA time zone (for example Asia/Kolkata or UTC)`;
}

function assertTimeZone(zone: string): void {
  if (!isValidTimeZone(zone)) throw new RangeError(describeUnknownZone(zone));
}

function fail(message: string): Failure {
  return { success: false, message };
}
