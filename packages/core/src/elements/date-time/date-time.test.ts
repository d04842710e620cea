import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  createSubmissionSchema,
  formatKitFormData,
  formatSubmission,
  getDefaultValues,
  type InteractiveData,
  parseFormElement,
  readKitFormData,
  validateSubmission,
} from '../../index.js';
import { compareDateTimeValues } from './date-time-values.js';

function formWith(element: Record<string, unknown>): InteractiveData {
  const parsed = parseFormElement({ elementType: 'dateTime', elementId: 'when', ...element });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return {
    formFields: [parsed.data],
    submitElement: {
      elementType: 'button',
      elementId: 'send',
      buttonText: 'Send',
      disableAfterInteracted: true,
      action: { actionType: 'customAction' },
    },
  };
}

describe('given a dateTime element', () => {
  test('defaults mode to date', () => {
    expect(parseFormElement({ elementType: 'dateTime', elementId: 'd' })).toMatchObject({
      success: true,
      data: { mode: 'date' },
    });
  });

  test('rejects a mode the spec does not know', () => {
    expect(
      parseFormElement({ elementType: 'dateTime', elementId: 'd', mode: 'week' }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/mode', code: 'invalid_value' }],
    });
  });

  test('rejects a timezoneCode that is not an IANA zone', () => {
    expect(
      parseFormElement({ elementType: 'dateTime', elementId: 'd', timezoneCode: 'Asia_Kolkata' }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/timezoneCode', code: 'unknown_time_zone' }],
    });
  });

  test('rejects from after to', () => {
    expect(
      parseFormElement({
        elementType: 'dateTime',
        elementId: 'd',
        from: '2024-06-24',
        to: '2024-06-23',
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/to', code: 'date_time_out_of_order' }],
    });
  });

  test('rejects a default outside [from, to]', () => {
    expect(
      parseFormElement({
        elementType: 'dateTime',
        elementId: 'd',
        from: '2024-06-23',
        to: '2024-06-24',
        defaultValue: '2024-07-01',
      }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/defaultValue', code: 'date_time_out_of_range' }],
    });
  });

  test('rejects a time bound that cannot be read in time mode', () => {
    expect(
      parseFormElement({ elementType: 'dateTime', elementId: 'd', mode: 'time', from: '25:00' }),
    ).toMatchObject({
      success: false,
      issues: [{ pointer: '/from', code: 'invalid_date_time' }],
    });
  });

  test('reads a default given as an ISO instant as wall time in the element zone', () => {
    const form = formWith({
      mode: 'dateTime',
      timezoneCode: 'Asia/Kolkata',
      defaultValue: '2024-06-23T20:00Z',
    });
    expect(getDefaultValues(form)).toEqual({ when: '2024-06-24T01:30' });
  });

  test('rejects a submitted value outside the bounds with a message naming the bound', () => {
    const form = formWith({ from: '2024-06-23', to: '2024-06-24', optional: false });
    const result = createSubmissionSchema(form).safeParse({ when: '2024-06-25' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('2024-06-24');
  });

  test('submits a dateTime value with the zone offset in force at that instant', () => {
    const form = formWith({ mode: 'dateTime', timezoneCode: 'America/New_York' });
    expect(formatSubmission(form, { when: '2024-01-15T09:30' })).toEqual({
      when: '2024-01-15T09:30-05:00',
    });
    expect(formatSubmission(form, { when: '2024-07-15T09:30' })).toEqual({
      when: '2024-07-15T09:30-04:00',
    });
  });

  test('submits with the element dateTimeFormat when one is given', () => {
    const form = formWith({ mode: 'date', dateTimeFormat: 'dd/MM/yyyy' });
    expect(formatSubmission(form, { when: '2024-06-23' })).toEqual({ when: '23/06/2024' });
  });
});

describe('given a dateTime in New York, whose 01:30 happens twice on 2026-11-01', () => {
  const zone = { mode: 'dateTime', timezoneCode: 'America/New_York' };

  test('starts on the later 01:30 when the default writes its offset, and submits that offset', () => {
    const form = formWith({ ...zone, defaultValue: '2026-11-01T01:30-05:00' });
    const values = getDefaultValues(form);
    expect(values).toEqual({ when: '2026-11-01T01:30-05:00' });
    expect(formatSubmission(form, values)).toEqual({ when: '2026-11-01T01:30-05:00' });
  });

  test('starts on the earlier 01:30 when the default writes its offset or none', () => {
    for (const defaultValue of ['2026-11-01T01:30-04:00', '2026-11-01T01:30']) {
      const form = formWith({ ...zone, defaultValue });
      const values = getDefaultValues(form);
      expect(values).toEqual({ when: '2026-11-01T01:30' });
      expect(formatSubmission(form, values)).toEqual({ when: '2026-11-01T01:30-04:00' });
    }
  });

  test('accepts both 01:30s and compares them with the bounds as instants', () => {
    const form = formWith({ ...zone, from: '2026-11-01T01:45-04:00', optional: false });
    expect(validateSubmission(form, { when: '2026-11-01T01:30-05:00' })).toMatchObject({
      success: true,
      data: { when: '2026-11-01T01:30-05:00' },
    });
    expect(validateSubmission(form, { when: '2026-11-01T01:30' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/when', code: 'date_time_out_of_range' }],
    });
    const until = formWith({ ...zone, to: '2026-11-01T01:15-05:00', optional: false });
    expect(validateSubmission(until, { when: '2026-11-01T01:30-04:00' }).success).toBe(true);
    expect(validateSubmission(until, { when: '2026-11-01T01:30-05:00' })).toMatchObject({
      success: false,
      issues: [{ pointer: '/when', code: 'date_time_out_of_range' }],
    });
  });

  test('accepts a default on the later 01:30 after a from on the earlier 01:45', () => {
    const parsed = parseFormElement({
      elementType: 'dateTime',
      elementId: 'd',
      ...zone,
      from: '2026-11-01T01:45-04:00',
      defaultValue: '2026-11-01T01:30-05:00',
    });
    expect(parsed.success).toBe(true);
  });

  test('sends the later 01:30 through the web kit and reads it back', () => {
    const form = formWith({ ...zone, optional: true });
    const sent = formatKitFormData(form, { when: '2026-11-01T01:30-05:00' }, { timeZone: 'UTC' });
    expect(sent).toEqual({ when: '2026-11-01T06:30' });
    expect(readKitFormData(form, sent, { timeZone: 'UTC' })).toEqual({
      when: '2026-11-01T01:30-05:00',
    });
  });
});

test('flags a date or time out of its bounds exactly when compareDateTimeValues orders it outside', () => {
  const twoDigits = (max: number) =>
    fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  // Few hours, minutes and seconds, so equal times written with and without :00 meet often.
  const time = fc
    .tuple(
      fc.constantFrom('09', '10', '23'),
      fc.constantFrom('00', '30', '59'),
      fc.constantFrom(undefined, '00', '30'),
    )
    .map(
      ([hours, minutes, seconds]) =>
        `${hours}:${minutes}${seconds === undefined ? '' : `:${seconds}`}`,
    );
  const date = fc
    .tuple(fc.integer({ min: 1990, max: 2030 }), twoDigits(11), twoDigits(27))
    .map(
      ([year, month, day]) =>
        `${year}-${String(Number(month) + 1).padStart(2, '0')}-${String(Number(day) + 1).padStart(2, '0')}`,
    );
  for (const [mode, text] of [
    ['time', time],
    ['date', date],
  ] as const) {
    fc.assert(
      fc.property(text, text, text, (from, to, value) => {
        fc.pre(compareDateTimeValues(from, to, { mode, timeZone: 'UTC' }) <= 0);
        const form = formWith({ mode, from, to, timezoneCode: 'UTC', optional: true });
        const result = createSubmissionSchema(form).safeParse({ when: value });
        const outside =
          compareDateTimeValues(value, from, { mode, timeZone: 'UTC' }) < 0 ||
          compareDateTimeValues(value, to, { mode, timeZone: 'UTC' }) > 0;
        expect(result.success).toBe(!outside);
      }),
    );
  }
});
