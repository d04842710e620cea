// Uses nothing but the renderer's entry, fresh, as a renderer's bundle does: neither the dateTime
// code nor date-fns is installed until loadDateTimeSupport() and loadDateTimePatterns() resolve.
import { beforeEach, expect, test, vi } from 'vitest';

import { surveyMessage } from '../../../../internal/fixtures/src/index.js';
import type * as dateTimeModule from '../elements/date-time/date-time-values.js';
import type * as rendererEntry from './renderer.js';

let renderer: typeof rendererEntry;
beforeEach(async () => {
  vi.resetModules();
  renderer = await import('./renderer.js');
});

function withDateTime(element: Record<string, unknown>) {
  const message = structuredClone(surveyMessage);
  const visit = { elementType: 'dateTime', elementId: 'visit', label: 'Visit', ...element };
  message.data.interactiveData.formFields = [visit as never];
  return message;
}

const codes = (result: ReturnType<typeof renderer.parseFormMessage>) =>
  (result.success ? result.warnings : result.issues).map((issue) => issue.code);

test('parses a message without dates with nothing loaded', () => {
  const result = renderer.parseFormMessage(structuredClone(surveyMessage));
  expect(result.success).toBe(true);
  expect(renderer.hasDateTimeSupport()).toBe(false);
  expect(renderer.hasDateTimePatterns()).toBe(false);
});

test('asks for the dateTime code, then reads a default format without date-fns', async () => {
  const message = withDateTime({ mode: 'dateTime', timezoneCode: 'Asia/Kolkata' });
  expect(codes(renderer.parseFormMessage(message))).toEqual(['date_time_not_loaded']);

  await renderer.loadDateTimeSupport();
  const result = renderer.parseFormMessage(message);
  expect(result.success).toBe(true);
  if (!result.success) return;
  expect(renderer.formatSubmission(result.data, { visit: '2026-12-07T10:30' })).toMatchObject({
    visit: '2026-12-07T10:30+05:30',
  });
  expect(renderer.getTimeZoneLabel('Asia/Kolkata')).toBe('Asia/Kolkata (GMT+05:30)');
  expect(renderer.hasDateTimePatterns()).toBe(false);
});

test('asks for both at once on a custom dateTimeFormat, then reads it once they load', async () => {
  const message = withDateTime({
    mode: 'date',
    dateTimeFormat: 'dd/MM/yyyy',
    defaultValue: '25/12/2026',
  });
  const before = renderer.parseFormMessage(message, { mode: 'lenient' });
  expect(before.success ? before.warnings : before.issues).toEqual([
    expect.objectContaining({
      code: 'date_time_not_loaded',
      pointer: '/data/interactiveData/formFields/0',
    }),
    expect.objectContaining({
      code: 'date_time_patterns_not_loaded',
      pointer: '/data/interactiveData/formFields/0/dateTimeFormat',
    }),
  ]);

  await Promise.all([renderer.loadDateTimeSupport(), renderer.loadDateTimePatterns()]);
  const after = renderer.parseFormMessage(message);
  expect(after.success).toBe(true);
  if (!after.success) return;
  expect(renderer.formatSubmission(after.data, { visit: '2026-12-25' })).toMatchObject({
    visit: '25/12/2026',
  });
  const lacking = withDateTime({ mode: 'date', dateTimeFormat: 'HH:mm' });
  expect(codes(renderer.parseFormMessage(lacking))).toEqual(['invalid_date_time_format']);
});

test('asks for the patterns alone once the dateTime code is in, even for a pattern it will reject', async () => {
  await renderer.loadDateTimeSupport();
  const lacking = withDateTime({ mode: 'date', dateTimeFormat: 'HH:mm' });
  expect(codes(renderer.parseFormMessage(lacking))).toEqual(['date_time_patterns_not_loaded']);
});

/** Counts whole-message parses: the first render of a form with dates reads it before the code is in. */
async function countMessageParses() {
  const { defaultElementRegistry } = await import('../elements/element-registry.js');
  return vi.spyOn(defaultElementRegistry.schemas().formMessageSchema, 'safeParse');
}

test('reads a message that waits only for the dateTime code once, and leniently as strictly', async () => {
  const message = withDateTime({ mode: 'dateTime', timezoneCode: 'Asia/Kolkata' });
  const parses = await countMessageParses();
  const lenient = renderer.parseFormMessage(message, { mode: 'lenient' });
  // Nothing in it to degrade: a second, degrading reading would give the same issues.
  expect(parses).toHaveBeenCalledTimes(1);
  expect(lenient).toEqual(renderer.parseFormMessage(message));
  expect(lenient.success ? [] : lenient.issues).toEqual([
    expect.objectContaining({
      code: 'date_time_not_loaded',
      pointer: '/data/interactiveData/formFields/0',
    }),
  ]);
});

