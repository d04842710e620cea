import type { FormMessageInput } from '@chatforms/core';
import { resolveTimeZone } from '@chatforms/core/date-time';

import { createOptions, createTemplateMessage } from './create-template-message.js';

/** An appointment request: who, which service, when (in the author's own zone, written out) and how to reach them. */
export function createAppointmentTemplate(): FormMessageInput {
  return createTemplateMessage({
    title: 'Book an appointment',
    formFields: [
      {
        elementType: 'textInput',
        elementId: 'name',
        label: 'Your name',
        optional: false,
        maxLines: 1,
      },
      {
        elementType: 'dropdown',
        elementId: 'service',
        label: 'What is the visit for?',
        optional: false,
        options: createOptions('Check-up', 'Cleaning', 'Consultation', 'Follow-up'),
      },
      {
        elementType: 'dateTime',
        elementId: 'slot',
        label: 'Preferred date and time',
        optional: false,
        mode: 'dateTime',
        timezoneCode: resolveTimeZone(),
      },
      {
        elementType: 'textInput',
        elementId: 'phone',
        label: 'Phone number, in case we need to move it',
        optional: true,
        maxLines: 1,
      },
    ],
    buttonText: 'Request appointment',
    url: 'https://bookings.northwind-dental.com/appointments',
    goalCompletionText: 'Requested. We will confirm your appointment by message within a day.',
  });
}

/** An event RSVP: coming or not, how many, dietary needs and a note. */
export function createRsvpTemplate(): FormMessageInput {
  return createTemplateMessage({
    title: 'Team dinner – are you coming?',
    formFields: [
      {
        elementType: 'radio',
        elementId: 'attending',
        label: 'Will you join us?',
        optional: false,
        options: createOptions('Yes', 'No', 'Maybe'),
      },
      {
        elementType: 'dropdown',
        elementId: 'guests',
        label: 'Guests you are bringing',
        optional: true,
        defaultValue: '0',
        options: ['0', '1', '2', '3'].map((count) => ({ value: count, label: count })),
      },
      {
        elementType: 'checkbox',
        elementId: 'diet',
        label: 'Dietary needs',
        optional: true,
        options: createOptions('Vegetarian', 'Vegan', 'Gluten-free', 'Nut allergy'),
      },
      {
        elementType: 'textInput',
        elementId: 'note',
        label: 'A note for the organisers',
        optional: true,
        maxLines: 2,
      },
    ],
    buttonText: 'Send RSVP',
    url: 'https://events.northwind-traders.com/rsvp',
    payload: { event: 'team-dinner' },
    goalCompletionText: 'Thanks, your RSVP is in.',
  });
}
