import fc from 'fast-check';
import { expect, test } from 'vitest';

import {
  describeWallTime,
  findWallTimeInstant,
  formatTimeZoneAbbreviation,
  formatTimeZoneOffset,
} from './date-time-wall-time.js';

test('a July New York time is at GMT-04:00 and a January one at GMT-05:00', () => {
  expect(describeWallTime('2026-07-15T20:00', 'America/New_York')).toEqual({
    status: 'unique',
    offset: '-04:00',
  });
  expect(describeWallTime('2026-01-15T20:00', 'America/New_York')).toEqual({
    status: 'unique',
    offset: '-05:00',
  });
});

test('the repeated hour of a fall-back day has two offsets, earlier first', () => {
  expect(describeWallTime('2026-11-01T01:30', 'America/New_York')).toEqual({
    status: 'repeated',
    offsets: ['-04:00', '-05:00'],
    chosen: undefined,
  });
});

test('an offset written with a repeated wall time says which of the two it is', () => {
  expect(describeWallTime('2026-11-01T01:30-05:00', 'America/New_York')).toMatchObject({
    chosen: 'later',
  });
  expect(describeWallTime('2026-11-01T01:30:00-04:00', 'America/New_York')).toMatchObject({
    chosen: 'earlier',
  });
});

test('a time in the spring-forward gap is skipped, and the next valid time is when clocks resume', () => {
  expect(describeWallTime('2026-03-08T02:30', 'America/New_York')).toEqual({
    status: 'skipped',
    offset: '-04:00',
    nextValue: '2026-03-08T03:00',
  });
});

test('a date whose midnight is skipped points at the hour the day starts', () => {
  // Chile springs forward at midnight: 2026-09-06 starts at 01:00.
  expect(describeWallTime('2026-09-06', 'America/Santiago')).toEqual({
    status: 'skipped',
    offset: '-03:00',
    nextValue: '2026-09-06T01:00',
  });
});

test('Lord Howe half-hour transitions are found to the minute', () => {
  expect(describeWallTime('2026-10-04T02:15', 'Australia/Lord_Howe')).toEqual({
    status: 'skipped',
    offset: '+11:00',
    nextValue: '2026-10-04T02:30',
  });
});

test('text that is not a date or date and time is not described', () => {
  expect(describeWallTime('14:30', 'UTC')).toBeUndefined();
  expect(describeWallTime('2026-02-30T10:00', 'UTC')).toBeUndefined();
  expect(describeWallTime('tomorrow', 'UTC')).toBeUndefined();
});

test('an unknown zone throws a RangeError', () => {
  expect(() => describeWallTime('2026-07-15T20:00', 'Mars/Olympus')).toThrow(RangeError);
});

test('formats the offset in force at an instant', () => {
  expect(formatTimeZoneOffset('Asia/Tokyo', new Date('2026-07-15T00:00Z'))).toBe('+09:00');
  expect(formatTimeZoneOffset('Asia/Kolkata', new Date('2026-07-15T00:00Z'))).toBe('+05:30');
});

test('names the abbreviation in force at an instant, and none where the runtime knows only an offset', () => {
  const zone = 'America/New_York';
  expect(formatTimeZoneAbbreviation(zone, new Date('2026-11-01T05:30Z'))).toBe('EDT');
  expect(formatTimeZoneAbbreviation(zone, new Date('2026-11-01T06:30Z'))).toBe('EST');
  expect(formatTimeZoneAbbreviation('UTC', new Date('2026-11-01T06:30Z'))).toBe('UTC');
  expect(
    formatTimeZoneAbbreviation('Europe/Berlin', new Date('2026-10-25T00:30Z')),
  ).toBeUndefined();
  expect(() => formatTimeZoneAbbreviation('Mars/Olympus', new Date())).toThrow(RangeError);
});

test('every minute of 2026 in New York is unique, repeated or skipped, as the zone moves', () => {
  const start = Date.UTC(2026, 0, 1);
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 365 * 1440 }), (minutes) => {
      const wall = new Date(start + minutes * 60_000).toISOString().slice(0, 16);
      const description = describeWallTime(wall, 'America/New_York');
      const isInRepeatedHour = wall.startsWith('2026-11-01T01:');
      const isInGap = wall.startsWith('2026-03-08T02:');
      expect(description?.status).toBe(
        isInRepeatedHour ? 'repeated' : isInGap ? 'skipped' : 'unique',
      );
    }),
  );
});

test('the instant of a wall time is read with the offset of its own date', () => {
  expect(findWallTimeInstant('2026-07-15T20:00', 'America/New_York')?.toISOString()).toBe(
    '2026-07-16T00:00:00.000Z',
  );
  expect(findWallTimeInstant('2026-01-15', 'America/New_York')?.toISOString()).toBe(
    '2026-01-15T05:00:00.000Z',
  );
  expect(findWallTimeInstant('2026-07-15T20:00:30', 'UTC')?.toISOString()).toBe(
    '2026-07-15T20:00:30.000Z',
  );
});

test('the instant of a repeated hour is the earlier unless the text chose the later', () => {
  expect(findWallTimeInstant('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe(
    '2026-11-01T05:30:00.000Z',
  );
  expect(findWallTimeInstant('2026-11-01T01:30-05:00', 'America/New_York')?.toISOString()).toBe(
    '2026-11-01T06:30:00.000Z',
  );
});

test('the instant of a skipped time is when the clocks resume', () => {
  expect(findWallTimeInstant('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe(
    '2026-03-08T07:00:00.000Z',
  );
  expect(findWallTimeInstant('14:30', 'UTC')).toBeUndefined();
});
