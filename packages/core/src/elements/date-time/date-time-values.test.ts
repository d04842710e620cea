import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { isValid, parse } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';

import {
  checkDateTimeFormat,
  compareDateTimeValues,
  convertDateTimeValue,
  dateTimeModes,
  describeDateTimeValue,
  formatDateTimeValue,
  getCurrentDateTimeValue,
  getDefaultDateTimeFormat,
  getTimeZoneLabel,
  isValidTimeZone,
  readDateTimeValue,
  readExactDateTimeValue,
  resolveTimeZone,
} from './date-time-values.js';

const zones = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Chatham'];
const isTimeZoneProbe = process.env['CHATFORMS_TZ_PROBE'] === '1';
const probeMarker = 'CHATFORMS_TZ_PROBE_RESULT ';

describe('given Asia/Kolkata (+05:30, no daylight saving)', () => {
  const timeZone = 'Asia/Kolkata';

  test('reads a UTC instant as Kolkata wall time', () => {
    expect(readDateTimeValue('2024-06-23T09:00Z', { mode: 'dateTime', timeZone })).toEqual({
      success: true,
      value: '2024-06-23T14:30',
    });
  });

  test('rolls an instant late in the UTC day over to the next Kolkata day', () => {
    const result = readDateTimeValue('2024-06-23T20:00:00Z', { mode: 'date', timeZone });
    expect(result).toEqual({ success: true, value: '2024-06-24' });
  });

  test('reads the time part of an instant in time mode', () => {
    const result = readDateTimeValue('2024-06-23T09:00Z', { mode: 'time', timeZone });
    expect(result).toEqual({ success: true, value: '14:30' });
  });

  test('submits a dateTime with the +05:30 offset', () => {
    const submitted = formatDateTimeValue('2024-06-23T14:30', { mode: 'dateTime', timeZone });
    expect(submitted).toBe('2024-06-23T14:30+05:30');
  });

  test('labels the zone with its offset', () => {
    expect(getTimeZoneLabel(timeZone)).toBe('Asia/Kolkata (GMT+05:30)');
  });
});

