import * as z from 'zod/mini';

import { addCheckIssue } from '../../check.js';
import { elementIdSchema, optionalFlagSchema } from '../element-base.js';
import { defineElementType } from '../element-type.js';
import { createValueChecks, type FormValue, type ValueCheck } from '../values.js';
import { visibleWhenShape } from '../visible-when.js';
import { replaceUnusableDateTimeFormat } from './date-time-format-fallback.js';
import type { DateTimeMode } from './date-time-pattern.js';
import { hasDateTimePatterns, isDefaultPattern } from './date-time-pattern.js';
import type { WallTimeDescription } from './date-time-wall-time.js';
import { resolveTimeZone } from './resolve-time-zone.js';

type Context = Parameters<typeof addCheckIssue>[0];

/** A date, time or date-and-time picker showing wall time in `timezoneCode`. */
export const dateTimeElementSchema = z
  .looseObject({
    elementType: z.literal('dateTime'),
    elementId: elementIdSchema,
    ...visibleWhenShape,
    optional: optionalFlagSchema,
    label: z.optional(z.string()),
    mode: z._default(
      z.enum(['date', 'time', 'dateTime'] satisfies DateTimeMode[], {
        error: 'mode must be one of date, time, dateTime',
      }),
      'date',
    ),
    defaultValue: z.optional(z.string({ error: 'defaultValue must be a date/time string' })),
    dateTimeFormat: z.optional(z.string()),
    timezoneCode: z.optional(z.string()),
    from: z.optional(z.string({ error: 'from must be a date/time string' })),
    to: z.optional(z.string({ error: 'to must be a date/time string' })),
  })
  .check(z.superRefine(checkDateTimeElement));

/** A dateTime element as parsed, with `mode` explicit. */
export type DateTimeElement = z.output<typeof dateTimeElementSchema>;

/**
 * Everything a dateTime element does beyond its shape: its checks, default, bounds and values, and
 * what its picker shows. Every entry of core but the renderer's installs it on import; a renderer
 * loads it on demand (loadDateTimeSupport), so a bundle whose forms have no dates leaves it out.
 */
export interface DateTimeSupport {
  checkElement(element: DateTimeElement, context: Context): void;
  getDefaultValue(element: DateTimeElement): string;
  getBounds(element: DateTimeElement): { from?: string; to?: string };
  createValueCheck(element: DateTimeElement): ValueCheck;
  formatValue(element: DateTimeElement, value: FormValue): FormValue;
  formatKitValue(element: DateTimeElement, value: FormValue, timeZone: string): FormValue;
  readKitValue(element: DateTimeElement, value: FormValue, timeZone: string): FormValue;
  describeDateTimeValue(
    text: string,
    timeZone?: string | undefined,
  ): { wall: string; description: WallTimeDescription | undefined };
  findWallTimeInstant(text: string, timeZone?: string | undefined): Date | undefined;
  getTimeZoneLabel(zone: string, at?: Date): string;
  formatTimeZoneAbbreviation(zone: string, at: Date, locale?: string): string | undefined;
  formatWallTime(text: string, locale: string): string;
}

let support: DateTimeSupport | undefined;

/** Makes dateTime elements checkable and usable; every entry of core but the renderer's does this on import. */
export function installDateTimeSupport(installed: DateTimeSupport): void {
  support = installed;
}

/** True once dateTime elements can be checked and used. */
export function hasDateTimeSupport(): boolean {
  return support !== undefined;
}

/** The installed dateTime support; throws for an element used before it loaded, which parsing reports first. */
export function requireDateTimeSupport(): DateTimeSupport {
  if (support === undefined) throw new Error(dateTimeNotLoaded);
  return support;
}

const dateTimeNotLoaded =
  'dateTime elements are checked by code that has not loaded yet (await loadDateTimeSupport() first)';

function checkDateTimeElement(element: DateTimeElement, context: Context): void {
  if (support !== undefined) return support.checkElement(element, context);
  // The renderer's entry loads what this element needs on these codes, both at once.
  addCheckIssue(context, [], 'date_time_not_loaded', dateTimeNotLoaded);
  // A pattern equal to the mode's default needs no date-fns (see isDefaultPattern).
  const format = element.dateTimeFormat;
  if (format !== undefined && !hasDateTimePatterns() && !isDefaultPattern(format, element.mode)) {
    const text = 'dateTimeFormat patterns are read by date-fns, which has not loaded yet';
    addCheckIssue(context, ['dateTimeFormat'], 'date_time_patterns_not_loaded', text);
  }
}

/** The bounds of a dateTime as values of its mode, a later repeated hour with its offset (undefined where unset or unreadable). */
export function getDateTimeBounds(element: DateTimeElement): { from?: string; to?: string } {
  return requireDateTimeSupport().getBounds(element);
}

/** Creates a canonical dateTime element; throws a ZodError when the input is invalid. */
export function createDateTimeElement(
  input: Omit<z.input<typeof dateTimeElementSchema>, 'elementType'>,
): DateTimeElement {
  return dateTimeElementSchema.parse({
    elementType: 'dateTime',
    optional: true,
    mode: 'date',
    ...input,
  });
}

/** A date, a time or both, from `from` to `to` in its zone; submits text in `dateTimeFormat`. */
export const dateTimeElementType = defineElementType({
  type: 'dateTime',
  texts: ['label'],
  factoryName: 'createDateTimeElement',
  schema: dateTimeElementSchema,
  input: {
    getDefaultValue: (element) => requireDateTimeSupport().getDefaultValue(element),
    ...createValueChecks((element: DateTimeElement) =>
      requireDateTimeSupport().createValueCheck(element),
    ),
    formatValue: (element, value) => requireDateTimeSupport().formatValue(element, value),
    formatKitValue: (element, value, timeZone) =>
      requireDateTimeSupport().formatKitValue(element, value, timeZone),
    readKitValue: (element, value, timeZone) =>
      requireDateTimeSupport().readKitValue(element, value, timeZone),
  },
  emptyDefaultMeansNone: true,
  replaceIgnoredParts: replaceUnusableDateTimeFormat,
  // The runtime's zone is the author's in the builder: written out, it is visible and never silently UTC.
  createStarter: (elementId) =>
    createDateTimeElement({
      elementId,
      label: 'Date',
      optional: true,
      mode: 'date',
      timezoneCode: resolveTimeZone(),
    }),
  createExample: () =>
    createDateTimeElement({
      elementId: 'visitDate',
      label: 'Visit date',
      optional: false,
      mode: 'date',
      timezoneCode: 'Asia/Kolkata',
      from: '2026-01-01',
      to: '2026-12-31',
    }),
});
