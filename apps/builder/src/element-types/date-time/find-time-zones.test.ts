import { expect, test } from 'vitest';

import { findTimeZones, listTimeZoneEntries, readOffsetQuery } from './find-time-zones.js';

const january = listTimeZoneEntries(new Date('2026-01-15T12:00Z'));
const july = listTimeZoneEntries(new Date('2026-07-15T12:00Z'));

test('a city name finds its zone first', () => {
  expect(findTimeZones('Tokyo', january)[0]).toEqual({ zone: 'Asia/Tokyo', offset: '+09:00' });
  expect(findTimeZones('paris', january)[0]?.zone).toBe('Europe/Paris');
  expect(findTimeZones('new york', january)[0]?.zone).toBe('America/New_York');
});

test('a full IANA id finds that zone', () => {
  expect(findTimeZones('America/New_York', january).map((entry) => entry.zone)).toEqual([
    'America/New_York',
  ]);
});

test('an offset finds the zones at that offset', () => {
  const zones = findTimeZones('GMT+9', january).map((entry) => entry.zone);
  expect(zones).toContain('Asia/Tokyo');
  expect(zones).toContain('Asia/Seoul');
  expect(zones).not.toContain('Europe/Paris');
  expect(findTimeZones('+09:00', january).map((entry) => entry.zone)).toEqual(zones);
});

test('offsets follow the date: New York is at -05:00 in January and -04:00 in July', () => {
  expect(findTimeZones('GMT-5', january).map((entry) => entry.zone)).toContain('America/New_York');
  expect(findTimeZones('GMT-4', july).map((entry) => entry.zone)).toContain('America/New_York');
  expect(findTimeZones('GMT-5', july).map((entry) => entry.zone)).not.toContain('America/New_York');
});

test('reads offsets written the ways authors write them', () => {
  expect(readOffsetQuery('GMT+9')).toBe('+09:00');
  expect(readOffsetQuery('utc -4:30')).toBe('-04:30');
  expect(readOffsetQuery('+0530')).toBe('+05:30');
  expect(readOffsetQuery('−03:00')).toBe('-03:00');
  expect(readOffsetQuery('Tokyo')).toBeUndefined();
});

test('a query that names no zone finds none', () => {
  expect(findTimeZones('Atlantis', january)).toEqual([]);
});
