// The dateTime element's behaviour: checks, defaults, bounds, values and what a picker shows. A
// renderer loads it on demand (loadDateTimeSupport), so a bundle without dates leaves it out.
import { createBoundedCache } from '../../bounded-cache.js';
import { addCheckIssue } from '../../check.js';
import {
  createTypeIssue,
  createValueIssue,
  type FormValue,
  type ValueCheck,
  type ValueIssue,
} from '../values.js';
import type { DateTimeElement, DateTimeSupport } from './date-time.js';
import { formatWallTime } from './date-time-display.js';
import { compareCodeUnits, patternsNotLoaded } from './date-time-pattern.js';
import {
  checkDateTimeFormat,
  compareDateTimeValues,
  convertDateTimeValue,
  describeDateTimeValue,
  formatDateTimeValue,
  getTimeZoneLabel,
  isValidTimeZone,
  type ReadDateTimeResult,
  readExactDateTimeValue,
} from './date-time-values.js';
import {
  describeWallTime,
  findWallTimeInstant,
  formatTimeZoneAbbreviation,
  formatTimeZoneOffset,
} from './date-time-wall-time.js';

type Context = Parameters<typeof addCheckIssue>[0];

type DateTimeFields = Pick<
  DateTimeElement,
  'mode' | 'timezoneCode' | 'dateTimeFormat' | 'defaultValue' | 'from' | 'to'
>;

function readingOptions(element: DateTimeFields) {
  const timeZone =
    element.timezoneCode !== undefined && isValidTimeZone(element.timezoneCode)
      ? element.timezoneCode
      : undefined;
  const format =
    element.dateTimeFormat !== undefined &&
    checkDateTimeFormat(element.dateTimeFormat, element.mode).success
      ? element.dateTimeFormat
      : undefined;
  return { mode: element.mode, timeZone, format };
}

// A chat repeats the same bounds and defaults in form after form: each reading in a named zone is
// kept (without a zone, the reading depends on the runtime's zone, which may change).
const readings = createBoundedCache<string, ReadDateTimeResult>(512);

function readElementValue(
  text: string,
  options: ReturnType<typeof readingOptions>,
): ReadDateTimeResult {
  if (options.timeZone === undefined || text.length > 40)
    return readExactDateTimeValue(text, options);
  const key = `${options.mode} ${options.timeZone} ${options.format ?? ''} ${text}`;
  return readings.read(key, () => readFinalValue(text, options), isFinalReading);
}

/** A reading to keep, frozen; one that waits for date-fns is left as it is and not kept. */
function readFinalValue(text: string, options: ReturnType<typeof readingOptions>) {
  const result = readExactDateTimeValue(text, options);
  return isFinalReading(result) ? Object.freeze(result) : result;
}

// Without date-fns, a mode's default pattern is read by hand, and only a text the hand-written
// readers refuse waits for date-fns: that reading changes once it loads, every other one is final.
const isFinalReading = (result: ReadDateTimeResult) => result !== patternsNotLoaded;

function checkDateTimeElement(element: DateTimeFields, context: Context): void {
  if (element.timezoneCode !== undefined && !isValidTimeZone(element.timezoneCode)) {
    addCheckIssue(
      context,
      ['timezoneCode'],
      'unknown_time_zone',
      `timezoneCode "${element.timezoneCode}" is not an IANA time zone (for example "Asia/Kolkata")`,
    );
  }
  if (element.dateTimeFormat !== undefined) {
    const result = checkDateTimeFormat(element.dateTimeFormat, element.mode);
    // The renderer's entry of core loads patterns on demand: it asks for them on this code.
    const code =
      result === patternsNotLoaded ? 'date_time_patterns_not_loaded' : 'invalid_date_time_format';
    if (!result.success) addCheckIssue(context, ['dateTimeFormat'], code, result.message);
  }
  const read: Partial<Record<'defaultValue' | 'from' | 'to', string>> = {};
  for (const key of ['from', 'defaultValue', 'to'] as const) {
    const text = element[key];
    if (text === undefined) continue;
    const result = readElementValue(text, readingOptions(element));
    if (result.success) read[key] = result.value;
    else {
      const code =
        result === patternsNotLoaded ? 'date_time_patterns_not_loaded' : 'invalid_date_time';
      addCheckIssue(context, [key], code, `${key}: ${result.message}`);
    }
  }
  checkOrder(element, read, context);
}

