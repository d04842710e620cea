import { createBoundedCache } from './bounded-cache.js';
import type { DateTimePatternEngine } from './date-time-pattern-engine.js';
import { startOfWallDay, toInstant, toWallClock, WallClock } from './time-zone.js';

/** The kinds of value a dateTime element collects. */
export const dateTimeModes = ['date', 'time', 'dateTime'] as const;

/** One of `dateTimeModes`. */
export type DateTimeMode = (typeof dateTimeModes)[number];

/** Result of reading a dateTime text; `value` is the canonical wall-clock text for the mode (seconds kept only when given or non-zero). */
export type ReadDateTimeResult =
  { success: true; value: string } | { success: false; message: string };

/** A mode, and the zone values are read in (the runtime's own when left out). */
export type DateTimeOptions = { mode: DateTimeMode; timeZone?: string | undefined };
/** DateTimeOptions with the date-fns pattern text is written in. */
export type DateTimeFormatOptions = DateTimeOptions & { format?: string | undefined };
/** A failed reading or check, with a message to show. */
export type Failure = { success: false; message: string };
type FormatPart = {
  name: string;
  example: string;
  modes: readonly DateTimeMode[];
  letters: RegExp;
};
/** A wall clock read from text, whether the text gave seconds, and the instant when it wrote an offset. */
export type WallReading = {
  success: true;
  wall: WallClock;
  hasSeconds: boolean;
  instant?: Date | undefined;
};
/** What reading a text gives. */
export type Reading = WallReading | Failure;

/** Per mode: its noun in messages, the shapes it accepts, and its default submitted pattern. */
export const modeDetails: Record<DateTimeMode, { noun: string; expected: string; format: string }> =
  {
    date: { noun: 'date', expected: 'yyyy-MM-dd', format: 'yyyy-MM-dd' },
    time: { noun: 'time', expected: 'HH:mm or HH:mm:ss', format: 'HH:mm' },
    dateTime: {
      noun: 'date and time',
      expected: 'yyyy-MM-ddTHH:mm or yyyy-MM-ddTHH:mm:ss',
      format: "yyyy-MM-dd'T'HH:mmXXX",
    },
  };

const formatParts: readonly FormatPart[] = [
  { name: 'year', example: 'yyyy', modes: ['date', 'dateTime'], letters: /^y/ },
  { name: 'month', example: 'MM', modes: ['date', 'dateTime'], letters: /^[ML]/ },
  { name: 'day', example: 'dd', modes: ['date', 'dateTime'], letters: /^d/ },
  { name: 'hour', example: 'HH', modes: ['time', 'dateTime'], letters: /^[HhkK]/ },
  { name: 'minute', example: 'mm', modes: ['time', 'dateTime'], letters: /^m/ },
];

let patternEngine: DateTimePatternEngine | undefined;
let loadingEngine: Promise<void> | undefined;

/** Makes custom dateTimeFormat patterns readable and writable; every entry of core but the renderer's does this on import. */
export function installDateTimePatternEngine(engine: DateTimePatternEngine): void {
  patternEngine = engine;
}

/** True once custom dateTimeFormat patterns can be read and written. */
export function hasDateTimePatterns(): boolean {
  return patternEngine !== undefined;
}

/** Loads the date-fns pattern engine (a separate chunk in a bundled app) and installs it; resolves at once when it is installed. */
export function loadDateTimePatterns(): Promise<void> {
  if (patternEngine !== undefined) return Promise.resolve();
  loadingEngine ??= import('./date-time-pattern-engine.js').then(
    (module) => installDateTimePatternEngine(module.dateFnsPatternEngine),
    (error: unknown) => {
      // A failed chunk load (offline, a new deployment) may succeed when asked again.
      loadingEngine = undefined;
      throw error;
    },
  );
  return loadingEngine;
}

/** The answer checkDateTimeFormat gives for a well-formed pattern while no engine is installed; never kept. */
export const patternsNotLoaded: Failure = Object.freeze({
  success: false,
  message:
    'dateTimeFormat patterns are read by date-fns, which has not loaded yet (await loadDateTimePatterns() first)',
});

// The answer depends only on the pattern and mode, and a chat history repeats a few of them.
const formatChecks = createBoundedCache<string, { success: true } | Failure>(256);

/** Checks a date-fns pattern writes the parts the mode needs, that date-fns accepts it, and that a value written with it reads back unchanged. */
export function checkDateTimeFormat(
  pattern: string,
  mode: DateTimeMode,
): { success: true } | { success: false; message: string } {
  if (patternEngine === undefined) return checkPatternParts(pattern, mode) ?? patternsNotLoaded;
  return formatChecks.read(`${mode} ${pattern}`, () =>
    Object.freeze(checkPatternParts(pattern, mode) ?? checkRoundTrip(pattern, mode)),
  );
}