describe('given America/New_York around the 2024 daylight-saving changes', () => {
  const timeZone = 'America/New_York';

  test('rejects a wall time inside the New York spring-forward gap', () => {
    const result = readDateTimeValue('2024-03-10T02:30', { mode: 'dateTime', timeZone });
    expect(result).toEqual({
      success: false,
      message: '"2024-03-10T02:30" does not exist in America/New_York: the clocks jump over it',
    });
  });

  test('accepts a gap wall time in date mode, which only keeps the date', () => {
    const result = readDateTimeValue('2024-03-10T02:30', { mode: 'date', timeZone });
    expect(result).toEqual({ success: true, value: '2024-03-10' });
  });

  test('submits the wall times either side of the gap with their own offsets', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(formatDateTimeValue('2024-03-10T01:59', options)).toBe('2024-03-10T01:59-05:00');
    expect(formatDateTimeValue('2024-03-10T03:00', options)).toBe('2024-03-10T03:00-04:00');
  });

  test('submits the repeated fall-back hour with its first (daylight) offset', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(formatDateTimeValue('2024-11-03T01:30', options)).toBe('2024-11-03T01:30-04:00');
    expect(formatDateTimeValue('2024-11-03T02:30', options)).toBe('2024-11-03T02:30-05:00');
  });

  test('reads both instants of the repeated 01:30 as the same wall time', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(readDateTimeValue('2024-11-03T05:30Z', options)).toEqual({
      success: true,
      value: '2024-11-03T01:30',
    });
    expect(readDateTimeValue('2024-11-03T01:30-05:00', options)).toEqual({
      success: true,
      value: '2024-11-03T01:30',
    });
  });

  test('keeps the offset of the later repeated 01:30 only, since the wall time alone names the earlier', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    const read = (text: string) => readExactDateTimeValue(text, options);
    expect(read('2024-11-03T01:30-05:00')).toEqual({
      success: true,
      value: '2024-11-03T01:30-05:00',
    });
    expect(read('2024-11-03T06:30Z')).toEqual({ success: true, value: '2024-11-03T01:30-05:00' });
    expect(read('2024-11-03T01:30-04:00')).toEqual({ success: true, value: '2024-11-03T01:30' });
    expect(read('2024-11-03T01:30')).toEqual({ success: true, value: '2024-11-03T01:30' });
    expect(read('2024-07-01T12:00-04:00')).toEqual({ success: true, value: '2024-07-01T12:00' });
    const format = 'yyyy-MM-dd HH:mm:ss xxx';
    expect(readExactDateTimeValue('2024-11-03 01:30:15 -05:00', { ...options, format })).toEqual({
      success: true,
      value: '2024-11-03T01:30:15-05:00',
    });
  });

  test('submits the later repeated 01:30 with its standard offset when the value writes it', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(formatDateTimeValue('2024-11-03T01:30-05:00', options)).toBe('2024-11-03T01:30-05:00');
    expect(formatDateTimeValue('2024-11-03T01:30-04:00', options)).toBe('2024-11-03T01:30-04:00');
    const format = "dd/MM/yyyy HH:mm 'UTC'xxx";
    expect(formatDateTimeValue('2024-11-03T01:30-05:00', { ...options, format })).toBe(
      '03/11/2024 01:30 UTC-05:00',
    );
  });

  test('orders the later repeated 01:30 after every minute of the first', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(compareDateTimeValues('2024-11-03T01:30-05:00', '2024-11-03T01:59', options)).toBe(1);
    expect(compareDateTimeValues('2024-11-03T01:30-05:00', '2024-11-03T01:45-05:00', options)).toBe(
      -1,
    );
    expect(compareDateTimeValues('2024-11-03T01:30-05:00', '2024-11-03T06:30Z', options)).toBe(0);
  });

  test('converts the later repeated 01:30 to its own instant in another zone', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(convertDateTimeValue('2024-11-03T01:30-05:00', options, 'UTC')).toBe('2024-11-03T06:30');
    expect(convertDateTimeValue('2024-11-03T01:30', options, 'UTC')).toBe('2024-11-03T05:30');
  });

  test('tells a picker the wall time to show and which repeated 01:30 a value names', () => {
    const repeated = { status: 'repeated', offsets: ['-04:00', '-05:00'] };
    expect(describeDateTimeValue('2024-11-03T01:30', timeZone)).toEqual({
      wall: '2024-11-03T01:30',
      description: { ...repeated, chosen: undefined },
    });
    for (const text of ['2024-11-03T01:30-05:00', '2024-11-03T06:30Z']) {
      expect(describeDateTimeValue(text, timeZone)).toEqual({
        wall: '2024-11-03T01:30',
        description: { ...repeated, chosen: 'later' },
      });
    }
    expect(describeDateTimeValue('2024-03-10T02:30', timeZone)).toEqual({
      wall: '2024-03-10T02:30',
      description: { status: 'skipped', offset: '-04:00', nextValue: '2024-03-10T03:00' },
    });
    expect(describeDateTimeValue('2024-03-10T0', timeZone)).toEqual({
      wall: '2024-03-10T0',
      description: undefined,
    });
    expect(describeDateTimeValue('2024-11-03T01:30', 'Mars/Olympus')).toEqual({
      wall: '2024-11-03T01:30',
      description: undefined,
    });
  });

  test('orders wall times across the fall-back change', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(compareDateTimeValues('2024-11-03T00:59', '2024-11-03T01:30', options)).toBe(-1);
    expect(compareDateTimeValues('2024-11-03T02:00', '2024-11-03T01:30', options)).toBe(1);
    expect(compareDateTimeValues('2024-11-03 01:30', '2024-11-03T01:30:00', options)).toBe(0);
  });

  test('rolls an instant early in the UTC day back to the previous New York day', () => {
    const result = readDateTimeValue('2024-06-23T02:00Z', { mode: 'date', timeZone });
    expect(result).toEqual({ success: true, value: '2024-06-22' });
  });

  test('labels the zone with the offset in force at the given moment', () => {
    expect(getTimeZoneLabel(timeZone, new Date('2024-07-01T12:00Z'))).toBe(
      'America/New_York (GMT-04:00)',
    );
    expect(getTimeZoneLabel(timeZone, new Date('2024-01-15T12:00Z'))).toBe(
      'America/New_York (GMT-05:00)',
    );
  });
});

