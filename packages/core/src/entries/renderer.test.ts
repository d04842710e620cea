// Imports nothing but the renderer's entry, as a renderer's bundle does: date-fns is not installed
// until loadDateTimePatterns() resolves.
import { expect, test } from 'vitest';

import { surveyMessage } from '../../../../internal/fixtures/src/index.js';
import {
  formatSubmission,
  hasDateTimePatterns,
  loadDateTimePatterns,
  parseFormMessage,
} from './renderer.js';

function withDateTime(element: Record<string, unknown>) {
  const message = structuredClone(surveyMessage);
  const visit = { elementType: 'dateTime', elementId: 'visit', label: 'Visit', ...element };
  message.data.interactiveData.formFields = [visit as never];
  return message;
}

test('reads a dateTime in its default format before any pattern is loaded', () => {
  const message = withDateTime({ mode: 'dateTime', timezoneCode: 'Asia/Kolkata' });
  expect(hasDateTimePatterns()).toBe(false);
  const result = parseFormMessage(message);
  expect(result.success).toBe(true);
  if (!result.success) return;
  expect(formatSubmission(result.data, { visit: '2026-12-07T10:30' })).toMatchObject({
    visit: '2026-12-07T10:30+05:30',
  });
  expect(hasDateTimePatterns()).toBe(false);
});

test('asks for the patterns on any custom dateTimeFormat, even one it will reject', () => {
  const result = parseFormMessage(withDateTime({ mode: 'date', dateTimeFormat: 'HH:mm' }));
  expect(result.success ? [] : result.issues.map((issue) => issue.code)).toEqual([
    'date_time_patterns_not_loaded',
  ]);
});

test('asks for the patterns on a custom dateTimeFormat, then reads it once they load', async () => {
  const message = withDateTime({
    mode: 'date',
    dateTimeFormat: 'dd/MM/yyyy',
    defaultValue: '25/12/2026',
  });
  const before = parseFormMessage(message, { mode: 'lenient' });
  expect(before.success ? before.warnings : before.issues).toContainEqual(
    expect.objectContaining({
      code: 'date_time_patterns_not_loaded',
      pointer: '/data/interactiveData/formFields/0/dateTimeFormat',
    }),
  );

  await loadDateTimePatterns();
  expect(hasDateTimePatterns()).toBe(true);
  const after = parseFormMessage(message);
  expect(after.success).toBe(true);
  if (!after.success) return;
  expect(formatSubmission(after.data, { visit: '2026-12-25' })).toMatchObject({
    visit: '25/12/2026',
  });
  const lacking = parseFormMessage(withDateTime({ mode: 'date', dateTimeFormat: 'HH:mm' }));
  expect(lacking.success ? [] : lacking.issues.map((issue) => issue.code)).toEqual([
    'invalid_date_time_format',
  ]);
});