/** The failure of a pattern that lacks a part the mode needs or uses a confusing token, else undefined. */
function checkPatternParts(pattern: string, mode: DateTimeMode): Failure | undefined {
  const runs = readPatternLetterRuns(pattern);
  const missing = formatParts.filter(
    (part) => part.modes.includes(mode) && !runs.some((run) => part.letters.test(run)),
  );
  if (missing.length > 0) return fail(describeMissingParts(pattern, mode, missing, runs));
  // date-fns only warns on some Y and D tokens, so catch them all here rather than print warnings.
  const confusing = runs.find((run) => /^[YD]/.test(run));
  if (confusing !== undefined) return fail(`"${pattern}" uses ${confusing}: ${confusingTokenHint}`);
  return undefined;
}

/** Reads text written in a date-fns pattern; a pattern with an offset gives the instant's wall clock in `zone`. */
export function readWithPattern(
  text: string,
  pattern: string,
  zone: string,
  reference: WallClock,
): WallReading | undefined {
  const parsed = patternEngine?.read(text, pattern, reference);
  if (parsed === undefined) return undefined;
  const runs = readPatternLetterRuns(pattern);
  // WallClock parsing applies a written offset exactly, so `parsed` is then the true instant.
  const isInstant = runs.some((run) => /^[XxTt]/.test(run));
  const hasSeconds = runs.some((run) => run.startsWith('s'));
  if (!isInstant) return { success: true, wall: parsed, hasSeconds };
  return { success: true, wall: toWallClock(parsed, zone), hasSeconds, instant: new Date(parsed) };
}

const wallFields = /^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The wall clock a checked wall shape names (yyyy-MM-dd, HH:mm[:ss] or both, joined by T), on the reference day when it has no date; undefined for a field out of range (30 February, 24:00). */
export function buildWallClock(normalized: string, reference: WallClock): WallClock | undefined {
  // Read by hand: date-fns's parse costs tens of microseconds, and a chat history reads thousands.
  const [, year, month, day, ...time] = wallFields.exec(normalized) ?? [];
  const [hours, minutes, seconds] = time.map((digits) => Number(digits ?? 0));
  const wall = new WallClock(reference.getTime());
  if (year !== undefined) wall.setFullYear(Number(year), Number(month) - 1, Number(day));
  wall.setHours(hours ?? 0, minutes ?? 0, seconds ?? 0, 0);
  const isSameDate =
    year === undefined ||
    (wall.getFullYear() === Number(year) &&
      wall.getMonth() === Number(month) - 1 &&
      wall.getDate() === Number(day));
  const isSameTime =
    wall.getHours() === hours && wall.getMinutes() === minutes && wall.getSeconds() === seconds;
  return isSameDate && isSameTime ? wall : undefined;
}

/** Writes the canonical wall value of a mode, with seconds only when given or non-zero. */
export function writeWallValue(reading: WallReading, mode: DateTimeMode): string {
  const { wall } = reading;
  const withSeconds = reading.hasSeconds || wall.getSeconds() !== 0;
  if (mode === 'date') return writeWallDate(wall);
  if (mode === 'time') return writeWallTime(wall, withSeconds);
  return `${writeWallDate(wall)}T${writeWallTime(wall, withSeconds)}`;
}

/** A wall clock's date as yyyy-MM-dd (years before 1 as date-fns writes them, counted back from 1 BC). */
export function writeWallDate(wall: WallClock): string {
  // Written by hand: date-fns's format costs tens of microseconds, and a chat history writes thousands.
  const year = wall.getFullYear();
  return `${pad(year > 0 ? year : 1 - year, 4)}-${pad(wall.getMonth() + 1, 2)}-${pad(wall.getDate(), 2)}`;
}

/** A wall clock's time as HH:mm, or HH:mm:ss. */
export function writeWallTime(wall: WallClock, withSeconds: boolean): string {
  const time = `${pad(wall.getHours(), 2)}:${pad(wall.getMinutes(), 2)}`;
  return withSeconds ? `${time}:${pad(wall.getSeconds(), 2)}` : time;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** Writes a wall clock in a date-fns pattern, offsets taken from the zone at `instant` (by default the first the wall clock names). */
export function writeWithPattern(
  wall: WallClock,
  pattern: string,
  zone: string,
  instant: Date = toInstant(wall, zone),
): string {
  // A skipped wall time (midnight on a Santiago spring-forward day) has no offset of its own, so
  // text that carries an offset names the instant's wall time, the first that exists.
  const writesOffset = readPatternLetterRuns(pattern).some((run) => /^[XxOz]/.test(run));
  const written = writesOffset ? toWallClock(instant, zone) : wall;
  if (patternEngine === undefined) throw new RangeError(patternsNotLoaded.message);
  return patternEngine.write(written, pattern, zone, instant);
}

function checkRoundTrip(pattern: string, mode: DateTimeMode): { success: true } | Failure {
  // Every field differs from its neighbours and from its 12-hour form, so a lossy token shows.
  const sample = new WallClock(Date.UTC(2024, 10, 23, 19, 47));
  const zone = 'Asia/Kolkata';
  try {
    const text = writeWithPattern(sample, pattern, zone);
    const reading = readWithPattern(text, pattern, zone, startOfWallDay(sample));
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

/** A Failure with this message. */
export function fail(message: string): Failure {
  return { success: false, message };
}
