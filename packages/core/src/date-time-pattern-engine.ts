import { isValid, parse } from 'date-fns';
import { format } from 'date-fns-tz';

import { WallClock } from './time-zone.js';

/**
 * What reads and writes text in a date-fns pattern (a custom `dateTimeFormat`): date-fns's `parse`
 * and date-fns-tz's `format`, kept in a module of their own so that a renderer's bundle can load
 * them only for a message that has such a pattern.
 */
export interface DateTimePatternEngine {
  /** The date the text names in the pattern, on the reference's day; undefined when it does not match. */
  read(text: string, pattern: string, reference: WallClock): WallClock | undefined;
  /** The wall clock written in the pattern, offset and zone tokens read from `instant` in `zone`. */
  write(wall: WallClock, pattern: string, zone: string, instant: Date): string;
}

/** Custom dateTimeFormat patterns read by date-fns and written by date-fns-tz. */
export const dateFnsPatternEngine: DateTimePatternEngine = {
  read(text, pattern, reference) {
    const parsed = parse(text, pattern, reference);
    // WallClock in, WallClock out (date-fns builds results with the reference's constructor).
    return isValid(parsed) ? new WallClock(parsed.getTime()) : undefined;
  },
  write(wall, pattern, zone, instant) {
    // date-fns-tz fills offset and zone tokens from `originalDate`; date-fns writes the rest.
    return format(wall, pattern, { timeZone: zone, originalDate: instant });
  },
};