/**
 * Compares two values as readExactDateTimeValue writes them. Canonical dates and times order as written,
 * so only dateTime values (whose order depends on the zone's offsets) are read again.
 */
function compareReadValues(a: string, b: string, options: ReturnType<typeof readingOptions>) {
  if (options.mode === 'dateTime') return compareDateTimeValues(a, b, options);
  const withSeconds = (value: string) => (value.length === 5 ? `${value}:00` : value);
  return options.mode === 'time'
    ? compareCodeUnits(withSeconds(a), withSeconds(b))
    : compareCodeUnits(a, b);
}

function checkOrder(
  element: DateTimeFields,
  read: Partial<Record<'defaultValue' | 'from' | 'to', string>>,
  context: Context,
): void {
  const options = readingOptions(element);
  const isBefore = (a: string | undefined, b: string | undefined) =>
    a !== undefined && b !== undefined && compareReadValues(a, b, options) > 0;
  if (isBefore(read.from, read.to)) {
    addCheckIssue(
      context,
      ['to'],
      'date_time_out_of_order',
      `to (${element.to}) is before from (${element.from})`,
    );
  }
  if (isBefore(read.from, read.defaultValue)) {
    addCheckIssue(
      context,
      ['defaultValue'],
      'date_time_out_of_range',
      `defaultValue (${element.defaultValue}) is before from (${element.from})`,
    );
  }
  if (isBefore(read.defaultValue, read.to)) {
    addCheckIssue(
      context,
      ['defaultValue'],
      'date_time_out_of_range',
      `defaultValue (${element.defaultValue}) is after to (${element.to})`,
    );
  }
}

/** The control value a dateTime starts with: its default read as wall time (with the offset of a later repeated hour), or blank. */
function getDateTimeDefaultValue(element: DateTimeElement): string {
  if (element.defaultValue === undefined) return '';
  const result = readElementValue(element.defaultValue, readingOptions(element));
  return result.success ? result.value : '';
}

/** The bounds of a dateTime as values of its mode, a later repeated hour with its offset (undefined where unset or unreadable). */
function getDateTimeBounds(element: DateTimeElement): { from?: string; to?: string } {
  const bounds: { from?: string; to?: string } = {};
  for (const key of ['from', 'to'] as const) {
    const text = element[key];
    const result = text === undefined ? undefined : readElementValue(text, readingOptions(element));
    if (result?.success) bounds[key] = result.value;
  }
  return bounds;
}

function createBoundIssue(side: 'from' | 'to', value: string, message: string): ValueIssue {
  return Object.freeze({
    ...createValueIssue('date_time_out_of_range', message),
    bound: { side, value },
  });
}

/**
 * The check of a dateTime's value: readable for the mode and within [from, to]. Each form checks
 * the same few values again and again (a chat's resubmissions, live validation), so a value's
 * answer is kept.
 */
function createDateTimeValueCheck(element: DateTimeElement): ValueCheck {
  const options = readingOptions(element);
  const bounds = getDateTimeBounds(element);
  const notText = createTypeIssue('string', 'Expected a date/time text');
  const required = createValueIssue('required', 'This field is required');
  // null, not undefined, for a valid value: the cache finds a kept null in one look-up.
  const judge = (value: string): ValueIssue | null => {
    const result = readExactDateTimeValue(value, options);
    if (!result.success) return createValueIssue('invalid_date_time', result.message);
    if (bounds.from !== undefined && compareReadValues(result.value, bounds.from, options) < 0)
      return createBoundIssue('from', bounds.from, `Choose ${bounds.from} or later`);
    if (bounds.to !== undefined && compareReadValues(result.value, bounds.to, options) > 0)
      return createBoundIssue('to', bounds.to, `Choose ${bounds.to} or earlier`);
    return null;
  };
  const answers = createBoundedCache<string, ValueIssue | null>(64);
  return (value = '', issues) => {
    if (typeof value !== 'string') issues.push(notText);
    else if (value.trim() === '') {
      if (!element.optional) issues.push(required);
    } else {
      // Only short texts are kept, so hostile input cannot fill memory through the keys.
      const issue = value.length > 40 ? judge(value) : answers.read(value, judge);
      if (issue !== null) issues.push(issue);
    }
    return value as FormValue;
  };
}

