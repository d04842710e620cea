import { isValid, parse } from 'date-fns';
import { format } from 'date-fns-tz';

import {
  type DateTimeMode,
  fail,
  type Failure,
  modeDetails,
  type WallReading,
  writeWallValue,
} from './date-time-shapes.js';
import { startOfWallDay, toInstant, toWallClock, WallClock } from './time-zone.js';

/**
 * What checks, reads and writes text in a date-fns pattern (a custom `dateTimeFormat`): date-fns's
 * `parse` and date-fns-tz's `format`, in a module of their own so that a renderer's bundle can load
 * them only for a message that has such a pattern.
 */
export interface DateTimePatternEngine {
  /** Whether the pattern writes the parts the mode needs, and reads back what it writes. */
  check(pattern: string, mode: DateTimeMode): { success: true } | Failure;
  /** Reads text in the pattern on the reference's day; a pattern with an offset gives the instant's wall clock in `zone`. */
  read(text: string, pattern: string, zone: string, reference: WallClock): WallReading | undefined;
  /** Writes a wall clock in the pattern, offset and zone tokens from `instant` in `zone`. */
  write(wall: WallClock, pattern: string, zone: string, instant: Date): string;
}

/** Custom dateTimeFormat patterns checked and read by date-fns and written by date-fns-tz. */
export const dateFnsPatternEngine: DateTimePatternEngine = {
  check: (pattern, mode) => checkPatternParts(pattern, mode) ?? checkRoundTrip(pattern, mode),
  read: readWithPattern,
  write: writeWithPattern,
};

type FormatPart = {
  name: string;
  example: string;
  modes: readonly DateTimeMode[];
  letters: RegExp;
};
const formatParts: readonly FormatPart[] = [
  { name: 'year', example: 'yyyy', modes: ['date', 'dateTime'], letters: /^y/ },
  { name: 'month', example: 'MM', modes: ['date', 'dateTime'], letters: /^[ML]/ },
  { name: 'day', example: 'dd', modes: ['date', 'dateTime'], letters: /^d/ },
  { name: 'hour', example: 'HH', modes: ['time', 'dateTime'], letters: /^[HhkK]/ },
  { name: 'minute', example: 'mm', modes: ['time', 'dateTime'], letters: /^m/ },
];

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
  const hasSeconds = runs.some((run) => run.startsWith('s'));
  if (!isInstant) return { success: true, wall: new WallClock(parsed.getTime()), hasSeconds };
  return { success: true, wall: toWallClock(parsed, zone), hasSeconds, instant: new Date(parsed) };
}

/** Writes a wall clock in a date-fns pattern, offsets taken from the zone at `instant` . */
function writeWithPattern(wall: WallClock, pattern: string, zone: string, instant: Date): string {
  // A skipped wall time (midnight on a Santiago spring-forward day) has no offset of its own, so
  // text that carries an offset names the instant's wall time, the first that exists.
  const writesOffset = readPatternLetterRuns(pattern).some((run) => /^[XxOz]/.test(run));
  const written = writesOffset ? toWallClock(instant, zone) : wall;
  // date-fns-tz fills offset and zone tokens from `originalDate`; date-fns writes the rest.
  return format(written, pattern, { timeZone: zone, originalDate: instant });
}

function checkRoundTrip(pattern: string, mode: DateTimeMode): { success: true } | Failure {
  // Every field differs from its neighbours and from its 12-hour form, so a lossy token shows.
  const sample = new WallClock(Date.UTC(2024, 10, 23, 19, 47));
  const zone = 'Asia/Kolkata';
  try {
    const text = writeWithPattern(sample, pattern, zone, toInstant(sample, zone));
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
