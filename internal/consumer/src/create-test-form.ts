import {
  createApiAction,
  createButtonElement,
  createDropdownElement,
  createFormMessage,
  createTextInputElement,
  createUrlNavigationAction,
} from '@chatforms/core';

/** What the test form's completion view says. */
export const completionText = 'Thanks, your lunch is ordered.';

/**
 * A form as the chat API sends it (with `id` and `sender`): a required text input and dropdown, a
 * help link, and a submit button whose apiAction posts to `submitUrl` with a payload and dataKey.
 */
export function createTestForm(options: { submitUrl: string; helpUrl: string }) {
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
