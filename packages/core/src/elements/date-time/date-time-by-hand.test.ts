// The default paths read and write dates without date-fns, so a renderer's bundle can leave it out:
// these properties hold them to what date-fns and date-fns-tz give for the same input.
import { isValid, parse } from 'date-fns';
import { format as formatWithTimeZone, formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  convertDateTimeValue,
  formatDateTimeValue,
  getCurrentDateTimeValue,
  readDateTimeValue,
} from './date-time-values.js';
import { formatTimeZoneAbbreviation, formatTimeZoneOffset } from './date-time-wall-time.js';
import { getZoneOffset, toWallClock, WallClock } from './time-zone.js';

// Zones with half and quarter hours, both hemispheres' daylight saving, a 30-minute shift (Lord
// Howe), a date-line jump (Apia) and local mean time with seconds before 1900 (Amsterdam, Kolkata).
const zones = [
  'UTC',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/New_York',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Europe/Amsterdam',
  'America/St_Johns',
];
const instants = fc.date({
  min: new Date('1850-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});
// formatInTimeZone keeps the seconds of local mean time, which offsets here leave out (as xxx does),
// so wall clocks are compared where every zone's offset is whole minutes.
const modernInstants = fc.date({
  min: new Date('1980-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

test('writes the offset of every zone at every instant as date-fns-tz writes xxx', () => {
  fc.assert(
    fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
      expect(formatTimeZoneOffset(zone, instant)).toBe(
        formatWithTimeZone(instant, 'xxx', { timeZone: zone }),
      );
    }),
    { numRuns: 3000 },
  );
});

test('writes the English abbreviation date-fns-tz writes as zzz, where there is one', () => {
  fc.assert(
    fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
      const expected = formatWithTimeZone(instant, 'zzz', { timeZone: zone, locale: undefined });
      const abbreviation = formatTimeZoneAbbreviation(zone, instant);
      if (/^(?:GMT|UTC)[+-]/.test(expected)) expect(abbreviation).toBeUndefined();
      else expect(abbreviation).toBe(expected);
    }),
    { numRuns: 1000 },
  );
});

test('turns an instant into the wall clock date-fns-tz reads in the zone', () => {
  fc.assert(
    fc.property(modernInstants, fc.constantFrom(...zones), (instant, zone) => {
      const wall = toWallClock(instant, zone);
      const expected = formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm");
      expect(formatDateTimeValue(writeWall(wall), { mode: 'dateTime', timeZone: 'UTC' })).toBe(
        `${expected}Z`,
      );
      expect(Math.abs(getZoneOffset(instant, zone)) % 60_000).toBe(0);
    }),
    { numRuns: 2000 },
  );
});

test('submits the default dateTime pattern as date-fns-tz writes it', () => {
  fc.assert(
    fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
      const value = readDateTimeValue(instant.toISOString(), { mode: 'dateTime', timeZone: zone });
      if (!value.success) return;
      const written = formatDateTimeValue(value.value, { mode: 'dateTime', timeZone: zone });
      const expected = formatDateTimeValue(value.value, {
        mode: 'dateTime',
        timeZone: zone,
        format: "yyyy-MM-dd'T'HH:mmXXX",
      });
      expect(written).toBe(expected);
    }),
    { numRuns: 2000 },
  );
});

test('reads an ISO instant with an offset as date-fns parse reads it', () => {
  const digits = (max: number, length: number) =>
    fc.integer({ min: 0, max }).map((n) => String(n).padStart(length, '0'));
  const offset = fc.oneof(
    fc.constant('Z'),
    fc
      .tuple(fc.constantFrom('+', '-'), digits(30, 2), digits(99, 2), fc.boolean())
      .map(([sign, hours, minutes, colon]) => `${sign}${hours}${colon ? ':' : ''}${minutes}`),
  );
  fc.assert(
    fc.property(
      digits(9999, 4),
      digits(13, 2),
      digits(32, 2),
      digits(25, 2),
      digits(60, 2),
      fc.option(digits(60, 2)),
      offset,
      (year, month, day, hours, minutes, seconds, written) => {
        const text = `${year}-${month}-${day}T${hours}:${minutes}${seconds === null ? '' : `:${seconds}`}${written}`;
        const pattern = `yyyy-MM-dd'T'HH:mm${seconds === null ? '' : ':ss'}${written.includes(':') || written === 'Z' ? 'XXX' : 'XX'}`;
        const parsed = parse(text, pattern, new WallClock(0));
        const read = readDateTimeValue(text, { mode: 'dateTime', timeZone: 'UTC' });
        const inRange =
          isValid(parsed) && parsed.getUTCFullYear() >= 1 && parsed.getUTCFullYear() <= 9999;
        if (!inRange) return;
        const expected = parsed.toISOString().slice(0, seconds === null ? 16 : 19);
        expect(read).toEqual({ success: true, value: expected });
      },
    ),
    { numRuns: 3000 },
  );
});

test('converts to a browser input value as date-fns format writes it', () => {
  fc.assert(
    fc.property(
      modernInstants,
      fc.constantFrom(...zones),
      fc.constantFrom(...zones),
      (at, from, to) => {
        const value = readDateTimeValue(at.toISOString(), { mode: 'dateTime', timeZone: from });
        if (!value.success) return;
        const converted = convertDateTimeValue(
          value.value,
          { mode: 'dateTime', timeZone: from },
          to,
        );
        const instant = new Date(
          `${formatDateTimeValue(value.value, { mode: 'dateTime', timeZone: from })}`,
        );
        expect(converted).toBe(formatInTimeZone(instant, to, "yyyy-MM-dd'T'HH:mm"));
      },
    ),
    { numRuns: 1000 },
  );
});

test('gives the current minute in a zone as date-fns-tz writes it', () => {
  fc.assert(
    fc.property(modernInstants, fc.constantFrom(...zones), (now, zone) => {
      expect(getCurrentDateTimeValue({ mode: 'dateTime', timeZone: zone, now })).toBe(
        formatInTimeZone(now, zone, "yyyy-MM-dd'T'HH:mm"),
      );
    }),
    { numRuns: 1000 },
  );
});

function writeWall(wall: WallClock): string {
  return wall.toISOString().slice(0, 16);
}
