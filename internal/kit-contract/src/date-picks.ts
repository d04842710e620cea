import { formatInTimeZone } from 'date-fns-tz';

// The dateTime matrix: each mode in a zone behind UTC and one ahead of it, with the default pattern
// and a custom dateTimeFormat, and what a reader picks in each, for a page in any browser zone.

/** The browser zones the date matrix runs in, from UTC-10 to UTC+14. */
export const browserZones = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
] as const;

type Mode = 'date' | 'time' | 'dateTime';

/** One dateTime element of the matrix and the value a reader picks in it. */
export interface DatePick {
  elementId: string;
  label: string;
  mode: Mode;
  timezoneCode: string;
  dateTimeFormat: string | undefined;
  from: string;
  to: string;
  /** For a date or a time, the text typed in either picker; for a dateTime, the instant chosen. */
  pick: string;
}

const elementZones = [
  { name: 'New York', timezoneCode: 'America/New_York' },
  { name: 'Kolkata', timezoneCode: 'Asia/Kolkata' },
];
// The kit reads from/to only as ISO shapes, so the bounds stay ISO beside a custom pattern.
const bounds: Record<Mode, { from: string; to: string }> = {
  date: { from: '2025-01-01', to: '2025-12-31' },
  time: { from: '00:00', to: '23:59' },
  dateTime: { from: '2025-01-01T00:00', to: '2025-12-31T23:59' },
};
const customFormats: Record<Mode, string> = {
  date: 'dd/MM/yyyy',
  time: 'hh:mm a',
  dateTime: 'dd/MM/yyyy HH:mm',
};
// A June evening in New York that is the next morning in Kolkata and Kiritimati.
const picks: Record<Mode, Record<string, string>> = {
  date: { 'New York': '2025-06-01', Kolkata: '2025-06-01' },
  time: { 'New York': '23:45', Kolkata: '00:15' },
  dateTime: { 'New York': '2025-06-02T00:30:00Z', Kolkata: '2025-06-02T00:30:00Z' },
};

/** Every element of the matrix, with the two cases the tester reported and a repeated hour. */
export const datePicks: DatePick[] = [
  ...(['date', 'time', 'dateTime'] as const).flatMap((mode) =>
    elementZones.flatMap(({ name, timezoneCode }) =>
      [undefined, customFormats[mode]].map((dateTimeFormat) => ({
        elementId: `${mode}-${timezoneCode.replace('/', '-')}${dateTimeFormat ? '-custom' : ''}`,
        label: `${mode} in ${name}, ${dateTimeFormat ? 'custom' : 'default'} pattern`,
        mode,
        timezoneCode,
        dateTimeFormat,
        ...bounds[mode],
        pick: picks[mode][name] ?? '',
      })),
    ),
  ),
  {
    elementId: 'date-from-first-february',
    label: 'date in Kolkata from 1 February',
    mode: 'date',
    timezoneCode: 'Asia/Kolkata',
    dateTimeFormat: undefined,
    from: '2025-02-01',
    to: '2025-12-31',
    pick: '2025-02-01',
  },
  {
    // 01:30 on the morning Los Angeles falls back happens twice there; this is the second.
    elementId: 'dateTime-fall-back',
    label: 'dateTime in New York at the second 01:30 in Los Angeles',
    mode: 'dateTime',
    timezoneCode: 'America/New_York',
    dateTimeFormat: undefined,
    ...bounds.dateTime,
    pick: '2025-11-02T09:30:00Z',
  },
];

/** The elements of the dates form, as the chat REST API gives them. */
export function createDateFields(): Record<string, unknown>[] {
  return datePicks.map(({ pick: _pick, dateTimeFormat, ...element }) => ({
    elementType: 'dateTime',
    optional: true,
    ...element,
    ...(dateTimeFormat === undefined ? {} : { dateTimeFormat }),
  }));
}

/** The wall time of an instant in a zone, `yyyy-MM-ddTHH:mm`. */
function writeWallTime(instant: string | number, zone: string): string {
  return formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm");
}

/** The offset of a zone at an instant, `-08:00`. */
export function writeOffset(instant: string, zone: string): string {
  return formatInTimeZone(instant, zone, 'xxx');
}

/** True when the instant's wall time in the zone happens twice (the hour the clocks fall back). */
export function isRepeatedWallTime(instant: string, zone: string): boolean {
  const time = new Date(instant).getTime();
  const wall = writeWallTime(instant, zone);
  return [time - 3_600_000, time + 3_600_000].some((other) => writeWallTime(other, zone) === wall);
}

/** What a reader types in the kit's native input: a dateTime is the browser's wall time. */
export function findKitInput(pick: DatePick, browserZone: string): string {
  return pick.mode === 'dateTime' ? writeWallTime(pick.pick, browserZone) : pick.pick;
}

/** What a reader types in chatforms' input: a dateTime is the element zone's wall time. */
export function findChatformsInput(pick: DatePick): string {
  return pick.mode === 'dateTime' ? writeWallTime(pick.pick, pick.timezoneCode) : pick.pick;
}
