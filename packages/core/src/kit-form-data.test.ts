import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import {
  createButtonElement,
  createCheckboxElement,
  createCustomAction,
  createDateTimeElement,
  createFormMessage,
  createTextInputElement,
  formatKitFormData,
  readKitFormData,
  validateSubmission,
} from './index.js';

function createKitTestForm(timezoneCode?: string) {
  return createFormMessage({
    receiver: 'bob',
    receiverType: 'user',
    title: 'Visit',
    formFields: [
      createTextInputElement({ elementId: 'name', label: 'Name', optional: false }),
      createTextInputElement({ elementId: 'note', label: 'Note', optional: true }),
      createCheckboxElement({
        elementId: 'topics',
        label: 'Topics',
        optional: true,
        options: [{ value: 'a', label: 'A' }],
      }),
      createDateTimeElement({ elementId: 'day', mode: 'date', optional: true, timezoneCode }),
      createDateTimeElement({ elementId: 'at', mode: 'time', optional: true, timezoneCode }),
      createDateTimeElement({ elementId: 'when', mode: 'dateTime', optional: true, timezoneCode }),
    ],
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Send',
      action: createCustomAction({}),
    }),
  });
}

describe('given a form in the kit format', () => {
  test('leaves out inputs left blank, as the kit does', () => {
    const form = createKitTestForm();
    const formData = formatKitFormData(
      form,
      { name: 'Ada', note: '', topics: [], day: '', at: '', when: '' },
      { timeZone: 'UTC' },
    );
    expect(formData).toEqual({ name: 'Ada' });
  });

  test('sends a dateTime in a zone as the same instant in the reader’s zone', () => {
    const form = createKitTestForm('Asia/Kolkata');
    const formData = formatKitFormData(
      form,
      { name: 'Ada', when: '2026-05-01T20:00' },
      { timeZone: 'America/New_York' },
    );
    // 20:00 in Kolkata (UTC+05:30) is 14:30 UTC, 10:30 in New York (UTC-04:00).
    expect(formData).toEqual({ name: 'Ada', when: '2026-05-01T10:30' });
  });

  test('sends a date in New York picked in Los Angeles as the day picked, as the kit does', () => {
    const form = createKitTestForm('America/New_York');
    const formData = formatKitFormData(
      form,
      { day: '2025-06-01' },
      { timeZone: 'America/Los_Angeles' },
    );
    expect(formData).toEqual({ day: '2025-06-01' });
  });

  test('sends the first day a Kolkata date allows, picked in Berlin, as that day', () => {
    const form = createFormMessage({
      receiver: 'bob',
      receiverType: 'user',
      title: 'Visit',
      formFields: [
        createDateTimeElement({
          elementId: 'day',
          mode: 'date',
          optional: false,
          timezoneCode: 'Asia/Kolkata',
          from: '2025-02-01',
        }),
      ],
      submitElement: createButtonElement({
        elementId: 'submit',
        buttonText: 'Send',
        action: createCustomAction({}),
      }),
    });
    const formData = formatKitFormData(form, { day: '2025-02-01' }, { timeZone: 'Europe/Berlin' });
    expect(formData).toEqual({ day: '2025-02-01' });
    const values = readKitFormData(form, formData, { timeZone: 'Europe/Berlin' });
    expect(validateSubmission(form, values)).toMatchObject({ success: true });
  });

  test('sends a time as the wall time picked in the element’s zone, as the kit does', () => {
    const form = createKitTestForm('America/New_York');
    const formData = formatKitFormData(form, { at: '23:45' }, { timeZone: 'Europe/Berlin' });
    expect(formData).toEqual({ at: '23:45' });
  });

  test('writes the offset of a dateTime whose wall time the reader’s clocks pass twice', () => {
    const form = createKitTestForm('America/New_York');
    // 03:30 and 04:30 in New York are the first and the second 01:30 in Los Angeles.
    const formData = formatKitFormData(
      form,
      { name: 'Ada', when: '2025-11-02T03:30' },
      { timeZone: 'America/Los_Angeles' },
    );
    const later = formatKitFormData(
      form,
      { when: '2025-11-02T04:30' },
      { timeZone: 'America/Los_Angeles' },
    );
    expect([formData.when, later.when]).toEqual([
      '2025-11-02T01:30-07:00',
      '2025-11-02T01:30-08:00',
    ]);
  });

  test('sends date, time and dateTime in the shapes of browser inputs, without seconds', () => {
    const form = createKitTestForm();
    const formData = formatKitFormData(
      form,
      { day: '2026-05-01', at: '09:15:30', when: '2026-05-01T09:15:30' },
      { timeZone: 'Europe/Berlin' },
    );
    expect(formData).toEqual({ day: '2026-05-01', at: '09:15', when: '2026-05-01T09:15' });
  });

  test('keeps the instant of any dateTime chosen in any zone pair', () => {
    const zones = ['Asia/Kolkata', 'America/New_York', 'Pacific/Chatham', 'UTC', 'Europe/London'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        (fieldZone, readerZone, instant) => {
          const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
          const wall = formatWall(minute, fieldZone);
          const form = createKitTestForm(fieldZone);
          const sent = formatKitFormData(form, { when: wall }, { timeZone: readerZone }).when;
          // A wall time repeated at a fall-back hour names its first instant, which may differ.
          const isAmbiguous = wall === formatWall(minute - 3_600_000, fieldZone);
          const named = formatWall(minute, readerZone);
          // Where the reader's clocks pass the wall time twice, the offset says which is meant.
          const isRepeatedForReader = [minute - 3_600_000, minute + 3_600_000].some(
            (other) => formatWall(other, readerZone) === named,
          );
          if (isAmbiguous) return true;
          if (!isRepeatedForReader) return sent === named;
          return typeof sent === 'string' && sent.startsWith(named) && Date.parse(sent) === minute;
        },
      ),
    );
  });
});

