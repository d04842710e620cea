import type { FormMessageInput } from '@chatforms/core';
import type { DraftElement } from '@chatforms/core/editing';

const options = [
  { value: 'a', label: 'Option A' },
  { value: 'b', label: 'Option B' },
  { value: 'c', label: 'Option C' },
];

/**
 * The ten fields of one chat form: text, choices and three dateTime pickers with zones, bounds and a
 * submitted format, as a booking or survey bubble in a chat history has them.
 */
function createChatFields(index: number): DraftElement[] {
  return [
    { elementType: 'textInput', elementId: 'name', label: 'Name', optional: false, maxLines: 1 },
    { elementType: 'textInput', elementId: 'email', label: 'Email', optional: true, maxLines: 1 },
    { elementType: 'textInput', elementId: 'notes', label: 'Notes', optional: true, maxLines: 3 },
    { elementType: 'dropdown', elementId: 'plan', label: 'Plan', optional: false, options },
    { elementType: 'radio', elementId: 'size', label: 'Size', optional: true, options },
    { elementType: 'checkbox', elementId: 'extras', label: 'Extras', optional: true, options },
    {
      elementType: 'dateTime',
      elementId: 'visitDate',
      label: 'Visit date',
      optional: false,
      mode: 'date',
      timezoneCode: 'Asia/Kolkata',
      from: '2026-01-01',
      to: '2026-12-31',
    },
    {
      elementType: 'dateTime',
      elementId: 'callTime',
      label: 'Call-back time',
      optional: true,
      mode: 'time',
      timezoneCode: 'America/New_York',
      from: '09:00',
      to: '17:30',
    },
    {
      elementType: 'dateTime',
      elementId: 'slot',
      label: 'Video slot',
      optional: true,
      mode: 'dateTime',
      timezoneCode: 'Europe/Berlin',
      dateTimeFormat: "yyyy-MM-dd'T'HH:mmXXX",
      from: '2026-01-01T08:00',
      to: '2026-12-20T18:00',
    },
    {
      elementType: 'textInput',
      elementId: 'reference',
      label: `Reference ${index}`,
      optional: true,
      maxLines: 1,
    },
  ];
}

/** The index-th form of a chat history: each a distinct message of the same ten fields. */
export function createChatFormMessage(index: number) {
  return {
    id: `message-${index}`,
    receiver: 'cometchat-uid-1',
    receiverType: 'user',
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        title: `Booking ${index}`,
        formFields: createChatFields(index),
        submitElement: {
          elementType: 'button',
          elementId: 'submit',
          buttonText: 'Submit',
          disableAfterInteracted: true,
          action: {
            actionType: 'apiAction',
            url: 'https://example.org/api/bookings',
            method: 'POST',
            payload: {},
            headers: {},
            dataKey: 'formData',
          },
        },
      },
      interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
      allowSenderInteraction: false,
    },
  } satisfies FormMessageInput;
}

/** A form of `fieldCount` fields made of chat-form fields, ids numbered: the dateTime-heavy message the core bench parses. */
export function createDateTimeFormMessage(fieldCount: number) {
  const message = createChatFormMessage(0);
  const fields = Array.from({ length: fieldCount }, (_, index) => {
    const field = createChatFields(0)[index % 10] as DraftElement;
    return { ...field, elementId: `${field.elementId}${index}` };
  });
  return {
    ...message,
    data: {
      ...message.data,
      interactiveData: { ...message.data.interactiveData, formFields: fields },
    },
  };
}
