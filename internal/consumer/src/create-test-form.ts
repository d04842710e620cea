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
 * with `dayFormat` or `dayZone`, also a delivery day, 25 December 2026 by default, written in that
 * custom dateTimeFormat (else the mode's default) in that zone (else UTC).
 */
export function createTestForm(options: {
  submitUrl: string;
  helpUrl: string;
  dayFormat?: string | undefined;
  dayZone?: string | undefined;
  /** The message's id, `501` unless given. */
  id?: string;
  /** The form's title, `Lunch order` unless given. */
  title?: string;
}) {
  const { dayFormat, dayZone } = options;
  const day =
    dayFormat === undefined && dayZone === undefined
      ? []
      : [
          createDateTimeElement({
            elementId: 'day',
            label: 'Delivery day',
            mode: 'date',
            timezoneCode: dayZone ?? 'UTC',
            ...(dayFormat === undefined
              ? { defaultValue: '2026-12-25' }
              : { dateTimeFormat: dayFormat, defaultValue: '25/12/2026' }),
          }),
        ];
  const message = createFormMessage({
    receiver: 'cometchat-uid-2',
    receiverType: 'user',
    title: options.title ?? 'Lunch order',
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
  return { ...message, id: options.id ?? '501', sender: 'cometchat-uid-1' };
}
