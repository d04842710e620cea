import { createBoundedCache } from '../../bounded-cache.js';

// A value as a dateTime element submits it by default: a date, a time, or both, with no zone.
const wallTextShape = /^(?:(\d{4})-(\d{2})-(\d{2}))?(?:(?:^|T)(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

// One formatter per locale and shape: building an Intl.DateTimeFormat costs far more than using it.
const displayFormats = createBoundedCache<string, Intl.DateTimeFormat>(32);

/**
 * A wall-clock value (`yyyy-MM-dd`, `HH:mm` or `yyyy-MM-ddTHH:mm[:ss]`) as a reader of `locale`
 * writes it (`9:00 AM`, `09:00`, `1 janv. 2025`); any other text, such as a custom format, as it is.
 */
export function formatWallTime(text: string, locale: string): string {
  const match = text === '' ? null : wallTextShape.exec(text);
  if (match === null) return text;
  const [, year, month, day, hour, minute, second] = match;
  // The wall time is read as UTC and formatted in UTC, so no zone moves it.
  const instant = new Date(0);
  if (year !== undefined) instant.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  if (hour !== undefined) instant.setUTCHours(Number(hour), Number(minute), Number(second ?? 0));
  const shape = [year, hour, second].map((part) => (part === undefined ? '-' : '+')).join('');
  const format = displayFormats.read(`${locale} ${shape}`, () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC' };
    if (year !== undefined) options.dateStyle = 'medium';
    if (hour !== undefined) options.timeStyle = second === undefined ? 'short' : 'medium';
    return new Intl.DateTimeFormat(locale, options);
  });
  return format.format(instant);
}
