/** The given zone, or the runtime's own zone when none is given. */
export function resolveTimeZone(zone?: string | undefined): string {
  return zone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
