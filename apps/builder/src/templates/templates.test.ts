import { isInputElement, parseFormMessage } from '@chatforms/core';
import { expect, test } from 'vitest';

import { lintMessage } from '../lint/lint-message.js';
import { templates } from './templates.js';

test('the gallery offers the eight real-use templates and no test fixtures', () => {
  expect(templates.map((template) => template.name)).toEqual([
    'Survey',
    'NPS',
    'Appointment',
    'Support ticket',
    'RSVP',
    'Order confirmation',
    'Feedback',
    'Approval',
  ]);
});

test.each(templates)('the $name template is valid in strict mode and lint-clean', (template) => {
  const message = template.create();
  expect(parseFormMessage(message, { mode: 'strict' })).toMatchObject({ success: true });
  expect(lintMessage(message)).toEqual([]);
  expect(message.data.interactiveData.formFields.some(isInputElement)).toBe(true);
  expect(message.data.interactionGoal).toEqual({ type: 'anyOf', elementIds: ['submit'] });
});

test('the appointment template asks for a time in the author’s own zone', () => {
  const appointment = templates.find((template) => template.name === 'Appointment')?.create();
  expect(appointment?.data.interactiveData.formFields).toContainEqual(
    expect.objectContaining({
      mode: 'dateTime',
      timezoneCode: new Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  );
});
