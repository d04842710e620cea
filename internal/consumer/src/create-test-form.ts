import {
  createApiAction,
  createButtonElement,
  createDateTimeElement,
  createDropdownElement,
  createFormMessage,
  createTextInputElement,
  createUrlNavigationAction,
} from '@chatforms/core';

/** What the test form's completion view says. */
export const completionText = 'Thanks, your lunch is ordered.';

/**
 * A form as the chat API sends it (with `id` and `sender`): a required text input and dropdown, a
 * help link, and a submit button whose apiAction posts to `submitUrl` with a payload and dataKey;
 * with `dayFormat`, also a delivery day written in that custom dateTimeFormat, 25 December 2026 by default.
 */
export function createTestForm(options: {
  submitUrl: string;
  helpUrl: string;
  dayFormat?: string;
}) {
  const day =
    options.dayFormat === undefined
      ? []
      : [
          createDateTimeElement({
            elementId: 'day',
            label: 'Delivery day',
            mode: 'date',
            timezoneCode: 'UTC',
            dateTimeFormat: options.dayFormat,
            defaultValue: '25/12/2026',
          }),
        ];
  const message = createFormMessage({
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    title: 'Lunch order',
    goalCompletionText: completionText,
    formFields: [
      createTextInputElement({ elementId: 'dish', label: 'Dish', optional: false }),
      createDropdownElement({
        elementId: 'size',
        label: 'Size',
        optional: false,
        options: [
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ],
      }),
      ...day,
      createButtonElement({
        elementId: 'help',
        buttonText: 'Menu',
        action: createUrlNavigationAction({ url: options.helpUrl }),
      }),
    ],
    submitElement: createButtonElement({
      elementId: 'order',
      buttonText: 'Order',
      action: createApiAction({
        url: options.submitUrl,
        payload: { orderBy: 'cometchat-uid-2' },
        dataKey: 'answers',
      }),
    }),
  });
  return { ...message, id: '501', sender: 'cometchat-uid-1' };
}