describe('given Pacific/Chatham (+12:45 in winter, +13:45 in summer)', () => {
  const timeZone = 'Pacific/Chatham';

  test('reads UTC midnight as 12:45 in June and 13:45 in January', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(readDateTimeValue('2024-06-23T00:00Z', options)).toEqual({
      success: true,
      value: '2024-06-23T12:45',
    });
    expect(readDateTimeValue('2024-01-23T00:00Z', options)).toEqual({
      success: true,
      value: '2024-01-23T13:45',
    });
  });

  test('rolls a UTC noon over to the next Chatham day', () => {
    const result = readDateTimeValue('2024-06-23T12:00Z', { mode: 'date', timeZone });
    expect(result).toEqual({ success: true, value: '2024-06-24' });
  });

  test('submits a dateTime with the offset of its season', () => {
    const options = { mode: 'dateTime', timeZone } as const;
    expect(formatDateTimeValue('2024-06-23T12:45', options)).toBe('2024-06-23T12:45+12:45');
    expect(formatDateTimeValue('2024-01-23T13:45', options)).toBe('2024-01-23T13:45+13:45');
  });

  test('rejects a wall time inside the Chatham spring-forward gap (02:45 to 03:45)', () => {
    const result = readDateTimeValue('2024-09-29T03:00', { mode: 'dateTime', timeZone });
    expect(result.success).toBe(false);
  });
});

describe('given UTC', () => {
  const timeZone = 'UTC';

  test('submits a dateTime with Z as the offset', () => {
    const submitted = formatDateTimeValue('2024-06-23T14:30', { mode: 'dateTime', timeZone });
    expect(submitted).toBe('2024-06-23T14:30Z');
  });

  test('reads an instant written with an offset, keeping the seconds it was given', () => {
    const result = readDateTimeValue('2024-06-23T14:30:00+05:30', { mode: 'dateTime', timeZone });
    expect(result).toEqual({ success: true, value: '2024-06-23T09:00:00' });
  });

  test('labels the zone with a zero offset', () => {
    expect(getTimeZoneLabel(timeZone)).toBe('UTC (GMT+00:00)');
  });
});

test('submits a date whose midnight is skipped (Santiago) at its first existing instant', () => {
  const format = "yyyy-MM-dd'T'HH:mmXXX";
  const options = { mode: 'date', timeZone: 'America/Santiago', format } as const;
  expect(formatDateTimeValue('2024-09-08', options)).toBe('2024-09-08T01:00-03:00');
  expect(readDateTimeValue('2024-09-08T01:00-03:00', options)).toEqual({
    success: true,
    value: '2024-09-08',
  });
  expect(formatDateTimeValue('2024-09-08', { ...options, format: 'yyyy-MM-dd' })).toBe(
    '2024-09-08',
  );
});

test('reads each wall format a mode allows', () => {
  const read = (text: string, mode: (typeof dateTimeModes)[number]) =>
    readDateTimeValue(text, { mode, timeZone: 'UTC' });
  expect(read('2024-06-23', 'date')).toEqual({ success: true, value: '2024-06-23' });
  expect(read('14:30', 'time')).toEqual({ success: true, value: '14:30' });
  expect(read('14:30:05', 'time')).toEqual({ success: true, value: '14:30:05' });
  expect(read('2024-06-23T14:30', 'dateTime')).toEqual({
    success: true,
    value: '2024-06-23T14:30',
  });
  expect(read('2024-06-23 14:30:00', 'dateTime')).toEqual({
    success: true,
    value: '2024-06-23T14:30:00',
  });
});

