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

  test('sends a date in a zone as the reader’s date at that day’s start', () => {
    const form = createKitTestForm('Asia/Kolkata');
    const formData = formatKitFormData(form, { day: '2026-05-01' }, { timeZone: 'UTC' });
    // Midnight in Kolkata is 18:30 UTC the day before.
    expect(formData).toEqual({ day: '2026-04-30' });
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
          return isAmbiguous || sent === formatWall(minute, readerZone);
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

  test('reads a date the kit moved to the day before back to the day chosen', () => {
    const form = createKitTestForm('Asia/Kolkata');
    const sent = formatKitFormData(
      form,
      { name: 'Ada', day: '2026-03-01' },
      { timeZone: 'America/New_York' },
    );
    expect(sent.day).toBe('2026-02-28');
    expect(readKitFormData(form, sent, { timeZone: 'America/New_York' }).day).toBe('2026-03-01');
  });

  test('keeps keys the form does not have, for validation to refuse', () => {
    const form = createKitTestForm();
    const values = readKitFormData(form, { name: 'Ada', extra: 'x' }, { timeZone: 'UTC' });
    expect(validateSubmission(form, values).success).toBe(false);
  });

  const zones = [
    'UTC',
    'Asia/Kolkata',
    'America/New_York',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ];
  test('reads back every date and dateTime the kit sends, for any pair of zones', () => {
    const minutes = fc.integer({ min: 0, max: 365 * 24 * 60 - 1 });
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        minutes,
        (elementZone, readerZone, offset) => {
          const form = createKitTestForm(elementZone);
          // Whole minutes of 2026 in UTC, written as wall values: the renderer's controls hold minutes.
          const iso = new Date(Date.UTC(2026, 0, 1) + offset * 60_000).toISOString();
          const values = { name: 'Ada', day: iso.slice(0, 10), when: iso.slice(0, 16) };
          const sent = formatKitFormData(form, values, { timeZone: readerZone });
          expect(readKitFormData(form, sent, { timeZone: readerZone })).toEqual(values);
        },
      ),
    );
  });
});
