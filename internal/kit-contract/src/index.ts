// What other suites reuse: the dates matrix against the real kit, with chatforms from elsewhere.
export type { PageScripts } from './build-page-scripts.js';
export { buildPageScripts } from './build-page-scripts.js';
export { browserZones } from './date-picks.js';
export type { DatesContract, Envelope, ZoneSubmissions } from './dates-contract.js';
export { findKitFormData, startDatesContract, withChosenOffsets } from './dates-contract.js';
