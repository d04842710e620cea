/** The parts of the runtime's Temporal (TC39) that core asks about zones. */
interface TemporalZones {
  Instant: {
    fromEpochMilliseconds(milliseconds: number): {
      toZonedDateTimeISO(zone: string): { offsetNanoseconds: number };
    };
  };
  Now: { timeZoneId(): string };
}

/**
 * The runtime's own Temporal, where it has one (Chromium 144 and later, Firefox 139 and later), or
 * undefined (Node 20, Safari). A page's first Intl formatter costs Chromium 25 to 85 ms, which a
 * first form with a zone would wait for; Temporal answers the same questions of zones in well under
 * a millisecond. Read on each use, so a runtime that gains one later (a polyfill) is heard.
 */
export function getRuntimeTemporal(): TemporalZones | undefined {
  const temporal = (globalThis as { Temporal?: Partial<TemporalZones> }).Temporal;
  return typeof temporal?.Instant?.fromEpochMilliseconds === 'function' &&
    typeof temporal.Now?.timeZoneId === 'function'
    ? (temporal as TemporalZones)
    : undefined;
}