test('cuts a full wall dateTime to the date in date mode and to the time in time mode', () => {
  const options = { timeZone: 'UTC' };
  expect(readDateTimeValue('2024-06-23T14:30', { ...options, mode: 'date' })).toEqual({
    success: true,
    value: '2024-06-23',
  });
  expect(readDateTimeValue('2024-06-23T14:30', { ...options, mode: 'time' })).toEqual({
    success: true,
    value: '14:30',
  });
});

test('rejects a date without a time in dateTime mode', () => {
  const result = readDateTimeValue('2024-06-23', { mode: 'dateTime', timeZone: 'UTC' });
  expect(result).toEqual({
    success: false,
    message:
      '"2024-06-23" is not a valid date and time (expected yyyy-MM-ddTHH:mm or yyyy-MM-ddTHH:mm:ss)',
  });
});

test('rejects an impossible calendar date with a sentence naming the expected format', () => {
  expect(readDateTimeValue('2024-02-30', { mode: 'date', timeZone: 'UTC' })).toEqual({
    success: false,
    message: '"2024-02-30" is not a valid date (expected yyyy-MM-dd)',
  });
});

test.each([
  ['2023-02-29', 'date'],
  ['2024-13-01', 'date'],
  ['24:00', 'time'],
  ['12:60', 'time'],
  ['2024-06-23T14:30:60', 'dateTime'],
  ['2024-02-30T10:00Z', 'dateTime'],
] as const)('rejects the impossible value %s in %s mode', (text, mode) => {
  expect(readDateTimeValue(text, { mode, timeZone: 'UTC' }).success).toBe(false);
});

test('accepts 29 February in a leap year', () => {
  const result = readDateTimeValue('2024-02-29', { mode: 'date', timeZone: 'UTC' });
  expect(result).toEqual({ success: true, value: '2024-02-29' });
});

test('rejects empty text', () => {
  expect(readDateTimeValue('  ', { mode: 'time', timeZone: 'UTC' })).toEqual({
    success: false,
    message: 'The time is empty (expected HH:mm or HH:mm:ss)',
  });
});

test('returns a failure naming an unknown time zone instead of throwing', () => {
  expect(readDateTimeValue('2024-06-23', { mode: 'date', timeZone: 'Mars/Olympus' })).toEqual({
    success: false,
    message: '"Mars/Olympus" is not a known IANA time zone (for example Asia/Kolkata or UTC)',
  });
});

test('reads text written in a custom format', () => {
  const options = { mode: 'date', timeZone: 'UTC', format: 'dd/MM/yyyy' } as const;
  expect(readDateTimeValue('23/06/2024', options)).toEqual({ success: true, value: '2024-06-23' });
  expect(readDateTimeValue('2024-06-23', options)).toEqual({ success: true, value: '2024-06-23' });
  expect(readDateTimeValue('23-06-2024', options)).toEqual({
    success: false,
    message: '"23-06-2024" is not a valid date (expected dd/MM/yyyy, or yyyy-MM-dd)',
  });
});

test('reads a custom format that carries an offset as an instant', () => {
  const format = 'dd/MM/yyyy HH:mm XXX';
  const options = { mode: 'dateTime', timeZone: 'Asia/Kolkata', format } as const;
  expect(readDateTimeValue('23/06/2024 09:00 Z', options)).toEqual({
    success: true,
    value: '2024-06-23T14:30',
  });
});

test('rejects a custom format that cannot write the mode', () => {
  const options = { mode: 'dateTime', timeZone: 'UTC', format: 'HH:mm' } as const;
  expect(readDateTimeValue('14:30', options).success).toBe(false);
});

test('checks a format once per pattern and mode, and gives later callers the same frozen answer', () => {
  const first = checkDateTimeFormat("dd.MM.yyyy HH:mm 'Uhr'", 'dateTime');
  expect(first).toEqual({ success: true });
  expect(checkDateTimeFormat("dd.MM.yyyy HH:mm 'Uhr'", 'dateTime')).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  const timeOnly = checkDateTimeFormat("dd.MM.yyyy HH:mm 'Uhr'", 'time');
  expect(timeOnly).not.toBe(first);
  expect(timeOnly.success).toBe(true);
  expect(checkDateTimeFormat('yyyy', 'date')).toEqual({
    success: false,
    message: expect.stringContaining('lacks MM (month) and dd (day)') as string,
  });
});

