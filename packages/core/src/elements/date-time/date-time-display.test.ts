import fc from 'fast-check';
import { expect, test } from 'vitest';

import { formatWallTime } from './date-time-display.js';

test('writes a date, a time and both as a reader of the locale does', () => {
  expect(formatWallTime('2025-01-05', 'en')).toBe('Jan 5, 2025');
  expect(formatWallTime('2025-01-05', 'de')).toBe('05.01.2025');
  expect(formatWallTime('09:05', 'de')).toBe('09:05');
  expect(formatWallTime('09:05', 'en')).toMatch(/^9:05\sAM$/);
  expect(formatWallTime('2025-01-05T21:30', 'fr')).toBe('5 janv. 2025, 21:30');
  expect(formatWallTime('2025-01-05T21:30:15', 'de')).toBe('05.01.2025, 21:30:15');
});

test('never moves a wall time by the zone of the machine it runs on', () => {
  // The last minute of a year stays in it whatever the host's offset.
  expect(formatWallTime('2025-12-31T23:59', 'de')).toBe('31.12.2025, 23:59');
  expect(formatWallTime('2025-01-01T00:00', 'de')).toBe('01.01.2025, 00:00');
});

test('leaves text in any other shape as it is', () => {
  for (const text of ['', '05/01/2025', '2025-1-5', 'tomorrow', '25:00x', '2025-01-05T'])
    expect(formatWallTime(text, 'de')).toBe(text);
});

test('writes every date-and-time of years 1000 to 9999 in German as dd.MM.yyyy, HH:mm', () => {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('1000-01-01T00:00Z'),
        max: new Date('9999-12-31T23:59Z'),
        noInvalidDate: true,
      }),
      (date) => {
        const [day, month, year] = [
          date.getUTCDate(),
          date.getUTCMonth() + 1,
          date.getUTCFullYear(),
        ];
        const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
        const wall = `${year}-${twoDigits(month)}-${twoDigits(day)}T${time}`;
        expect(formatWallTime(wall, 'de')).toBe(
          `${twoDigits(day)}.${twoDigits(month)}.${year}, ${time}`,
        );
      },
    ),
  );
});
