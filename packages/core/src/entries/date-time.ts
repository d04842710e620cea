// dateTime code, date-fns patterns and the JSON syntax locator work from the start here.
import { installOnDemandCode } from '../install-on-demand-code.js';

// The public API of @chatforms/core/date-time: reading, comparing and formatting the wall-clock
// values of dateTime elements, for renderers and editors.
export { getDateTimeBounds } from '../elements/date-time/date-time.js';
export { formatWallTime } from '../elements/date-time/date-time-display.js';
export type {
  DateTimeFormatOptions,
  DateTimeOptions,
  ReadDateTimeResult,
} from '../elements/date-time/date-time-pattern.js';
export {
  checkDateTimeFormat,
  compareDateTimeValues,
  convertDateTimeValue,
  describeDateTimeValue,
  formatDateTimeValue,
  getCurrentDateTimeValue,
  getDefaultDateTimeFormat,
  getTimeZoneLabel,
  isValidTimeZone,
  readDateTimeValue,
  resolveTimeZone,
} from '../elements/date-time/date-time-values.js';
export type { WallTimeDescription } from '../elements/date-time/date-time-wall-time.js';
export {
  describeWallTime,
  findWallTimeInstant,
  formatTimeZoneAbbreviation,
  formatTimeZoneOffset,
} from '../elements/date-time/date-time-wall-time.js';

installOnDemandCode();
