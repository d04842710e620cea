// Node 20 has no Temporal, so every other test reads zones through Intl. Here a Temporal polyfill is
// the runtime's, and each answer must be the one Intl gives.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterEach, expect, test, vi } from 'vitest';

import type * as timeZoneModule from './time-zone.js';

type TimeZones = typeof timeZoneModule;

/** time-zone.js fresh, with `temporal` as the runtime's Temporal (none when undefined). */
async function importTimeZones(temporal: unknown): Promise<TimeZones> {
  vi.resetModules();
  vi.stubGlobal('Temporal', temporal);
  return import('./time-zone.js');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const zones = [
  ...['UTC', 'Asia/Kolkata', 'Asia/Calcutta', 'America/New_York', 'Europe/Berlin', 'Etc/GMT+5'],
  ...['Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu', 'America/St_Johns', 'EST'],
  ...['US/Eastern', 'asia/kolkata', 'Africa/Casablanca', 'America/Sao_Paulo', 'Pacific/Apia'],
];
const instant = fc.oneof(
  fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2100, 0, 1) }),
  // Near the daylight-saving changes of 2026 in the northern and southern hemispheres.
  fc.integer({ min: Date.UTC(2026, 2, 7), max: Date.UTC(2026, 3, 6) }),
  fc.integer({ min: Date.UTC(2026, 9, 24), max: Date.UTC(2026, 10, 2) }),
  fc.constantFrom(-8.64e15, 8.64e15, 0, -1, Date.UTC(1901, 11, 13, 20, 45, 52)),
);

test('offsets and labels read through Temporal are the ones Intl gives', async () => {
  const intl = await importTimeZones(undefined);
  const temporal = await importTimeZones(Temporal);
  fc.assert(
    fc.property(fc.constantFrom(...zones), instant, (zone, time) => {
      const at = new Date(time);
      expect(temporal.getZoneOffset(at, zone)).toBe(intl.getZoneOffset(at, zone));
    }),
    { numRuns: 400 },
  );
  const at = new Date(Date.UTC(2026, 0, 15));
  expect(temporal.getTimeZoneLabel('Asia/Kolkata', at)).toBe('Asia/Kolkata (GMT+05:30)');
  expect(temporal.getTimeZoneLabel('America/New_York', at)).toBe('America/New_York (GMT-05:00)');
});

test('zone names Temporal knows are the ones Intl knows; offsets and ISO texts are not zone names', async () => {
  const names = [
    ...zones,
    ...['Nowhere/Zone', '+05:30', '-04:00', 'Z', '', ' UTC', 'UTC ', 'Asia/Tokyo[u-ca=iso8601]'],
    ...['2026-01-01T00:00[Asia/Tokyo]', '2026-01-01T00:00Z', 'T10:00Z[UTC]', 'Asia/Kolkata2'],
  ];
  const intl = await importTimeZones(undefined);
  const answers = names.map((zone) => intl.isValidTimeZone(zone));
  const temporal = await importTimeZones(Temporal);
  expect(names.map((zone) => temporal.isValidTimeZone(zone))).toEqual(answers);
  expect(answers.filter(Boolean)).toHaveLength(zones.length);
});

test('the runtime’s own zone is Temporal’s where there is one', async () => {
  const intl = await importTimeZones(undefined);
  const temporal = await importTimeZones(Temporal);
  expect(temporal.resolveTimeZone()).toBe(Temporal.Now.timeZoneId());
  expect(temporal.resolveTimeZone()).toBe(intl.resolveTimeZone());
  expect(temporal.resolveTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
});

test('a Temporal without what core asks of it, or one that throws, leaves Intl to answer', async () => {
  const at = new Date(Date.UTC(2026, 6, 1));
  const partial = await importTimeZones({ Now: Temporal.Now });
  expect(partial.getZoneOffset(at, 'Europe/Berlin')).toBe(7_200_000);
  expect(partial.isValidTimeZone('Asia/Kolkata')).toBe(true);
  const throwing = await importTimeZones({
    Now: Temporal.Now,
    Instant: {
      fromEpochMilliseconds: () => {
        throw new RangeError('out of range');
      },
    },
  });
  expect(throwing.getZoneOffset(at, 'Europe/Berlin')).toBe(7_200_000);
  expect(throwing.isValidTimeZone('Asia/Kolkata')).toBe(true);
  expect(throwing.isValidTimeZone('Nowhere/Zone')).toBe(false);
});
