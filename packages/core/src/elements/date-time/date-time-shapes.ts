import { WallClock } from './time-zone.js';

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

/**
 * Orders two canonical values of one shape (`2026-01-31`, `09:30:00`), as a string comparison
 * would: their digits stand in the same places. localeCompare gave the same order, but builds an
 * ICU collator on first use, which costs a page 15 to 55 ms.
 */
export function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** A wall clock's time as HH:mm, or HH:mm:ss. */
export function writeWallTime(wall: WallClock, withSeconds: boolean): string {
  const time = `${pad(wall.getHours(), 2)}:${pad(wall.getMinutes(), 2)}`;
  return withSeconds ? `${time}:${pad(wall.getSeconds(), 2)}` : time;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** A Failure with this message. */
export function fail(message: string): Failure {
  return { success: false, message };
}
