import type { DateTimeMode } from './date-time-shapes.js';

/**
 * The pattern each mode submits with when an element gives no `dateTimeFormat`: a module of its
 * own, so that the renderer's first load recognises it without the rest of the dateTime code.
 */
export const defaultDateTimePatterns: Readonly<Record<DateTimeMode, string>> = {
  date: 'yyyy-MM-dd',
  time: 'HH:mm',
  dateTime: "yyyy-MM-dd'T'HH:mmXXX",
};