test('accepts exactly the wall dates and times date-fns accepts', () => {
  const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
  const year = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
  fc.assert(
    fc.property(year, twoDigits, twoDigits, twoDigits, twoDigits, twoDigits, (...parts) => {
      const [y, month, day, hours, minutes, seconds] = parts;
      const text = `${y}-${month}-${day}T${hours}:${minutes}:${seconds}`;
      const expected = parse(text, "yyyy-MM-dd'T'HH:mm:ss", new Date());
      const read = readDateTimeValue(text, { mode: 'dateTime', timeZone: 'UTC' });
      expect(read.success).toBe(isValid(expected) && expected.getFullYear() >= 1);
      if (read.success) expect(read.value).toBe(text);
    }),
  );
});

test('submits each mode in its default format', () => {
  expect(getDefaultDateTimeFormat('date')).toBe('yyyy-MM-dd');
  expect(getDefaultDateTimeFormat('time')).toBe('HH:mm');
  expect(getDefaultDateTimeFormat('dateTime')).toBe("yyyy-MM-dd'T'HH:mmXXX");
  expect(formatDateTimeValue('2024-06-23', { mode: 'date', timeZone: 'UTC' })).toBe('2024-06-23');
  expect(formatDateTimeValue('14:30:15', { mode: 'time', timeZone: 'UTC' })).toBe('14:30');
});

test('round-trips values through custom formats', () => {
  const date = { mode: 'date', timeZone: 'Asia/Kolkata', format: 'dd/MM/yyyy' } as const;
  expect(formatDateTimeValue('2024-06-23', date)).toBe('23/06/2024');
  expect(readDateTimeValue('23/06/2024', date)).toEqual({ success: true, value: '2024-06-23' });
  const format = 'yyyy-MM-dd HH:mm:ss';
  const dateTime = { mode: 'dateTime', timeZone: 'America/New_York', format } as const;
  expect(formatDateTimeValue('2024-06-23T14:30', dateTime)).toBe('2024-06-23 14:30:00');
  expect(readDateTimeValue('2024-06-23 14:30:00', dateTime)).toEqual({
    success: true,
    value: '2024-06-23T14:30:00',
  });
});

test('refuses to format a value it cannot read', () => {
  expect(() => formatDateTimeValue('2024-02-30', { mode: 'date', timeZone: 'UTC' })).toThrow(
    RangeError,
  );
});

test('compares dates and times as wall clock, ignoring written seconds', () => {
  const date = { mode: 'date', timeZone: 'UTC' } as const;
  expect(compareDateTimeValues('2024-06-23', '2024-12-01', date)).toBe(-1);
  const time = { mode: 'time', timeZone: 'UTC' } as const;
  expect(compareDateTimeValues('14:30', '09:05', time)).toBe(1);
  expect(compareDateTimeValues('14:30', '14:30:00', time)).toBe(0);
});

test('explains that a PHP date format lacks the date-fns year, month and day', () => {
  expect(checkDateTimeFormat('Y-m-d H:i:ss', 'dateTime')).toEqual({
    success: false,
    message:
      '"Y-m-d H:i:ss" looks like a PHP date format and lacks yyyy (year) and MM (month), which a date and time needs; in date-fns Y is the week-numbering year and D the day of the year; use y and d for the calendar year and day of the month',
  });
});

test('rejects YYYY and DD, which date-fns reads as week year and day of the year', () => {
  const result = checkDateTimeFormat('YYYY-MM-DD', 'date');
  expect(result.success).toBe(false);
  expect(!result.success && result.message).toContain('week-numbering year');
  expect(checkDateTimeFormat('yyyy-MM-dd DD', 'date').success).toBe(false);
});

