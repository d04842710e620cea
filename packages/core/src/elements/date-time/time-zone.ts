import { type BoundedCache, createBoundedCache } from '../../bounded-cache.js';
import { getRuntimeTemporal } from './runtime-temporal.js';

export { resolveTimeZone } from './resolve-time-zone.js';

/**
 * A Date whose local fields are its UTC fields, so wall-clock values read and write the same way on
 * every host (date-fns patterns included): a plain Date (and so toZonedTime/formatInTimeZone) moves wall times that
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

// Computed once, and only without Temporal: the list is long and fixed for the life of the runtime.
let supportedTimeZones: ReadonlySet<string> | undefined;

// Each answer kept: without Temporal, an alias such as Asia/Kolkata needs an Intl formatter built.
const zoneChecks = createBoundedCache<string, boolean>(512);

/** True for an IANA zone name the runtime knows (e.g. 'Asia/Kolkata', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  return zoneChecks.read(zone, () => isKnownZone(zone));
}

function isKnownZone(zone: string): boolean {
  // Newer runtimes take offsets such as +05:30 as zones; they are not zone names.
  if (!/^[A-Za-z]/.test(zone)) return false;
  if (isTemporalZone(zone)) return true;
  // supportedValuesOf leaves out aliases such as UTC and Asia/Kolkata (Node 20 lists Asia/Calcutta).
  supportedTimeZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (supportedTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * True when the runtime's Temporal takes the name as a zone. A name it refuses is left to Intl, as a
 * runtime's Temporal may lack a zone its Intl has (or throw for another reason).
 */
function isTemporalZone(zone: string): boolean {
  return readTemporalOffset(new Date(0), zone) !== undefined;
}

/**
 * The start of the current minute: offsets change on whole minutes, and a chat history labels many
 * empty fields "now", which then share one offset lookup instead of one per millisecond.
 */
function startOfCurrentMinute(): Date {
  const now = Date.now();
  return new Date(now - (now % 60_000));
}

/** Human label for showing beside a control, e.g. 'Asia/Kolkata (GMT+05:30)', with the offset in force at `at` (by default, now). */
export function getTimeZoneLabel(zone: string, at: Date = startOfCurrentMinute()): string {
  assertTimeZone(zone);
  return `${zone} (GMT${writeZoneOffset(getZoneOffset(at, zone))})`;
}

/** An offset in milliseconds as `+05:30` or `-04:00` (date-fns's `xxx`). */
export function writeZoneOffset(offset: number): string {
  const minutes = Math.abs(offset) / 60_000;
  const digits = (value: number) => String(Math.floor(value)).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${digits(minutes / 60)}:${digits(minutes % 60)}`;
}

const day = 86_400_000;

/** The wall clock `days` whole days later (earlier when negative). */
export function addWallDays(wall: WallClock, days: number): WallClock {
  return new WallClock(wall.getTime() + days * day);
}

/** Midnight of the wall clock's day. */
export function startOfWallDay(wall: WallClock): WallClock {
  return new WallClock(Math.floor(wall.getTime() / day) * day);
}

/** The wall clock in `zone` at an instant. */
export function toWallClock(instant: Date, zone: string): WallClock {
  return new WallClock(instant.getTime() + getZoneOffset(instant, zone));
}

/** The instants whose wall time in the zone is `wall`, earliest first: none in a gap, two in a repeated hour. */
export function findInstants(wall: WallClock, zone: string): Date[] {
  // The offsets a day either side cover both sides of any transition near `wall` (Temporal's approach).
  const nearby = [addWallDays(wall, -1), addWallDays(wall, 1)];
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
  return first ?? new Date(wall.getTime() - getZoneOffset(addWallDays(wall, -1), zone));
}

// Forms of one chat share zones and bounds, so the same offsets are asked for again and again.
const zoneOffsets = createBoundedCache<string, BoundedCache<number, number>>(64);

/** The zone's offset from UTC at an instant, in milliseconds. */
export function getZoneOffset(instant: Date, zone: string): number {
  const offsets = zoneOffsets.read(zone, () => createBoundedCache<number, number>(1024));
  return offsets.read(instant.getTime(), () => readZoneOffset(instant, zone));
}

// One formatter a zone: building an Intl.DateTimeFormat costs far more than using it.
const wallFormats = createBoundedCache<string, Intl.DateTimeFormat>(64);

function readZoneOffset(instant: Date, zone: string): number {
  // Kept to the whole minute, towards zero, as offset tokens write it (local mean time before a zone
  // adopted standard time loses its seconds).
  const offset = readTemporalOffset(instant, zone) ?? readIntlOffset(instant, zone);
  return Math.trunc(offset / 60_000) * 60_000 || 0;
}

/** The offset as the runtime's Temporal gives it; undefined without one, or past its range. */
function readTemporalOffset(instant: Date, zone: string): number | undefined {
  const temporal = getRuntimeTemporal();
  if (temporal === undefined) return undefined;
  try {
    const zoned = temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(
      zone,
    );
    return zoned.offsetNanoseconds / 1e6;
  } catch {
    return undefined;
  }
}

function readIntlOffset(instant: Date, zone: string): number {
  // The zone's wall clock at the instant, to the second, read from Intl (as date-fns-tz does).
  const format = wallFormats.read(
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) fields[part.type] = Number(part.value);
  const wall = new WallClock(0);
  wall.setFullYear(fields.year ?? NaN, (fields.month ?? NaN) - 1, fields.day);
  wall.setHours((fields.hour ?? NaN) % 24, fields.minute, fields.second, 0);
  const time = instant.getTime();
  const offset = wall.getTime() - (time - (((time % 1000) + 1000) % 1000));
  if (Number.isNaN(offset))
    throw new RangeError(`No offset of ${zone} at ${instant.toISOString()}`);
  return offset;
}

/** The message for a zone name the runtime does not know. */
export function describeUnknownZone(zone: string): string {
  return `"${zone}" is not a known IANA time zone (for example Asia/Kolkata or UTC)`;
}

/** Throws a RangeError for a zone name the runtime does not know. */
export function assertTimeZone(zone: string): void {
  if (!isValidTimeZone(zone)) throw new RangeError(describeUnknownZone(zone));
}
