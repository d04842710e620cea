import { addDays, subDays } from 'date-fns';
import { format as formatWithTimeZone } from 'date-fns-tz';

import { type BoundedCache, createBoundedCache } from './bounded-cache.js';

/**
 * A Date whose local fields are its UTC fields, so date-fns reads and writes wall-clock values the
 * same way on every host: a plain Date (and so toZonedTime/formatInTimeZone) moves wall times that
 * fall in the host's own daylight-saving gap.
 */
export class WallClock extends Date {
  override getTimezoneOffset(): number {
    return 0;
  }
}
for (const unit of 'FullYear Month Date Day Hours Minutes Seconds Milliseconds'.split(' ')) {
  for (const access of ['get', 'set']) {
    const utcMethod: unknown = Reflect.get(Date.prototype, `${access}UTC${unit}`);
    if (utcMethod !== undefined) Reflect.set(WallClock.prototype, `${access}${unit}`, utcMethod);
  }
}

// Computed once: the list is long and fixed for the life of the runtime.
const supportedTimeZones = new Set(Intl.supportedValuesOf('timeZone'));

// Building a DateTimeFormat costs about a millisecond, and aliases such as Asia/Kolkata need one.
const aliasChecks = createBoundedCache<string, boolean>(512);

/** True for an IANA zone name the runtime knows (e.g. 'Asia/Kolkata', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (supportedTimeZones.has(zone)) return true;
  return aliasChecks.read(zone, () => isZoneAlias(zone));
}

function isZoneAlias(zone: string): boolean {
  // supportedValuesOf leaves out aliases such as UTC and Asia/Kolkata (Node 20 lists Asia/Calcutta),
  // while newer runtimes let DateTimeFormat take offsets such as +05:30, which are not zone names.
  if (!/^[A-Za-z]/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The given zone, or the runtime's own zone when none is given. */
export function resolveTimeZone(zone?: string | undefined): string {
  return zone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Human label for showing beside a control, e.g. 'Asia/Kolkata (GMT+05:30)', with the offset in force at `at`. */
export function getTimeZoneLabel(zone: string, at: Date = new Date()): string {
  assertTimeZone(zone);
  return `${zone} (GMT${formatWithTimeZone(at, 'xxx', { timeZone: zone })})`;
}

/** The wall clock in `zone` at an instant. */
export function toWallClock(instant: Date, zone: string): WallClock {
  return new WallClock(instant.getTime() + getZoneOffset(instant, zone));
}

/** The instants whose wall time in the zone is `wall`, earliest first: none in a gap, two in a repeated hour. */
export function findInstants(wall: WallClock, zone: string): Date[] {
  // The offsets a day either side cover both sides of any transition near `wall` (Temporal's approach).
  const nearby = [subDays(wall, 1), addDays(wall, 1)];
  return [...new Set(nearby.map((date) => getZoneOffset(date, zone)))]
    .map((offset) => new Date(wall.getTime() - offset))
    .filter((instant) => toWallClock(instant, zone).getTime() === wall.getTime())
    .sort((first, second) => first.getTime() - second.getTime());
}

/** The instant a wall clock in `zone` names (the first of a repeated hour; after a skipped one). */
export function toInstant(wall: WallClock, zone: string): Date {
  // Like Temporal's 'compatible': a repeated hour means its first instant; a skipped one is read
  // with the offset from before the gap, which lands after it.
  const [first] = findInstants(wall, zone);
  return first ?? new Date(wall.getTime() - getZoneOffset(subDays(wall, 1), zone));
}

// Forms of one chat share zones and bounds, so the same offsets are asked for again and again.
const zoneOffsets = createBoundedCache<string, BoundedCache<number, number>>(64);

/** The zone's offset from UTC at an instant, in milliseconds. */
export function getZoneOffset(instant: Date, zone: string): number {
  const offsets = zoneOffsets.read(zone, () => createBoundedCache<number, number>(1024));
  return offsets.read(instant.getTime(), () => readZoneOffset(instant, zone));
}

function readZoneOffset(instant: Date, zone: string): number {
  // date-fns-tz's getTimezoneOffset and fromZonedTime read host-local Date fields, so near a
  // transition their answers change with the host's zone; offset tokens read the instant itself
  // (to the whole minute: local mean time before a zone adopted standard time loses its seconds).
  const offset = formatWithTimeZone(instant, 'xxx', { timeZone: zone });
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset) ?? [];
  if (sign === undefined) throw new RangeError(`Unexpected offset "${offset}" in ${zone}`);
  const milliseconds = (Number(hours) * 60 + Number(minutes)) * 60_000;
  return sign === '-' ? -milliseconds : milliseconds;
}

/** The message for a zone name the runtime does not know. */
export function describeUnknownZone(zone: string): string {
  return `"${zone}" is not a known IANA time zone (for example Asia/Kolkata or UTC)`;
}

/** Throws a RangeError for a zone name the runtime does not know. */
export function assertTimeZone(zone: string): void {
  if (!isValidTimeZone(zone)) throw new RangeError(describeUnknownZone(zone));
}