test('accepts date-fns patterns that write and read back the mode', () => {
  expect(checkDateTimeFormat('yyyy-MM-dd', 'date')).toEqual({ success: true });
  expect(checkDateTimeFormat('dd/MM/yyyy', 'date')).toEqual({ success: true });
  expect(checkDateTimeFormat('h:mm a', 'time')).toEqual({ success: true });
  expect(checkDateTimeFormat("yyyy-MM-dd'T'HH:mmXXX", 'dateTime')).toEqual({ success: true });
  expect(checkDateTimeFormat('yyyy-MM-dd HH:mm:ss', 'dateTime')).toEqual({ success: true });
});

test('rejects a time-only pattern for dateTime because it has no date part', () => {
  expect(checkDateTimeFormat('HH:mm', 'dateTime')).toEqual({
    success: false,
    message: '"HH:mm" lacks yyyy (year), MM (month), and dd (day), which a date and time needs',
  });
});

test('rejects a 12-hour pattern without AM/PM because it does not read back', () => {
  expect(checkDateTimeFormat('h:mm', 'time')).toEqual({
    success: false,
    message:
      '"h:mm" does not read back what it writes: 19:47 is written as "7:47", which reads as 07:47',
  });
});

test('rejects a pattern with a letter date-fns does not know', () => {
  const result = checkDateTimeFormat('yyyy-MM-dd j', 'date');
  expect(!result.success && result.message).toContain('unescaped latin alphabet character `j`');
});

test('rejects a pattern date-fns can write but not read, such as a zone name', () => {
  const result = checkDateTimeFormat('yyyy-MM-dd HH:mm zzz', 'dateTime');
  expect(!result.success && result.message).toContain('cannot be both written and read');
});

test('knows IANA zone names through Intl and nothing else', () => {
  for (const zone of ['Asia/Kolkata', 'UTC', 'America/New_York', 'Pacific/Chatham']) {
    expect(isValidTimeZone(zone)).toBe(true);
  }
  for (const zone of ['Asia_Kolkata', '', 'Mars/Olympus', '+05:30']) {
    expect(isValidTimeZone(zone)).toBe(false);
  }
});

