import { formatTimeZoneOffset } from '@chatforms/core/date-time';

/** A zone and its offset at the instant the list was made for, as `+09:00`. */
export interface TimeZoneEntry {
  zone: string;
  offset: string;
}

/** Every IANA zone the runtime knows, UTC first. */
function listTimeZones(): string[] {
  // Intl leaves out UTC on some runtimes (Node 20 among them), yet it is the zone authors reach for first.
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

/** Every zone with its offset at `at`: offsets follow the date, so a July list puts New York at -04:00. */
export function listTimeZoneEntries(at: Date): TimeZoneEntry[] {
  return listTimeZones().map((zone) => ({ zone, offset: formatTimeZoneOffset(zone, at) }));
}

const offsetQuery = /^(?:(?:gmt|utc)\s*)?([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/** Reads `GMT+9`, `UTC-4:30`, `+09:00` or `-0330` as an offset written like `+09:00`. */
export function readOffsetQuery(query: string): string | undefined {
  const [, sign, hours, minutes = '00'] = offsetQuery.exec(query.trim()) ?? [];
  if (sign === undefined || hours === undefined) return undefined;
  return `${sign === '+' ? '+' : '-'}${hours.padStart(2, '0')}:${minutes}`;
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\s-]+/g, ' ')
    .trim();
}

function rankByName(zone: string, query: string): number | undefined {
  const segments = zone.split('/').map(normalize);
  const city = segments.at(-1) ?? '';
  if (city.startsWith(query)) return 0;
  if (segments.some((segment) => segment.startsWith(query))) return 1;
  if (normalize(zone).includes(query)) return 2;
  return undefined;
}

/**
 * The zones a query finds: by city or region name (`tokyo` → Asia/Tokyo, `new york`), by id, or by
 * offset (`GMT+9`, `+09:00`) among `entries`; best matches first.
 */
export function findTimeZones(query: string, entries: readonly TimeZoneEntry[]): TimeZoneEntry[] {
  const offset = readOffsetQuery(query);
  if (offset !== undefined) return entries.filter((entry) => entry.offset === offset);
  const wanted = normalize(query.replace(/\//g, ' '));
  if (wanted === '') return [...entries];
  const byId = normalize(query);
  return entries
    .map((entry) => ({ entry, rank: rankByName(entry.zone, wanted) ?? rankById(entry.zone, byId) }))
    .filter((match): match is { entry: TimeZoneEntry; rank: number } => match.rank !== undefined)
    .sort((first, second) => first.rank - second.rank)
    .map((match) => match.entry);
}

function rankById(zone: string, query: string): number | undefined {
  return normalize(zone).includes(query) ? 3 : undefined;
}
