import { getRuntimeTemporal } from './runtime-temporal.js';

/** The given zone, or the runtime's own zone when none is given. */
export function resolveTimeZone(zone?: string | undefined): string {
  return (
    zone ??
    getRuntimeTemporal()?.Now.timeZoneId() ??
    new Intl.DateTimeFormat().resolvedOptions().timeZone
  );
}