test('resolves a missing zone to the runtime zone', () => {
  expect(resolveTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  expect(resolveTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
});

test('gives the current wall value of each mode in a zone, to the minute', () => {
  const now = new Date('2024-06-23T20:15:42Z');
  const kolkata = { timeZone: 'Asia/Kolkata', now };
  expect(getCurrentDateTimeValue({ ...kolkata, mode: 'date' })).toBe('2024-06-24');
  expect(getCurrentDateTimeValue({ ...kolkata, mode: 'time' })).toBe('01:45');
  expect(getCurrentDateTimeValue({ ...kolkata, mode: 'dateTime' })).toBe('2024-06-24T01:45');
  const newYork = { mode: 'dateTime', timeZone: 'America/New_York', now } as const;
  expect(getCurrentDateTimeValue(newYork)).toBe('2024-06-23T16:15');
});

const wallInstants = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

test('reads back every date it writes, in every zone and format', () => {
  const formats = ['yyyy-MM-dd', 'dd/MM/yyyy', 'EEEE d MMMM yyyy'];
  fc.assert(
    fc.property(
      wallInstants,
      fc.constantFrom(...zones),
      fc.constantFrom(...formats),
      (instant, timeZone, format) => {
        const value = instant.toISOString().slice(0, 10);
        const written = formatDateTimeValue(value, { mode: 'date', timeZone, format });
        expect(readDateTimeValue(written, { mode: 'date', timeZone, format })).toEqual({
          success: true,
          value,
        });
      },
    ),
  );
});

test('reads back every time it writes, in every zone and format', () => {
  const formats = [
    { format: 'HH:mm', length: 5 },
    { format: 'h:mm a', length: 5 },
    { format: 'HH:mm:ss', length: 8 },
  ];
  fc.assert(
    fc.property(
      wallInstants,
      fc.constantFrom(...zones),
      fc.constantFrom(...formats),
      (instant, timeZone, { format, length }) => {
        const value = instant.toISOString().slice(11, 11 + length);
        const written = formatDateTimeValue(value, { mode: 'time', timeZone, format });
        expect(readDateTimeValue(written, { mode: 'time', timeZone, format })).toEqual({
          success: true,
          value,
        });
      },
    ),
  );
});

// Uniform instants almost never land on a transition, so half the runs use the 2024 transition days.
const transitionDayInstants = fc
  .tuple(
    fc.constantFrom('2024-03-10', '2024-11-03', '2024-04-07', '2024-09-29'),
    fc.nat(24 * 60 - 1),
  )
  .map(([day, minute]) => new Date(Date.parse(`${day}T00:00Z`) + minute * 60_000));

test('reads back every existing dateTime it writes, in every zone and format', () => {
  const formats = [
    { format: "yyyy-MM-dd'T'HH:mmXXX", length: 16 },
    { format: 'dd/MM/yyyy HH:mm', length: 16 },
    { format: 'yyyy-MM-dd HH:mm:ss', length: 19 },
    { format: "yyyy-MM-dd'T'HH:mm:ssxxx", length: 19 },
  ];
  fc.assert(
    fc.property(
      fc.oneof(wallInstants, transitionDayInstants),
      fc.constantFrom(...zones),
      fc.constantFrom(...formats),
      (instant, timeZone, { format, length }) => {
        const value = instant.toISOString().slice(0, length);
        fc.pre(readDateTimeValue(value, { mode: 'dateTime', timeZone }).success);
        const written = formatDateTimeValue(value, { mode: 'dateTime', timeZone, format });
        expect(readDateTimeValue(written, { mode: 'dateTime', timeZone, format })).toEqual({
          success: true,
          value,
        });
      },
    ),
    { numRuns: 1000 },
  );
});

test('submits every instant of a transition day with its own offset, both of a repeated hour', () => {
  fc.assert(
    fc.property(
      transitionDayInstants,
      fc.constantFrom(...zones),
      fc.constantFrom("yyyy-MM-dd'T'HH:mmXXX", 'dd/MM/yyyy HH:mm xxx'),
      (instant, timeZone, format) => {
        const options = { mode: 'dateTime', timeZone } as const;
        const text = `${instant.toISOString().slice(0, 16)}Z`;
        const read = readExactDateTimeValue(text, options);
        if (!read.success) throw new Error(read.message);
        const written = formatDateTimeValue(read.value, { ...options, format });
        const offset = formatInTimeZone(instant, timeZone, 'xxx');
        expect(written.endsWith(offset === '+00:00' && format.endsWith('XXX') ? 'Z' : offset)).toBe(
          true,
        );
        expect(readExactDateTimeValue(written, { ...options, format })).toEqual(read);
        expect(compareDateTimeValues(read.value, text, options)).toBe(0);
      },
    ),
    { numRuns: 1000 },
  );
});

test('never throws and only succeeds with a canonical value, whatever the text', () => {
  const canonicalShapes = {
    date: /^\d{4}-\d{2}-\d{2}$/,
    time: /^\d{2}:\d{2}(:\d{2})?$/,
    dateTime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
  };
  const texts = fc.oneof(fc.string(), fc.stringMatching(/^[\d:T +\-Z./]{0,26}$/));
  const formats = fc.option(fc.oneof(fc.string(), fc.constantFrom('dd/MM/yyyy HH:mm', 'HH:mm X')), {
    nil: undefined,
  });
  const timeZones = fc.option(fc.constantFrom(...zones, 'Mars/Olympus', ''), { nil: undefined });
  fc.assert(
    fc.property(
      texts,
      fc.constantFrom(...dateTimeModes),
      formats,
      timeZones,
      (text, mode, format, timeZone) => {
        const result = readDateTimeValue(text, { mode, format, timeZone });
        if (result.success) expect(result.value).toMatch(canonicalShapes[mode]);
        else expect(result.message).not.toBe('');
      },
    ),
    { numRuns: 2000 },
  );
});

/** Calls whose answers must not depend on the host zone; several land in a host's own DST gap. */
function computeZoneIndependentSample(timeZone: string) {
  const dateTime = { mode: 'dateTime', timeZone } as const;
  const texts = ['2024-03-10T02:30', '2024-09-29T03:00', '2024-11-03T01:30', '2024-03-10T02:30Z'];
  const now = new Date('2024-03-10T02:30:00Z');
  const format = 'yyyy-MM-dd HH:mm XXX';
  return {
    read: texts.map((text) => readDateTimeValue(text, dateTime)),
    readFormat: readDateTimeValue('10/03/2024 02:30', { ...dateTime, format: 'dd/MM/yyyy HH:mm' }),
    written: texts.map((text) =>
      readDateTimeValue(text, dateTime).success
        ? formatDateTimeValue(text, { ...dateTime, format })
        : null,
    ),
    compared: compareDateTimeValues('2024-03-10T01:30', '2024-03-10T03:30', dateTime),
    current: dateTimeModes.map((mode) => getCurrentDateTimeValue({ mode, timeZone, now })),
    label: getTimeZoneLabel(timeZone, now),
  };
}

test.runIf(isTimeZoneProbe)('zone-independent sample', () => {
  const results = zones.map(computeZoneIndependentSample);
  const formatChecks = [
    checkDateTimeFormat('h:mm', 'time'),
    checkDateTimeFormat('dd/MM/yyyy', 'date'),
  ];
  // A plain local Date cannot hold 02:30 on the New York spring-forward day; this shows whether it moved.
  const libraryWallTime = formatInTimeZone(new Date('2024-03-10T02:30Z'), 'UTC', 'HH:mm');
  const hostZone = resolveTimeZone();
  console.log(probeMarker + JSON.stringify({ hostZone, results, formatChecks, libraryWallTime }));
});

type ProbeOutput = {
  hostZone: string;
  results: unknown;
  formatChecks: unknown;
  libraryWallTime: string;
};

async function runTimeZoneProbe(hostZone: string): Promise<ProbeOutput> {
  const vitestCli = fileURLToPath(
    new URL('../../../node_modules/vitest/vitest.mjs', import.meta.url),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      vitestCli,
      'run',
      'src/elements/date-time/date-time-values.test.ts',
      '-t',
      'zone-independent sample',
      '--reporter=default',
      '--typecheck.enabled=false',
    ],
    {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: { ...process.env, TZ: hostZone, CHATFORMS_TZ_PROBE: '1', NO_COLOR: '1' },
    },
  );
  const [, json] = new RegExp(`^${probeMarker}(.*)$`, 'm').exec(stdout) ?? [];
  if (json === undefined) throw new Error(`The probe in ${hostZone} printed no result:\n${stdout}`);
  return JSON.parse(json) as ProbeOutput;
}

describe.skipIf(isTimeZoneProbe)('given vitest processes running in four host time zones', () => {
  const probes = new Map<string, ProbeOutput>();

  beforeAll(async () => {
    const outputs = await Promise.all(zones.map(runTimeZoneProbe));
    outputs.forEach((output, index) => probes.set(zones[index] ?? '', output));
  }, 60_000);

  test('runs each probe in the host zone it was given', () => {
    for (const hostZone of zones) {
      // Node 20 names the runtime zone by its ICU canonical alias, e.g. Asia/Calcutta.
      const canonical = new Intl.DateTimeFormat('en-US', { timeZone: hostZone }).resolvedOptions();
      expect(probes.get(hostZone)?.hostZone).toBe(canonical.timeZone);
    }
  });

  test('gives the same results whatever the host time zone', () => {
    const { results, formatChecks } = probes.get('UTC') ?? {};
    expect(results).toBeDefined();
    for (const hostZone of zones) {
      expect(probes.get(hostZone)).toMatchObject({ results, formatChecks });
    }
  });

  test('would notice a host-zone leak: formatInTimeZone moves a UTC wall time in the host gap', () => {
    expect(probes.get('UTC')?.libraryWallTime).toBe('02:30');
    expect(probes.get('America/New_York')?.libraryWallTime).toBe('03:30');
  });
});