test('still degrades the rest of a message that also waits for the dateTime code', async () => {
  const message = withDateTime({ mode: 'date' });
  const fields = message.data.interactiveData.formFields as Record<string, unknown>[];
  const options = [{ label: 'Small', value: 'small' }];
  fields.push({
    elementType: 'dropdown',
    elementId: 'size',
    label: 'Size',
    options,
    defaultValue: 'xl',
  });
  const parses = await countMessageParses();
  const lenient = renderer.parseFormMessage(message, { mode: 'lenient' });
  // The whole reading fails on the default too, so the degrading one runs.
  expect(parses).toHaveBeenCalledTimes(2);
  expect(codes(lenient)).toEqual(['date_time_not_loaded']);
  await renderer.loadDateTimeSupport();
  const loaded = renderer.parseFormMessage(message, { mode: 'lenient' });
  expect(codes(loaded)).toEqual(['dropped_default']);
});

test('asks for the JSON syntax locator on text that is not JSON, then names the line and column', async () => {
  const text = '{\n  "category": "interactive",\n  "type": form\n}';
  expect(codes(renderer.parseFormMessage(text))).toEqual(['json_syntax_not_loaded']);
  await renderer.loadJsonSyntaxLocator();
  const result = renderer.parseFormMessage(text);
  expect(result.success ? [] : result.issues).toEqual([
    expect.objectContaining({
      code: 'invalid_json',
      message: expect.stringMatching(/line 3, column \d+/),
    }),
  ]);
});

test('reports empty text as empty without loading anything', () => {
  expect(codes(renderer.parseFormMessage('  '))).toEqual(['invalid_json']);
});

test('reads and writes a dateTimeFormat written as the default without date-fns', async () => {
  const message = withDateTime({
    mode: 'dateTime',
    timezoneCode: 'Europe/Berlin',
    dateTimeFormat: "yyyy-MM-dd'T'HH:mmXXX",
    defaultValue: '2026-07-01T09:30',
  });
  // Asks for the dateTime code alone.
  expect(codes(renderer.parseFormMessage(message))).toEqual(['date_time_not_loaded']);
  await renderer.loadDateTimeSupport();
  const result = renderer.parseFormMessage(message, { mode: 'lenient' });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  expect(result.warnings).toEqual([]);
  expect(renderer.formatSubmission(result.data, { visit: '2026-12-07T10:30' })).toMatchObject({
    visit: '2026-12-07T10:30+01:00',
  });
  expect(renderer.hasDateTimePatterns()).toBe(false);
});

test.each([
  ['the runtime’s zone', undefined],
  ['a named zone, where readings are kept', 'Asia/Kolkata'],
])(
  'a value only date-fns reads waits for it under a default dateTimeFormat, then reads as date-fns does (%s)',
  async (_zone, timezoneCode) => {
    await renderer.loadDateTimeSupport();
    const message = withDateTime({
      mode: 'date',
      dateTimeFormat: 'yyyy-MM-dd',
      defaultValue: '2026-1-5',
      timezoneCode,
    });
    // Not dropped as a wrong default: undecided until date-fns loads.
    expect(codes(renderer.parseFormMessage(message, { mode: 'lenient' }))).toEqual([
      'date_time_patterns_not_loaded',
    ]);
    await renderer.loadDateTimePatterns();
    const result = renderer.parseFormMessage(message, { mode: 'lenient' });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(result.data.data.interactiveData.formFields[0]).toMatchObject({
      defaultValue: '2026-1-5',
    });
    expect(result.warnings).toEqual([]);
  },
);

test('a form in a zone with a default dateTimeFormat reads its bounds once, however often it is read', async () => {
  let readings = 0;
  vi.doMock('../elements/date-time/date-time-values.js', async (importOriginal) => {
    const original = await importOriginal<typeof dateTimeModule>();
    const readExactDateTimeValue: typeof original.readExactDateTimeValue = (text, options) => {
      readings += 1;
      return original.readExactDateTimeValue(text, options);
    };
    return { ...original, readExactDateTimeValue };
  });
  try {
    renderer = await import('./renderer.js');
    await renderer.loadDateTimeSupport();
    const message = withDateTime({
      mode: 'dateTime',
      timezoneCode: 'Asia/Kolkata',
      dateTimeFormat: "yyyy-MM-dd'T'HH:mmXXX",
      from: '2026-01-01T08:00',
      to: '2026-12-20T18:00',
    });
    const first = renderer.parseFormMessage(structuredClone(message), { mode: 'lenient' });
    if (!first.success) throw new Error(JSON.stringify(first.issues));
    const element = first.data.data.interactiveData.formFields[0] as never;
    expect(renderer.getDateTimeBounds(element)).toEqual({
      from: '2026-01-01T08:00',
      to: '2026-12-20T18:00',
    });
    expect(readings).toBeGreaterThan(0);
    const afterFirst = readings;
    // A chat history parses the same bounds in form after form, and each field reads them again.
    renderer.parseFormMessage(structuredClone(message), { mode: 'lenient' });
    renderer.getDateTimeBounds(element);
    expect(readings).toBe(afterFirst);
  } finally {
    vi.doUnmock('../elements/date-time/date-time-values.js');
  }
});
