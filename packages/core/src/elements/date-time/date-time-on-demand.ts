// What the renderer's entry gives for dates, with the code behind them loaded on demand: each
// function asks the installed dateTime support, which parsing a message with a dateTime requires.
import { createChunkLoader } from '../../create-chunk-loader.js';
import {
  type DateTimeSupport,
  hasDateTimeSupport,
  installDateTimeSupport,
  requireDateTimeSupport,
} from './date-time.js';

/** Loads the dateTime element's code (a separate chunk in a bundled app) and installs it; resolves at once when it is installed. */
export const loadDateTimeSupport: () => Promise<void> = createChunkLoader(
  () => import('./date-time-behaviour.js'),
  (chunk) => installDateTimeSupport(chunk.dateTimeBehaviour),
  hasDateTimeSupport,
);

/** What a date-and-time picker shows for a control value in a zone (see @chatforms/core/date-time). */
export const describeDateTimeValue: DateTimeSupport['describeDateTimeValue'] = (text, timeZone) =>
  requireDateTimeSupport().describeDateTimeValue(text, timeZone);

/** The instant a date or date-and-time names in a zone (see @chatforms/core/date-time). */
export const findWallTimeInstant: DateTimeSupport['findWallTimeInstant'] = (text, timeZone) =>
  requireDateTimeSupport().findWallTimeInstant(text, timeZone);

/** A zone's label with its offset at an instant, e.g. 'Asia/Kolkata (GMT+05:30)'. */
export const getTimeZoneLabel: DateTimeSupport['getTimeZoneLabel'] = (zone, at) =>
  requireDateTimeSupport().getTimeZoneLabel(zone, at);

/** A zone's abbreviation at an instant in a locale (`EDT` in American English), where it has one. */
export const formatTimeZoneAbbreviation: DateTimeSupport['formatTimeZoneAbbreviation'] = (
  zone,
  at,
  locale,
) => requireDateTimeSupport().formatTimeZoneAbbreviation(zone, at, locale);

/** A wall-clock value as a reader of `locale` writes it (see @chatforms/core/date-time). */
export const formatWallTime: DateTimeSupport['formatWallTime'] = (text, locale) =>
  requireDateTimeSupport().formatWallTime(text, locale);