/** The value a dateTime sends: its wall value written with `dateTimeFormat` in its zone. */
function formatDateTimeElementValue(element: DateTimeElement, value: FormValue): FormValue {
  if (typeof value !== 'string' || value === '') return value;
  const options = readingOptions(element);
  const read = readExactDateTimeValue(value, options);
  return read.success ? formatDateTimeValue(read.value, options) : value;
}

/**
 * The value the web kit sends, measured in internal/kit-contract: a date or a time as picked (the
 * kit posts its native input's text unchanged), a dateTime as the same instant in the reader's wall
 * time. Where the reader's clocks pass that wall time twice it names two instants, so the offset of
 * the one chosen is written after it.
 */
function formatDateTimeKitValue(
  element: DateTimeElement,
  value: FormValue,
  timeZone: string,
): FormValue {
  if (typeof value !== 'string' || value === '') return value;
  // Without a timezoneCode the control shows the reader's own zone.
  const options = {
    ...readingOptions(element),
    timeZone: readingOptions(element).timeZone ?? timeZone,
  };
  const read = readExactDateTimeValue(value, options);
  if (!read.success) return value;
  if (element.mode === 'date') return read.value;
  // The kit's inputs hold minutes: `HH:mm`, never seconds.
  if (element.mode === 'time') return read.value.slice(0, 5);
  const wall = convertDateTimeValue(read.value, options, timeZone);
  if (describeWallTime(wall, timeZone)?.status !== 'repeated') return wall;
  const instant = findWallTimeInstant(read.value, options.timeZone);
  return instant === undefined ? wall : wall + formatTimeZoneOffset(timeZone, instant);
}

/**
 * Reads a value the web kit sent back into the control value: a date or a time is the one picked,
 * a dateTime the reader's wall time (with an offset where it is repeated, else its first instant)
 * read into the element's zone. Unreadable values are returned unchanged for validation to report.
 */
function readDateTimeKitValue(
  element: DateTimeElement,
  value: FormValue,
  timeZone: string,
): FormValue {
  if (typeof value !== 'string' || value === '' || element.mode !== 'dateTime') return value;
  const elementZone = readingOptions(element).timeZone ?? timeZone;
  try {
    const converted = convertDateTimeValue(value, { mode: element.mode, timeZone }, elementZone);
    const candidates = [converted, ...listLaterInstant(converted, elementZone)];
    return (
      candidates.find(
        (candidate) => formatDateTimeKitValue(element, candidate, timeZone) === value,
      ) ?? converted
    );
  } catch {
    return value;
  }
}

/** The value naming the later instant of a repeated wall time, which the kit's value may mean. */
function listLaterInstant(wall: string, zone: string): string[] {
  const description = describeWallTime(wall, zone);
  return description?.status === 'repeated' ? [`${wall}${description.offsets[1]}`] : [];
}

/** The dateTime behaviour that every entry of core but the renderer's installs on import. */
export const dateTimeBehaviour: DateTimeSupport = {
  checkElement: checkDateTimeElement,
  getDefaultValue: getDateTimeDefaultValue,
  getBounds: getDateTimeBounds,
  createValueCheck: createDateTimeValueCheck,
  formatValue: formatDateTimeElementValue,
  formatKitValue: formatDateTimeKitValue,
  readKitValue: readDateTimeKitValue,
  describeDateTimeValue,
  findWallTimeInstant,
  getTimeZoneLabel,
  formatTimeZoneAbbreviation,
  formatWallTime,
};