/** The wall time of an instant in a zone, as `yyyy-MM-ddTHH:mm` (Intl, independent of date-fns). */
function formatWall(time: number, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(time)
    .replace(' ', 'T');
}

/** The offset of a zone at an instant, as `-08:00` (Intl, independent of date-fns). */
function formatOffset(time: number, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(time)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === undefined || name === 'GMT' ? '+00:00' : name.slice(3);
}

describe('given the kit’s formData read back on a server', () => {
  test('reads a dateTime sent in the reader’s zone back into the element’s zone', () => {
    const form = createKitTestForm('Asia/Kolkata');
    const values = readKitFormData(
      form,
      { name: 'Ada', when: '2026-05-01T10:30' },
      { timeZone: 'America/New_York' },
    );
    expect(values).toEqual({ name: 'Ada', when: '2026-05-01T20:00' });
  });

  test('reads a date back as the day sent, for a form in Kolkata read in New York', () => {
    const form = createKitTestForm('Asia/Kolkata');
    const values = readKitFormData(form, { day: '2026-03-01' }, { timeZone: 'America/New_York' });
    expect(values).toEqual({ day: '2026-03-01' });
  });

  test('reads the kit’s 01:30 of a fall-back morning, without an offset, as the first', () => {
    const form = createKitTestForm('America/New_York');
    const values = readKitFormData(
      form,
      { when: '2025-11-02T01:30' },
      { timeZone: 'America/Los_Angeles' },
    );
    expect(values).toEqual({ when: '2025-11-02T03:30' });
  });

  test('keeps keys the form does not have, for validation to refuse', () => {
    const form = createKitTestForm();
    const values = readKitFormData(form, { name: 'Ada', extra: 'x' }, { timeZone: 'UTC' });
    expect(validateSubmission(form, values).success).toBe(false);
  });

  // Zones behind and ahead of UTC, with an hour and a half-hour repeated in autumn.
  const zones = [
    'UTC',
    'Asia/Kolkata',
    'America/New_York',
    'America/Los_Angeles',
    'Europe/Berlin',
    'Australia/Lord_Howe',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ];
  test('reads back exactly the date, time and dateTime it sends, for any pair of zones', () => {
    // Whole minutes of 2025 and 2026 (the renderer's controls hold minutes), often near the
    // autumn mornings when Lord Howe, Europe and the United States pass an hour twice.
    const minuteOf = (iso: string) => (Date.parse(iso) - Date.UTC(2025, 0, 1)) / 60_000;
    const nearFallBack = (iso: string) =>
      fc.integer({ min: minuteOf(iso) - 2 * 60, max: minuteOf(iso) + 2 * 60 });
    const minutes = fc.oneof(
      fc.integer({ min: 0, max: 2 * 365 * 24 * 60 - 1 }),
      nearFallBack('2025-04-05T15:00:00Z'),
      nearFallBack('2025-10-26T01:00:00Z'),
      nearFallBack('2025-11-02T08:00:00Z'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        minutes,
        (elementZone, readerZone, minute) => {
          const form = createKitTestForm(elementZone);
          const instant = Date.UTC(2025, 0, 1) + minute * 60_000;
          const wall = formatWall(instant, elementZone);
          // The second pass of a repeated wall time is held with its offset, as the control holds it.
          const isSecondPass = [30, 60].some(
            (back) => formatWall(instant - back * 60_000, elementZone) === wall,
          );
          const when = isSecondPass ? `${wall}${formatOffset(instant, elementZone)}` : wall;
          const values = { name: 'Ada', day: wall.slice(0, 10), at: wall.slice(11), when };
          const sent = formatKitFormData(form, values, { timeZone: readerZone });
          expect(sent).toMatchObject({ day: values.day, at: values.at });
          expect(readKitFormData(form, sent, { timeZone: readerZone })).toEqual(values);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
