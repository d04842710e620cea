import { createBoundedCache } from '../../bounded-cache.js';
import { createChunkLoader } from '../../create-chunk-loader.js';
import type { DateTimePatternEngine } from './date-time-pattern-engine.js';
import type { DateTimeMode, Failure, WallReading } from './date-time-shapes.js';
import type { WallClock } from './time-zone.js';

export type {
  DateTimeFormatOptions,
  DateTimeMode,
  DateTimeOptions,
  Failure,
  ReadDateTimeResult,
  Reading,
  WallReading,
} from './date-time-shapes.js';
export {
  buildWallClock,
  compareCodeUnits,
  dateTimeModes,
  fail,
  modeDetails,
  writeWallDate,
  writeWallTime,
  writeWallValue,
} from './date-time-shapes.js';

let patternEngine: DateTimePatternEngine | undefined;

/** Makes custom dateTimeFormat patterns checkable, readable and writable; every entry of core but the renderer's does this on import. */
export function installDateTimePatternEngine(engine: DateTimePatternEngine): void {
  patternEngine = engine;
}

/** True once custom dateTimeFormat patterns can be checked, read and written. */
export function hasDateTimePatterns(): boolean {
  return patternEngine !== undefined;
}

/** Loads the date-fns pattern engine (a separate chunk in a bundled app) and installs it; resolves at once when it is installed. */
export const loadDateTimePatterns: () => Promise<void> = createChunkLoader(
  () => import('./date-time-pattern-engine.js'),
  (chunk) => installDateTimePatternEngine(chunk.dateFnsPatternEngine),
  hasDateTimePatterns,
);

/** The answer checkDateTimeFormat gives while no engine is installed; never kept. */
export const patternsNotLoaded: Failure = Object.freeze({
  success: false,
  message:
    'dateTimeFormat patterns are read by date-fns, which has not loaded yet (await loadDateTimePatterns() first)',
});

// The answer depends only on the pattern and mode, and a chat history repeats a few of them.
const formatChecks = createBoundedCache<string, { success: true } | Failure>(256);

const valid = Object.freeze({ success: true as const });

// modeDetails' formats (date-time-pattern.test.ts holds them equal), written again here: importing
// them would put the dateTime shapes, which the on-demand chunks share, in the renderer's first
// load, where a bundler may split them into a request of their own.
const defaultPatterns: Readonly<Record<DateTimeMode, string>> = {
  date: 'yyyy-MM-dd',
  time: 'HH:mm',
  dateTime: "yyyy-MM-dd'T'HH:mmXXX",
};

/** The pattern a mode submits with when none is given, which lenient mode puts in place of an unusable one. */
export function getDefaultPattern(mode: DateTimeMode): string {
  return defaultPatterns[mode];
}

/**
 * True for the pattern a mode submits with when none is given (yyyy-MM-dd, HH:mm,
 * yyyy-MM-dd'T'HH:mmXXX), which messages often write anyway. Without date-fns it is known valid and
 * written by hand; only a value the hand-written readers refuse waits for date-fns, which may read it.
 */
export function isDefaultPattern(pattern: string, mode: DateTimeMode): boolean {
  return pattern === defaultPatterns[mode];
}

/** Checks a date-fns pattern writes the parts the mode needs, that date-fns accepts it, and that a value written with it reads back unchanged. */
export function checkDateTimeFormat(
  pattern: string,
  mode: DateTimeMode,
): { success: true } | { success: false; message: string } {
  const engine = patternEngine;
  if (engine === undefined) return isDefaultPattern(pattern, mode) ? valid : patternsNotLoaded;
  return formatChecks.read(`${mode} ${pattern}`, () => Object.freeze(engine.check(pattern, mode)));
}

/** Reads text written in a date-fns pattern; a pattern with an offset gives the instant's wall clock in `zone`. */
export function readWithPattern(
  text: string,
  pattern: string,
  zone: string,
  reference: WallClock,
): WallReading | undefined {
  return patternEngine?.read(text, pattern, zone, reference);
}

/** Writes a wall clock in a date-fns pattern, offsets taken from the zone at `instant`. */
export function writeWithPattern(
  wall: WallClock,
  pattern: string,
  zone: string,
  instant: Date,
): string {
  if (patternEngine === undefined) throw new RangeError(patternsNotLoaded.message);
  return patternEngine.write(wall, pattern, zone, instant);
}
