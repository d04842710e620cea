import {
  createApiAction,
  createButtonElement,
  createCheckboxElement,
  createDateTimeElement,
  createDropdownElement,
  createFormMessage,
  createLabelElement,
  createRadioElement,
  createSingleSelectElement,
  createTextInputElement,
  createUrlNavigationAction,
  elementTypes,
  type ElementType,
  type FormElement,
  type FormMessage,
} from '@chatforms/core';

/** One canonical sample element of each type, built with core's factory functions. */
export const exampleElements = {
  label: () => createLabelElement({ elementId: 'intro', text: 'Tell us about your visit.' }),
  textInput: () =>
    createTextInputElement({
      elementId: 'name',
      label: 'Your name',
      optional: false,
      maxLines: 1,
      placeholder: { text: 'Ada Lovelace' },
    }),
  button: () =>
    createButtonElement({
      elementId: 'rules',
      buttonText: 'House rules',
      disableAfterInteracted: false,
      action: createUrlNavigationAction({ url: 'https://example.org/rules' }),
    }),
  checkbox: () =>
    createCheckboxElement({
      elementId: 'services',
      label: 'Services used',
      defaultValue: ['wifi'],
      options: [
        { value: 'wifi', label: 'Wi-Fi' },
        { value: 'parking', label: 'Parking' },
        { value: 'breakfast', label: 'Breakfast' },
      ],
    }),
  dropdown: () =>
    createDropdownElement({
      elementId: 'country',
      label: 'Country',
      optional: false,
      options: [
        { value: 'in', label: 'India' },
        { value: 'au', label: 'Australia' },
        { value: 'nz', label: 'New Zealand' },
      ],
    }),
  radio: () =>
    createRadioElement({
      elementId: 'contact',
      label: 'Preferred contact',
      defaultValue: 'chat',
      options: [
        { value: 'chat', label: 'Chat' },
        { value: 'phone', label: 'Phone' },
      ],
    }),
  singleSelect: () =>
    createSingleSelectElement({
      elementId: 'rating',
      label: 'Rating',
      optional: false,
      options: [
        { value: 'good', label: 'Good' },
        { value: 'okay', label: 'Okay' },
        { value: 'poor', label: 'Poor' },
      ],
    }),
  dateTime: () =>
    createDateTimeElement({
      elementId: 'visitDate',
      label: 'Visit date',
      optional: false,
      mode: 'date',
      timezoneCode: 'Asia/Kolkata',
      from: '2026-01-01',
      to: '2026-12-31',
    }),
} satisfies { [K in ElementType]: () => Extract<FormElement, { elementType: K }> };

/** Whether a name is a canonical element type. */
export function isElementType(name: string): name is ElementType {
  return (elementTypes as readonly string[]).includes(name);
}

/** Creates a canonical form message holding one sample element of every type. */
export function createExampleMessage(): FormMessage {
  return createFormMessage({
    receiver: 'cometchat-uid-1',
    receiverType: 'user',
    title: 'Visitor feedback',
    formFields: elementTypes.map((elementType) => exampleElements[elementType]()),
    submitElement: createButtonElement({
      elementId: 'submit',
      buttonText: 'Send',
      action: createApiAction({ url: 'https://example.org/api/feedback' }),
    }),
    goalCompletionText: 'Thank you for your feedback.',
    interactionGoal: { type: 'anyOf', elementIds: ['submit'] },
    tags: ['example'],
  });
}
